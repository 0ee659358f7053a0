import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOfferDetail } from '@portal/contracts/offers/offers.schemas';
import { useBrandFlag } from '../../../lib/brand';
import { OfferApplicationCard } from './offer-application-card';
import { OfferCompanyCard } from './offer-company-card';
import { OfferConditionsCard } from './offer-conditions-card';
import { OfferRequirementsCard } from './offer-requirements-card';

/** One offer as a student reads it, with 'Inscribirme' or the state of my application. */
export function OfferDetailView({ offer }: { offer: TOfferDetail }) {
  const { t } = useTranslation('offers');
  const showReference = useBrandFlag('mostrarReferenciaOferta');
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{offer.titulo}</Title>
        <Text fw={600} mt={4}>
          {offer.empresa ?? t('card.hiddenCompany')}
        </Text>
        {showReference && <Text size="sm">{t('card.reference', { id: offer.idoferta })}</Text>}
      </div>
      <OfferApplicationCard offer={offer} />
      <Card withBorder padding="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('detail.description')}
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }}>{offer.descripcion}</Text>
        {offer.tareas && (
          <>
            <Title order={3} size="h5" mt="md" mb="xs">
              {t('detail.tasks')}
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{offer.tareas}</Text>
          </>
        )}
      </Card>
      <OfferConditionsCard offer={offer} />
      <OfferRequirementsCard offer={offer} />
      <OfferCompanyCard company={offer.datosEmpresa} />
      {offer.urlInfo && (
        <Anchor href={offer.urlInfo} target="_blank" rel="noopener noreferrer">
          {t('detail.moreInfo')}
        </Anchor>
      )}
    </Stack>
  );
}
