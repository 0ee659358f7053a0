import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOfferCard } from '@portal/contracts/offers/offers.schemas';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { OfferCard } from './offer-card';

/** Cards of a list, with the 4 placeholders while loading and an optional 'load more'. */
export function OfferList({
  offers,
  loading,
  total,
  onLoadMore,
  loadingMore,
}: {
  offers: TOfferCard[];
  loading: boolean;
  total?: number;
  onLoadMore?: () => void;
  loadingMore?: boolean;
}) {
  const { t } = useTranslation('offers');
  if (loading) return <LoadingPlaceholders />;
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
              <OfferCard offer={offer} />
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
