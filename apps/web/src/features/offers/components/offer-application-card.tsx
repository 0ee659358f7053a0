import { Anchor, Badge, Card, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import type { TOfferDetail } from '@portal/contracts/offers/offers.schemas';
import { ApplyButton } from './apply-button';

/** The offer's call to action: 'Inscribirme' (and the external enrolment link), or the state of my application. */
export function OfferApplicationCard({ offer }: { offer: TOfferDetail }) {
  const { t } = useTranslation('offers');
  return (
    <Card withBorder padding="md" radius="md">
      {offer.candidatura ? (
        <Group gap="sm">
          <Text>{t('detail.applied')}</Text>
          <Badge variant="filled" color="dark">
            {offer.candidatura.estado}
          </Badge>
          <Anchor component={Link} to={routePath('my-application', { id: offer.urlAcceso })} fw={600}>
            {t('apply.seeApplication')}
          </Anchor>
        </Group>
      ) : (
        <Group gap="sm">
          <ApplyButton offer={offer} />
          {offer.urlInscripcion && (
            <Anchor href={offer.urlInscripcion} target="_blank" rel="noopener noreferrer">
              {t('detail.externalEnrolment')}
            </Anchor>
          )}
        </Group>
      )}
    </Card>
  );
}
