import { Anchor, Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOfferDetail } from '@portal/contracts/offers/offers.schemas';

/** The company's profile, unless the offer hides the company data. */
export function OfferCompanyCard({ company }: { company: TOfferDetail['datosEmpresa'] }) {
  const { t } = useTranslation('offers');
  if (!company) return null;
  return (
    <Card withBorder padding="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('detail.company')}
      </Title>
      <Text fw={600}>{company.nombre}</Text>
      {company.descripcion && <Text style={{ whiteSpace: 'pre-line' }}>{company.descripcion}</Text>}
      {company.web && (
        <Anchor href={company.web} target="_blank" rel="noopener noreferrer">
          {company.web}
        </Anchor>
      )}
    </Card>
  );
}
