import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { PREENROLMENT_STATE } from '@portal/contracts/limits';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useApplicationOffer } from '../api/get-application-offer';
import { useApplications } from '../api/get-applications';
import { useRequestedDocuments } from '../api/get-requested-documents';
import { PreenrolmentActions } from '../components/preenrolment-actions';
import { WithdrawButton } from '../components/withdraw-button';

/** SPEC §2 /mis-candidaturas/{id}: one application (by the offer's access url) with its documents. */
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
                    <Badge variant="filled" color="dark" data-testid="application-state">
                      {application.estado}
                    </Badge>
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
