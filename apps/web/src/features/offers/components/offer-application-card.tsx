import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import type { TOfferDetail } from '@portal/contracts/offers/offers.schemas';
import { candidatureTone } from '../../../lib/candidature-tone';
import { StatusBadge } from '../../../ui/status-badge';
import { ApplyButton } from './apply-button';
import { OfferDeadline } from './offer-deadline';

/**
 * The offer's call to action, always in view (offer-detail.css: a bar at the bottom of a phone, a
 * side card on a desk): 'Inscribirme' with the days left (and the external enrolment link), or,
 * once applied, the clear state of my application and the way to it (#16 part 4).
 */
export function OfferApplicationCard({ offer }: { offer: TOfferDetail }) {
  const { t } = useTranslation('offers');
  const titleId = useId();
  return (
    <Card
      component="aside"
      withBorder
      padding="sm"
      radius="md"
      className="offer-detail-action"
      aria-labelledby={titleId}
      data-testid="offer-action"
    >
      <Title order={2} size="h4" id={titleId} className="offer-detail-action-title" mb={4}>
        {t('apply.panelTitle')}
      </Title>
      {offer.candidatura ? (
        <div className="offer-detail-action-body">
          <Group gap="xs">
            <Text fw={600}>{t('detail.applied')}</Text>
            <StatusBadge tone={candidatureTone(offer.candidatura.idEstado)} testId="offer-application-state">
              {offer.candidatura.estado}
            </StatusBadge>
          </Group>
          <Anchor component={Link} to={routePath('my-application', { id: offer.urlAcceso })} fw={600}>
            {t('apply.seeApplication')}
          </Anchor>
        </div>
      ) : (
        <div className="offer-detail-action-body">
          <Stack gap={2}>
            <OfferDeadline fechaCaducidad={offer.fechaCaducidad} compact />
            {offer.urlInscripcion && (
              <Anchor href={offer.urlInscripcion} target="_blank" rel="noopener noreferrer" size="sm">
                {t('detail.externalEnrolment')}
              </Anchor>
            )}
          </Stack>
          <ApplyButton offer={offer} />
        </div>
      )}
    </Card>
  );
}
