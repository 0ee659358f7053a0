import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { PREENROLMENT_STATE } from '@portal/contracts/limits';
import type { TApplicationCard } from '@portal/contracts/applications/applications.schemas';
import { useBrandFlag } from '../../../lib/brand';
import { candidatureTone } from '../../../lib/candidature-tone';
import { StatusBadge } from '../../../ui/status-badge';
import { PreenrolmentActions } from './preenrolment-actions';
import { WithdrawButton } from './withdraw-button';

/**
 * SPEC §2 Offer card shown as an application: links to my applications plus the access url; the
 * reference per brand flag; accept and reject in state 16; withdraw while unprocessed.
 */
export function ApplicationCard({
  application,
  headingLevel = 3,
}: {
  application: TApplicationCard;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation('applications');
  const showReference = useBrandFlag('mostrarReferenciaOferta');
  const headingId = useId();
  return (
    <Card
      component="article"
      withBorder
      padding="md"
      radius="md"
      aria-labelledby={headingId}
      data-testid="application-card"
    >
      <Stack gap={6}>
        <Title order={headingLevel} size="h5" id={headingId}>
          <Anchor component={Link} to={routePath('my-application', { id: application.urlAcceso })} inherit>
            {application.titulo}
          </Anchor>
        </Title>
        <Text size="sm" fw={600}>
          {application.empresa ?? t('card.hiddenCompany')}
        </Text>
        <Group gap="xs">
          <StatusBadge tone={candidatureTone(application.idEstado)} testId="application-state">
            {application.estado}
          </StatusBadge>
          {application.fecha && <Text size="sm">{t('card.enrolled', { date: application.fecha })}</Text>}
        </Group>
        {application.descripcionEstadoMotivo && (
          <Text size="sm">{t('card.reason', { reason: application.descripcionEstadoMotivo })}</Text>
        )}
        {application.provincia && <Text size="sm">{application.provincia}</Text>}
        {showReference && <Text size="sm">{t('card.reference', { id: application.idoferta })}</Text>}
        {application.idEstado === PREENROLMENT_STATE && (
          <PreenrolmentActions
            urlOferta={application.urlAcceso}
            idPerfil={application.idPerfil}
            titulo={application.titulo}
          />
        )}
        {application.puedeDesinscribirse && (
          <Group>
            <WithdrawButton urlOferta={application.urlAcceso} titulo={application.titulo} />
          </Group>
        )}
      </Stack>
    </Card>
  );
}
