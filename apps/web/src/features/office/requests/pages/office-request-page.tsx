import { Alert, Anchor, Button, Card, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { ZRequestKind, type TRequestSheet } from '@portal/contracts/office/requests.schemas';
import { routePath } from '@portal/contracts/routes';
import { statusText } from '@portal/contracts/status-codes';
import { Status } from '@portal/contracts/status-names';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../../lib/api-client';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { useOfficeSession } from '../../../../office/office-session';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { useDecideRequest } from '../api/decide-request';
import { useRequest } from '../api/get-request';
import { AcceptDialog, RejectDialog } from '../components/request-decision-dialogs';
import { StatusBadge } from '../../../../ui/status-badge';
import { requestTone } from '../../../../lib/request-tone';

/** /gestion/solicitudes/{tipo}/{id} (issue #14 part 5): what the requester sent, its timeline, and the decision. */
export default function OfficeRequestPage() {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const params = useParams();
  const kind = ZRequestKind.catch('practicas').parse(params.tipo);
  const id = Number(params.idSolicitud);
  const session = useOfficeSession();
  const request = useRequest(kind, id);
  const decide = useDecideRequest(kind, id);
  const [dialog, setDialog] = useState<null | 'aceptar' | 'rechazar'>(null);
  // Issue #15: an accepted change request whose internship breaks a warning rule waits for a confirmation.
  const [warnings, setWarnings] = useState<{ avisos: number[]; motivo?: string } | null>(null);
  const accept = (motivo?: string, confirmarAvisos?: boolean) =>
    decide.mutate(
      { decision: 'aceptar', motivo, confirmarAvisos },
      {
        onSuccess: () => {
          setDialog(null);
          setWarnings(null);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === Status.InternshipWarningsToConfirm) {
            setDialog(null);
            setWarnings({ avisos: (error.datos as { avisos?: number[] } | null)?.avisos ?? [], motivo });
          }
        },
      },
    );
  const statusLang = i18n.language === 'ca' ? 'ca' : 'es';
  const dates = new Intl.DateTimeFormat(i18n.language === 'ca' ? 'ca-ES' : 'es-ES', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Madrid',
  });
  const canDecide = !!session?.perfil.permisos.includes('requests.decide');
  const back = `${routePath('office-requests', {}, lang)}?tipo=${kind}`;
  if (!request.data) return <LoadingPlaceholders />;
  const sheet: TRequestSheet = request.data;
  const close = () => setDialog(null);
  const fieldLabel = (key: string) => t(`requests.field.${key}`, { defaultValue: key });
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back} size="sm">
        {t('requests.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>
            {t(`requests.kind.${kind}`)} #{sheet.idSolicitud}
          </Title>
          <Group gap="xs">
            <StatusBadge tone={requestTone(sheet.estado)}>{t(`requests.states.${sheet.estado}`)}</StatusBadge>
            <Text size="sm">
              {t('requests.sent', { fecha: dates.format(new Date(sheet.fecha)) })} ·{' '}
              {t('requests.days', { count: sheet.diasEspera })}
            </Text>
          </Group>
        </Stack>
        {canDecide && sheet.estado === 'pendiente' && (
          <Group gap="xs">
            {kind === 'practicas' && session?.perfil.permisos.includes('internships.manage') && (
              <Button
                component={Link}
                variant="light"
                to={`${routePath('office-internship-new', {}, lang)}?idSolicitud=${sheet.idSolicitud}`}
              >
                {t('internships.createFromRequest')}
              </Button>
            )}
            <Button onClick={() => setDialog('aceptar')}>{t('requests.accept')}</Button>
            <Button variant="outline" color="red" onClick={() => setDialog('rechazar')}>
              {t('requests.reject')}
            </Button>
          </Group>
        )}
      </Group>
      {warnings && (
        <Alert color="yellow" role="alert" title={t('internships.form.warningsTitle')}>
          <Text size="sm">{t('internships.form.warningsIntro')}</Text>
          <List size="sm" mt="xs">
            {warnings.avisos.map((code) => (
              <List.Item key={code}>
                <strong>{statusText(code, statusLang).titulo}</strong>: {statusText(code, statusLang).cuerpo}
              </List.Item>
            ))}
          </List>
          <Button
            mt="sm"
            color="yellow"
            c="dark"
            loading={decide.isPending}
            onClick={() => accept(warnings.motivo, true)}
          >
            {t('internships.form.confirm')}
          </Button>
        </Alert>
      )}
      {sheet.idPractica ? (
        <Anchor component={Link} to={routePath('office-internship', { idPractica: sheet.idPractica }, lang)}>
          {t('internships.seeInternship', { id: sheet.idPractica })}
        </Anchor>
      ) : null}
      <section aria-labelledby="request-details">
        <Title order={2} size="h4" mb="xs" id="request-details">
          {t('requests.details')}
        </Title>
        <Text size="sm" mb="xs" fw={600}>
          {sheet.titulo || t('requests.noTitle')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4}>
          {(
            [
              [
                'solicitante',
                sheet.solicitante &&
                  `${sheet.solicitante}${sheet.rolSolicitante ? ` (${t(`requests.roles.${sheet.rolSolicitante}`)})` : ''}`,
              ],
              ['empresa', sheet.empresa],
              ['alumno', sheet.alumno],
              ['sede', sheet.sede],
            ] as const
          ).map(([key, value]) => (
            <Text size="sm" key={key}>
              <strong>{t(`requests.columns.${key}`)}:</strong> {value || '—'}
            </Text>
          ))}
          {sheet.campos.map((field) => (
            <Text size="sm" key={field.clave}>
              <strong>{fieldLabel(field.clave)}:</strong> {field.valor ?? '—'}
            </Text>
          ))}
        </SimpleGrid>
      </section>
      {sheet.decision && (
        <Card withBorder padding="sm">
          <Title order={2} size="h4" mb={4}>
            {t('requests.decision')}
          </Title>
          <Text size="sm">
            {t('requests.decidedBy', {
              autor: sheet.decision.autor ?? '—',
              fecha: sheet.decision.fecha ? dates.format(new Date(sheet.decision.fecha)) : '—',
            })}
          </Text>
          {sheet.decision.motivo && (
            <Text size="sm">
              <strong>{t('requests.reason')}:</strong> {sheet.decision.motivo}
            </Text>
          )}
        </Card>
      )}
      <section aria-labelledby="request-timeline">
        <Title order={2} size="h4" mb="xs" id="request-timeline">
          {t('requests.timeline')}
        </Title>
        {sheet.historial.length === 0 ? (
          <Text size="sm">{t('requests.none')}</Text>
        ) : (
          <OfficeTableWrap label={t('requests.timeline')}>
            <Table striped verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  {(['when', 'who', 'action', 'change', 'reason'] as const).map((c) => (
                    <Table.Th scope="col" key={c}>
                      {t(`audit.columns.${c}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sheet.historial.map((h) => (
                  <Table.Tr key={h.id}>
                    <Table.Td>{dates.format(new Date(h.fecha))}</Table.Td>
                    <Table.Td>
                      {h.autor ?? '—'} ({h.rol})
                    </Table.Td>
                    <Table.Td>{h.accion}</Table.Td>
                    <Table.Td>{h.desde || h.hasta ? `${h.desde ?? '—'} → ${h.hasta ?? '—'}` : ''}</Table.Td>
                    <Table.Td>{h.motivo ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </OfficeTableWrap>
        )}
      </section>
      {dialog === 'aceptar' && (
        <AcceptDialog
          erases={kind === 'baja'}
          busy={decide.isPending}
          onClose={close}
          onConfirm={(motivo) => accept(motivo)}
        />
      )}
      {dialog === 'rechazar' && (
        <RejectDialog
          busy={decide.isPending}
          onClose={close}
          onConfirm={(motivo) => decide.mutate({ decision: 'rechazar', motivo }, { onSuccess: close })}
        />
      )}
    </Stack>
  );
}
