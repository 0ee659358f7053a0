import { Anchor, Button, Divider, Drawer, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useCandidate } from '../api/get-candidate';
import { CandidateStateForm } from './candidate-state-form';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../i18n';
import { StatusBadge } from '../../../ui/status-badge';
import { candidatureTone } from '../../../lib/candidature-tone';

/**
 * SPEC §2 company offer detail: the candidate detail (contact, studies, presentation, history),
 * the link to the CV (/ver-cv/{idCandidatura}) and the state change with the rejection reason.
 */
export function CandidateDrawer({ idCandidatura, onClose }: { idCandidatura: number | null; onClose: () => void }) {
  const { t } = useTranslation(['proposals', 'common']);
  const { lang } = useLanguage();
  const { data: candidate, isError } = useCandidate(idCandidatura);
  const name = candidate ? `${candidate.alumno.nombre} ${candidate.alumno.apellidos}` : t('candidate.title');
  return (
    <Drawer
      opened={idCandidatura !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={name}
      closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
    >
      {isError ? (
        <Text>{t('candidate.loadError')}</Text>
      ) : !candidate ? (
        <LoadingPlaceholders count={2} cols={1} />
      ) : (
        <Stack gap="md">
          <div>
            <Text size="sm">{t('candidate.offer', { titulo: candidate.tituloOferta })}</Text>
            <Text mt={4}>
              {t('candidate.currentState')}{' '}
              <StatusBadge tone={candidatureTone(candidate.idEstado)}>{candidate.estado}</StatusBadge>
            </Text>
            {candidate.motivo && (
              <Text size="sm" mt={4}>
                {t('candidate.currentReason', { motivo: candidate.motivo })}
              </Text>
            )}
            <Text size="sm" mt={4}>
              {t('candidate.appliedOn', { date: formatDate(candidate.fecha, lang) })} ·{' '}
              {t(`candidate.origin.${candidate.origen}`, { defaultValue: candidate.origen })}
            </Text>
          </div>
          <Button
            component={Link}
            to={routePath('candidate-cv', { id: candidate.idCandidatura })}
            variant="light"
            style={{ alignSelf: 'flex-start' }}
          >
            {t('candidate.viewCv')}
          </Button>
          <section aria-labelledby="candidate-contact">
            <Title order={3} size="h5" id="candidate-contact" mb={4}>
              {t('candidate.contact')}
            </Title>
            {candidate.alumno.email && (
              <Text size="sm">
                <Anchor href={`mailto:${candidate.alumno.email}`}>{candidate.alumno.email}</Anchor>
              </Text>
            )}
            {candidate.alumno.telefono && <Text size="sm">{candidate.alumno.telefono}</Text>}
            {(candidate.alumno.localidad || candidate.alumno.provincia) && (
              <Text size="sm">
                {[candidate.alumno.localidad, candidate.alumno.provincia].filter(Boolean).join(', ')}
              </Text>
            )}
          </section>
          {candidate.alumno.titulaciones.length > 0 && (
            <section aria-labelledby="candidate-studies">
              <Title order={3} size="h5" id="candidate-studies" mb={4}>
                {t('candidate.studies')}
              </Title>
              <List size="sm">
                {candidate.alumno.titulaciones.map((s, i) => (
                  <List.Item key={i}>
                    {s.titulo}
                    {s.centro ? ` — ${s.centro}` : ''}
                    {s.finalizada ? ` (${t('candidate.finished')})` : ''}
                  </List.Item>
                ))}
              </List>
            </section>
          )}
          {candidate.alumno.presentacion && (
            <section aria-labelledby="candidate-presentation">
              <Title order={3} size="h5" id="candidate-presentation" mb={4}>
                {t('candidate.presentation')}
              </Title>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {candidate.alumno.presentacion}
              </Text>
            </section>
          )}
          <Divider />
          <section aria-labelledby="candidate-state">
            <Title order={3} size="h5" id="candidate-state" mb="xs">
              {t('candidate.changeState')}
            </Title>
            {candidate.estadosPosibles.length > 0 ? (
              <CandidateStateForm key={candidate.idEstado} candidate={candidate} />
            ) : (
              <Text size="sm">{t('candidate.noChanges')}</Text>
            )}
          </section>
          <section aria-labelledby="candidate-history">
            <Title order={3} size="h5" id="candidate-history" mb={4}>
              {t('candidate.history')}
            </Title>
            <List size="sm">
              {candidate.historial.map((h, i) => (
                <List.Item key={i}>
                  {formatDate(h.fecha, lang)}: {h.estado}
                  {h.motivo ? ` — ${h.motivo}` : ''}
                </List.Item>
              ))}
            </List>
          </section>
        </Stack>
      )}
    </Drawer>
  );
}
