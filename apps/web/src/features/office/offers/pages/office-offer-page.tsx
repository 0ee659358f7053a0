import { Alert, Anchor, Button, Card, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TOfficeOfferEdit, TOfficeOfferSheet } from '@portal/contracts/office/offers.schemas';
import { routePath } from '@portal/contracts/routes';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { useOfficeSession } from '../../../../office/office-session';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { useDecideOffer, useOfficeOffer, type TOfferDecision } from '../api/office-offers';
import { useEditOfficeOffer } from '../api/edit-office-offer';
import { RejectDialog, ReturnDialog } from '../components/decision-dialogs';
import { EditOfferDialog } from '../components/edit-offer-dialog';
import { formatDateTime } from '../../../../lib/dates';
import { StatusBadge } from '../../../../ui/status-badge';
import { offerStateTone } from '../../../../lib/offer-state-tone';

type DoneKey = 'approve' | 'reject' | 'return' | 'close' | 'reopen' | 'edit';
const DONE: Record<TOfferDecision['kind'], DoneKey> = {
  aprobar: 'approve',
  rechazar: 'reject',
  devolver: 'return',
  cerrar: 'close',
  reabrir: 'reopen',
};

/** The offer exactly as a student reads it (the API's student detail mapping). */
function StudentView({ sheet }: { sheet: TOfficeOfferSheet }) {
  const { t } = useTranslation('office');
  const v = sheet.vistaAlumno;
  const rows: Array<[string, string | number | null | undefined]> = [
    ['company', v.empresa],
    ['places', v.plazas],
    ['schedule', v.horario],
    ['start', v.fechaInicio],
    ['end', v.fechaFin],
    ['expiry', v.fechaCaducidad],
    ['location', v.localidad],
  ];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="student-view">
      <Stack gap="xs">
        <Title order={2} size="h3" id="student-view">
          {t('offers.studentView')}
        </Title>
        <Text fw={700} size="lg">
          {v.titulo}
        </Text>
        <dl className="office-offer-facts">
          {rows
            .filter(([, value]) => value !== null && value !== undefined && value !== '')
            .map(([key, value]) => (
              <div key={key}>
                <dt>{t(`offers.fields.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        <Title order={3} size="h4">
          {t('offers.fields.description')}
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }}>{v.descripcion}</Text>
        {v.tareas && (
          <>
            <Title order={3} size="h4">
              {t('offers.fields.tasks')}
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{v.tareas}</Text>
          </>
        )}
        {v.titulaciones.length > 0 && (
          <>
            <Title order={3} size="h4">
              {t('offers.fields.degrees')}
            </Title>
            <List size="sm">
              {v.titulaciones.map((d) => (
                <List.Item key={d.id}>{d.descripcion}</List.Item>
              ))}
            </List>
          </>
        )}
        {v.idiomas.length > 0 && (
          <>
            <Title order={3} size="h4">
              {t('offers.fields.languages')}
            </Title>
            <List size="sm">
              {v.idiomas.map((l) => (
                <List.Item key={l.idIdioma}>
                  {l.idioma}
                  {l.nivel ? ` · ${l.nivel}` : ''}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Card>
  );
}

function Timeline({ sheet }: { sheet: TOfficeOfferSheet }) {
  const { t, i18n } = useTranslation('office');
  return (
    <Stack gap="xs" component="section" aria-labelledby="offer-timeline">
      <Title order={2} size="h3" id="offer-timeline">
        {t('offers.timeline')}
      </Title>
      {sheet.historial.length === 0 ? (
        <Text size="sm">{t('offers.noTimeline')}</Text>
      ) : (
        <OfficeTableWrap label={t('offers.timeline')}>
          <Table verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                {(['when', 'who', 'action', 'change', 'reason'] as const).map((col) => (
                  <Table.Th scope="col" key={col}>
                    {t(`audit.columns.${col}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sheet.historial.map((h) => (
                <Table.Tr key={h.id}>
                  <Table.Td>{formatDateTime(h.fecha, i18n.language)}</Table.Td>
                  <Table.Td>{h.emailActor ?? h.rolActor}</Table.Td>
                  <Table.Td>{h.accion}</Table.Td>
                  <Table.Td>
                    {h.estadoAnterior ?? '—'} → {h.estadoNuevo ?? '—'}
                  </Table.Td>
                  <Table.Td>{h.motivo ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </OfficeTableWrap>
      )}
    </Stack>
  );
}

/** /gestion/ofertas/{id} (issue #14 '3. Offers'): the offer as a student sees it, the decisions, the timeline. */
export default function OfficeOfferPage() {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const id = Number(useParams().idOferta);
  const session = useOfficeSession();
  const sheet = useOfficeOffer(id);
  const decide = useDecideOffer();
  const edit = useEditOfficeOffer();
  const [dialog, setDialog] = useState<'reject' | 'return' | 'edit' | null>(null);
  const [done, setDone] = useState<DoneKey | null>(null);
  const mayDecide = !!session?.perfil.permisos.includes('offers.decide');
  const mayEdit = !!session?.perfil.permisos.includes('offers.edit');
  const mayReadApplications = !!session?.perfil.permisos.includes('students.read');

  async function run(decision: TOfferDecision) {
    try {
      await decide.mutateAsync({ id, decision });
      setDone(DONE[decision.kind]);
      setDialog(null);
    } catch {
      // 160, 161: the API client shows the catalogue popup.
    }
  }

  async function saveEdit(changes: TOfficeOfferEdit) {
    try {
      await edit.mutateAsync({ id, changes });
      setDone('edit');
      setDialog(null);
    } catch {
      // 190 or a refused field: the API client shows the catalogue popup.
    }
  }

  if (!sheet.data) return <LoadingPlaceholders />;
  const s = sheet.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={routePath('office-offers', {}, lang)} size="sm">
        {t('offers.back')}
      </Anchor>
      <Title order={1}>{s.vistaAlumno.titulo}</Title>
      <Group gap="xs">
        <StatusBadge tone={offerStateTone(s.estado)}>{t(`offers.states.${s.estado}`)}</StatusBadge>
        <Text size="sm">{s.empresa}</Text>
        {/* #17: the console's applications list, filtered by this offer (who may read students). */}
        {mayReadApplications && (
          <Anchor component={Link} to={`${routePath('office-applications', {}, lang)}?oferta=${id}`} size="sm">
            {t('applications.ofOffer')}
          </Anchor>
        )}
      </Group>
      {done && (
        <Alert color="green" role="status">
          {t(`offers.done.${done}`)}
        </Alert>
      )}
      {s.decision && (
        <Alert
          color={s.decision.tipo === 'rechazada' ? 'red' : 'yellow'}
          title={t(`offers.decision.${s.decision.tipo}`)}
        >
          {s.decision.motivo && <Text size="sm">{s.decision.motivo}</Text>}
          {s.decision.comentario && <Text size="sm">{s.decision.comentario}</Text>}
        </Alert>
      )}
      {(mayDecide || mayEdit) && (
        <Group gap="sm">
          {mayEdit && ['borrador', 'pendiente_validacion', 'publicada'].includes(s.estado) && (
            <Button variant="default" onClick={() => setDialog('edit')}>
              {t('offers.edit')}
            </Button>
          )}
          {mayDecide && s.estado === 'pendiente_validacion' && (
            <>
              <Button loading={decide.isPending && dialog === null} onClick={() => void run({ kind: 'aprobar' })}>
                {t('offers.approve')}
              </Button>
              <Button color="red" variant="outline" onClick={() => setDialog('reject')}>
                {t('offers.reject')}
              </Button>
              <Button variant="default" onClick={() => setDialog('return')}>
                {t('offers.return')}
              </Button>
            </>
          )}
          {mayDecide && s.estado === 'publicada' && (
            <Button variant="default" onClick={() => void run({ kind: 'cerrar' })}>
              {t('offers.close')}
            </Button>
          )}
          {mayDecide && (s.estado === 'cerrada' || s.estado === 'caducada') && (
            <Button variant="default" onClick={() => void run({ kind: 'reabrir' })}>
              {t('offers.reopen')}
            </Button>
          )}
        </Group>
      )}
      <StudentView sheet={s} />
      <Timeline sheet={s} />
      {dialog === 'reject' && (
        <RejectDialog
          busy={decide.isPending}
          onClose={() => setDialog(null)}
          onConfirm={(codigoMotivo, comentario) =>
            void run({ kind: 'rechazar', codigoMotivo, ...(comentario ? { comentario } : {}) })
          }
        />
      )}
      {dialog === 'edit' && (
        <EditOfferDialog
          sheet={s}
          busy={edit.isPending}
          onClose={() => setDialog(null)}
          onSave={(changes) => void saveEdit(changes)}
        />
      )}
      {dialog === 'return' && (
        <ReturnDialog
          busy={decide.isPending}
          onClose={() => setDialog(null)}
          onConfirm={(comentario) => void run({ kind: 'devolver', comentario })}
        />
      )}
    </Stack>
  );
}
