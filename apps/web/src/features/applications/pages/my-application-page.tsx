import { Anchor, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { PREENROLMENT_STATE } from '@portal/contracts/limits';
import { candidatureTone } from '../../../lib/candidature-tone';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { StatusBadge } from '../../../ui/status-badge';
import { useApplicationHistory } from '../api/get-application-history';
import { useApplicationOffer } from '../api/get-application-offer';
import { useApplications } from '../api/get-applications';
import { useRequestedDocuments } from '../api/get-requested-documents';
import { ApplicationTimeline } from '../components/application-timeline';
import { PreenrolmentActions } from '../components/preenrolment-actions';
import { WithdrawButton } from '../components/withdraw-button';

/**
 * SPEC §2 /mis-candidaturas/{id}: one application (by the offer's access url) with its documents;
 * #16 part 4: its state as a badge coloured by meaning and the timeline of its states.
 */
export default function MyApplicationPage() {
  const { t } = useTranslation('applications');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const offer = useApplicationOffer(id);
  const internships = useApplications('practicas');
  const jobs = useApplications('empleo');
  const documents = useRequestedDocuments();
  const application = [...(internships.data ?? []), ...(jobs.data ?? [])].find(
    (a) => a.urlAcceso === id || String(a.idoferta) === id,
  );
  const requested = (documents.data ?? []).find((d) => d.urlAcceso === id || String(d.idOferta) === id);
  const history = useApplicationHistory(id, application !== undefined);
  const loading = offer.isPending || internships.isPending || jobs.isPending;
  const offerLink = offer.data
    ? routePath(offer.data.tipo === 'empleo' ? 'job-offer' : 'internship-offer', { id: offer.data.urlAcceso })
    : null;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={routePath('my-applications')} size="sm">
        {t('detail.back')}
      </Anchor>
      {loading ? (
        <LoadingPlaceholders count={2} cols={1} />
      ) : !offer.data ? (
        <Text>{t('detail.notFound')}</Text>
      ) : (
        <>
          <div>
            <Title order={1}>{offer.data.titulo}</Title>
            <Text fw={600}>{offer.data.empresa ?? t('card.hiddenCompany')}</Text>
          </div>
          <Card withBorder padding="md" radius="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('detail.state')}
              </Title>
              {application ? (
                <>
                  <Group gap="sm">
                    <StatusBadge tone={candidatureTone(application.idEstado)} size="lg" testId="application-state">
                      {application.estado}
                    </StatusBadge>
                    {application.fecha && <Text size="sm">{t('card.enrolled', { date: application.fecha })}</Text>}
                  </Group>
                  {application.descripcionEstadoMotivo && (
                    <Text size="sm">{t('card.reason', { reason: application.descripcionEstadoMotivo })}</Text>
                  )}
                  {application.idEstado === PREENROLMENT_STATE && (
                    <PreenrolmentActions
                      urlOferta={application.urlAcceso}
                      idPerfil={application.idPerfil}
                      titulo={application.titulo}
                    />
                  )}
                  {application.puedeDesinscribirse && (
                    <Group>
                      <WithdrawButton
                        urlOferta={application.urlAcceso}
                        titulo={application.titulo}
                        onDone={() => void navigate(routePath('my-applications'))}
                      />
                    </Group>
                  )}
                </>
              ) : (
                <Text>{t('detail.noApplication')}</Text>
              )}
              {offerLink && (
                <Anchor component={Link} to={offerLink}>
                  {t('detail.seeOffer')}
                </Anchor>
              )}
            </Stack>
          </Card>
          {application && (
            <Card withBorder padding="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                {t('timeline.title')}
              </Title>
              {history.data ? (
                <ApplicationTimeline steps={history.data.historial} />
              ) : history.isPending ? (
                <LoadingPlaceholders count={1} cols={1} />
              ) : (
                <Text>{t('timeline.unavailable')}</Text>
              )}
            </Card>
          )}
          <Card withBorder padding="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              {t('detail.documents')}
            </Title>
            {requested && requested.documentos.length > 0 ? (
              <List data-testid="application-documents">
                {requested.documentos.map((d) => (
                  <List.Item key={d.idTipoDocumento}>
                    {d.descripcion}: {d.aportado ? t('detail.provided') : t('detail.missing')}
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text>{t('detail.noDocuments')}</Text>
            )}
            <Anchor component={Link} to={routePath('cv')} size="sm" mt="sm" display="inline-block">
              {t('detail.manageDocuments')}
            </Anchor>
          </Card>
        </>
      )}
    </Stack>
  );
}
