import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useDecideEducationRequest } from '../api/decide-education-request';
import { useEducationRequest } from '../api/get-education-request';
import { EducationMenuGate } from '../components/education-menu-gate';
import { EducationRequestState } from '../components/education-request-state';
import { RejectDialog } from '../components/reject-dialog';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../i18n';

function RequestDetail({ id }: { id: number }) {
  const { t } = useTranslation('education-requests');
  const { lang } = useLanguage();
  const request = useEducationRequest(id);
  const decide = useDecideEducationRequest();
  const [rejecting, setRejecting] = useState(false);
  if (request.isPending) return <LoadingPlaceholders count={1} cols={1} />;
  if (!request.data) return null;
  const r = request.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          {r.titulo}
        </Title>
        <EducationRequestState estado={r.estado} />
      </Group>
      <dl>
        <Text component="dt" fw={600}>
          {t('detail.school')}
        </Text>
        <Text component="dd" mb="xs">
          {r.centroEducativo?.nombre ?? '—'}
        </Text>
        <Text component="dt" fw={600}>
          {t('detail.course')}
        </Text>
        <Text component="dd" mb="xs">
          {r.curso ?? '—'}
        </Text>
        <Text component="dt" fw={600}>
          {t('detail.places')}
        </Text>
        <Text component="dd" mb="xs">
          {r.plazas ?? '—'}
        </Text>
        <Text component="dt" fw={600}>
          {t('detail.dates')}
        </Text>
        <Text component="dd" mb="xs">
          {t('list.dates', { from: formatDate(r.fechaInicio, lang, '—'), to: formatDate(r.fechaFin, lang, '—') })}
        </Text>
        <Text component="dt" fw={600}>
          {t('detail.description')}
        </Text>
        <Text component="dd" mb="xs">
          {r.descripcion ?? '—'}
        </Text>
        {r.motivoRechazo && (
          <>
            <Text component="dt" fw={600}>
              {t('detail.reason')}
            </Text>
            <Text component="dd" mb="xs">
              {r.motivoRechazo}
            </Text>
          </>
        )}
      </dl>
      {r.editable && (
        <Group>
          <Button
            color="green"
            loading={decide.isPending && decide.variables?.accept === true}
            onClick={() => decide.mutate({ idSolicitud: r.idSolicitud, accept: true })}
          >
            {t('detail.accept')}
          </Button>
          <Button variant="default" onClick={() => setRejecting(true)}>
            {t('detail.reject')}
          </Button>
          <Anchor component={Link} to={`/solicitudes-practicas-educacion/${r.idSolicitud}/editar`}>
            {t('detail.edit')}
          </Anchor>
        </Group>
      )}
      <RejectDialog
        opened={rejecting}
        onClose={() => setRejecting(false)}
        pending={decide.isPending}
        onConfirm={(motivo) =>
          decide.mutate({ idSolicitud: r.idSolicitud, accept: false, motivo }, { onSuccess: () => setRejecting(false) })
        }
      />
    </Stack>
  );
}

/** SPEC §2 /solicitudes-practicas-educacion/{id}: the request, with accept (531) and reject (530) while pending. */
export default function EducationRequestPage() {
  const { t } = useTranslation('education-requests');
  const id = Number(useParams().id);
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1}>{t('detail.title')}</Title>
        <Anchor component={Link} to="/solicitudes-practicas-educacion">
          {t('detail.back')}
        </Anchor>
        <EducationMenuGate>
          <RequestDetail id={id} />
        </EducationMenuGate>
      </Stack>
    </Container>
  );
}
