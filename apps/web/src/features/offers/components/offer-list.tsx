import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOfferCard } from '@portal/contracts/offers/offers.schemas';
import { LoadFailed } from '../../../ui/load-failed';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { appliedKey } from '../api/get-applied-offers';
import { OfferCard } from './offer-card';

/** Cards of a list, with the 4 placeholders while loading, a retry when it failed and an optional 'load more'. */
export function OfferList({
  offers,
  loading,
  total,
  onLoadMore,
  loadingMore,
  failed,
  applied,
}: {
  offers: TOfferCard[];
  /** #16 part 2: the offers already applied to ('Inscrito' on their cards). */
  applied?: ReadonlySet<string>;
  loading: boolean;
  /** The request failed: the retry instead of '0 ofertas' (issue #12 item 18). */
  failed?: { onRetry: () => void; retrying: boolean };
  total?: number;
  onLoadMore?: () => void;
  loadingMore?: boolean;
}) {
  const { t } = useTranslation('offers');
  if (loading) return <LoadingPlaceholders />;
  if (failed) return <LoadFailed {...failed} />;
  return (
    <Stack gap="sm">
      <Text size="sm" role="status" aria-live="polite">
        {t('list.count', { count: total ?? offers.length, shown: offers.length })}
      </Text>
      {offers.length === 0 ? (
        <Text>{t('list.none')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {offers.map((offer) => (
            <li key={`${offer.tipo}-${offer.idoferta}`}>
              {/* The list sits right under the page title: its cards are its h2 sections (heading order, #16 part 9). */}
              <OfferCard offer={offer} applied={applied?.has(appliedKey(offer))} headingLevel={2} />
            </li>
          ))}
        </Stack>
      )}
      {onLoadMore && (
        <Button variant="default" onClick={onLoadMore} loading={loadingMore} style={{ alignSelf: 'center' }}>
          {t('list.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
