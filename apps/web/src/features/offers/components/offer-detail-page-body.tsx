import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TOfferKind } from '@portal/contracts/offers/offers.schemas';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useOffer } from '../api/get-offer';
import { offerListPath } from '../utils/offer-paths';
import { OfferDetailView } from './offer-detail-view';

/** /ofertas-empleo/{id} and /propuesta-practicas/{id}: the offer by its access url (or id). */
export function OfferDetailPageBody({ kind }: { kind: TOfferKind }) {
  const { t } = useTranslation('offers');
  const { id = '' } = useParams();
  const offer = useOffer(id);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={offerListPath(offer.data?.tipo ?? kind)} size="sm">
        {t('detail.back')}
      </Anchor>
      {offer.isPending ? (
        <LoadingPlaceholders count={2} cols={1} />
      ) : offer.data ? (
        <OfferDetailView offer={offer.data} />
      ) : (
        <Text>{t('detail.notFound')}</Text>
      )}
    </Stack>
  );
}
