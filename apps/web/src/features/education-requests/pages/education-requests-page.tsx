import { Anchor, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { LoadFailed, retryOf } from '../../../ui/load-failed';
import { useAvailableEducationRequests } from '../api/get-available-education-requests';
import { useEducationMenu } from '../api/get-education-menu';
import { useEducationRequests } from '../api/get-education-requests';
import { EducationMenuGate } from '../components/education-menu-gate';
import { EducationRequestState } from '../components/education-request-state';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../i18n';

function RequestsList() {
  const { t } = useTranslation('education-requests');
  const { lang } = useLanguage();
  const menu = useEducationMenu();
  const requests = useEducationRequests(menu.data === true);
  const available = useAvailableEducationRequests(menu.data === true);
  if (requests.isPending) return <LoadingPlaceholders count={2} cols={1} />;
  if (requests.isError) return <LoadFailed {...retryOf(requests)} />;
  return (
    <Stack gap="sm">
      {available.data && <Text size="sm">{t('list.available', { ...available.data })}</Text>}
      {(requests.data ?? []).length === 0 && <Text>{t('list.empty')}</Text>}
      {(requests.data ?? []).map((request) => (
        <Card key={request.idSolicitud} withBorder padding="sm" component="article">
          <Group justify="space-between" wrap="wrap">
            <div>
              <Anchor component={Link} to={`/solicitudes-practicas-educacion/${request.idSolicitud}`} fw={600}>
                {request.titulo}
              </Anchor>
              <Text size="sm">
                {[
                  request.centroEducativo?.nombre,
                  request.curso,
                  t('list.dates', {
                    from: formatDate(request.fechaInicio, lang, '—'),
                    to: formatDate(request.fechaFin, lang, '—'),
                  }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </div>
            <EducationRequestState estado={request.estado} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** SPEC §2 /solicitudes-practicas-educacion: my education-internship requests. */
export default function EducationRequestsPage() {
  const { t } = useTranslation('education-requests');
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1}>{t('list.title')}</Title>
        <EducationMenuGate>
          <RequestsList />
        </EducationMenuGate>
      </Stack>
    </Container>
  );
}
