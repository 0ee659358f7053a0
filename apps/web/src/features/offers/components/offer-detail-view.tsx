import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOfferDetail } from '@portal/contracts/offers/offers.schemas';
import { useBrandFlag } from '../../../lib/brand';
import { OfferApplicationCard } from './offer-application-card';
import { OfferCompanyCard } from './offer-company-card';
import { OfferConditionsCard } from './offer-conditions-card';
import { OfferFacts } from './offer-facts';
import { OfferRequirementsCard } from './offer-requirements-card';
import './offer-detail.css';

/**
 * One offer as a student reads it (#16 part 4): the facts she decides on first, then the
 * description and every other field; 'Inscribirme' or the state of my application stays in view
 * beside it (offer-detail.css).
 */
export function OfferDetailView({ offer }: { offer: TOfferDetail }) {
  const { t } = useTranslation('offers');
  const showReference = useBrandFlag('mostrarReferenciaOferta');
  return (
    <div className="offer-detail">
      <Stack gap="md" className="offer-detail-main">
        <div>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {offer.titulo}
          </Title>
          <Text fw={600} mt={4}>
            {offer.empresa ?? t('card.hiddenCompany')}
          </Text>
          {showReference && <Text size="sm">{t('card.reference', { id: offer.idoferta })}</Text>}
        </div>
        <OfferFacts offer={offer} />
        <Card withBorder padding="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('detail.description')}
          </Title>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{offer.descripcion}</Text>
          {offer.tareas && (
            <>
              <Title order={3} size="h5" mt="md" mb="xs">
                {t('detail.tasks')}
              </Title>
              <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{offer.tareas}</Text>
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
      <OfferApplicationCard offer={offer} />
    </div>
  );
}
