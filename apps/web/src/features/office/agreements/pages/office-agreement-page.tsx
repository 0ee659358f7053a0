import { Alert, Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TOfficeAgreementSheet } from '@portal/contracts/office/agreements.schemas';
import { routePath } from '@portal/contracts/routes';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { useOfficeSession } from '../../../../office/office-session';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { downloadAgreementDocument } from '../api/download-agreement-document';
import { useAgreementAction, useOfficeAgreement, type TAgreementAction } from '../api/office-agreements';
import {
  ErroneousDialog,
  FormaliseDialog,
  SendDialog,
  SignerDialog,
  ValidityDialog,
} from '../components/agreement-dialogs';
import { formatDate, formatDateTime } from '../../../../lib/dates';
import { StatusBadge } from '../../../../ui/status-badge';
import { agreementTone } from '../../../../lib/agreement-tone';

type Dialog = 'enviaSecretaria' | 'marcaErroneo' | 'formaliza' | 'caducidad' | 'firmantes';

function useDates() {
  const { i18n } = useTranslation('office');
  return {
    day: (value: string | null) => formatDate(value, i18n.language, '—'),
    moment: (value: string) => formatDateTime(value, i18n.language),
  };
}

function Facts({ sheet }: { sheet: TOfficeAgreementSheet }) {
  const { t } = useTranslation('office');
  const { day } = useDates();
  const rows: Array<[string, string]> = [
    ['company', sheet.empresa.nombre],
    ['cif', sheet.empresa.cif ?? '—'],
    ['requested', day(sheet.fechaSolicitud)],
    ['companySigned', day(sheet.fechaFirma)],
    ['validUntil', day(sheet.fechaCaducidad)],
    ['waiting', t('agreements.days', { count: sheet.diasEsperando })],
    ['firstInternship', day(sheet.inicioPrimeraPractica)],
  ];
  if (sheet.firmaFuera) rows.push(['signedOutside', `${day(sheet.firmaFuera.fecha)} · ${sheet.firmaFuera.firmadoPor}`]);
  return (
    <Card withBorder padding="md">
      <dl className="office-offer-facts">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`agreements.fields.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function Signers({ sheet }: { sheet: TOfficeAgreementSheet }) {
  const { t } = useTranslation('office');
  const { day } = useDates();
  return (
    <Stack gap="xs" component="section" aria-labelledby="agreement-signers">
      <Title order={2} size="h3" id="agreement-signers">
        {t('agreements.signers')}
      </Title>
      <OfficeTableWrap label={t('agreements.signers')}>
        <Table verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              {(['side', 'name', 'role', 'signedOn'] as const).map((col) => (
                <Table.Th scope="col" key={col}>
                  {t(`agreements.signerColumns.${col}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sheet.firmantes.map((f, i) => (
              <Table.Tr key={f.idFirmante ?? `request-${i}`}>
                <Table.Td>{t(`agreements.sides.${f.lado}`)}</Table.Td>
                <Table.Td>{f.nombre}</Table.Td>
                <Table.Td>{f.cargo ?? '—'}</Table.Td>
                <Table.Td>{day(f.fechaFirma)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </OfficeTableWrap>
    </Stack>
  );
}

function Documents({ sheet }: { sheet: TOfficeAgreementSheet }) {
  const { t } = useTranslation('office');
  const { moment } = useDates();
  return (
    <Stack gap="xs" component="section" aria-labelledby="agreement-documents">
      <Title order={2} size="h3" id="agreement-documents">
        {t('agreements.documents')}
      </Title>
      {sheet.documentos.length === 0 ? (
        <Text size="sm">{t('agreements.noDocuments')}</Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sheet.documentos.map((d) => (
            <Group gap="xs" component="li" key={d.idDocumento} wrap="wrap">
              <Text size="sm">
                {d.nombre} · {t(`agreements.origins.${d.origen}`)} · {moment(d.fecha)}
              </Text>
              <Button
                size="compact-sm"
                variant="light"
                aria-label={t('agreements.downloadDocument', { name: d.nombre })}
                onClick={() => void downloadAgreementDocument(d).catch(() => undefined)}
              >
                {t('agreements.download')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Timeline({ sheet }: { sheet: TOfficeAgreementSheet }) {
  const { t } = useTranslation('office');
  const { moment } = useDates();
  return (
    <Stack gap="xs" component="section" aria-labelledby="agreement-timeline">
      <Title order={2} size="h3" id="agreement-timeline">
        {t('agreements.timeline')}
      </Title>
      {sheet.historial.length === 0 ? (
        <Text size="sm">{t('agreements.noTimeline')}</Text>
      ) : (
        <OfficeTableWrap label={t('agreements.timeline')}>
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
                  <Table.Td>{moment(h.fecha)}</Table.Td>
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

/** /gestion/convenios/{id} (issue #14 '4. Agreements'): the sheet, the state machine's actions in dialogs, the timeline. */
export default function OfficeAgreementPage() {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const id = Number(useParams().idConvenio);
  const session = useOfficeSession();
  const sheet = useOfficeAgreement(id);
  const act = useAgreementAction();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [done, setDone] = useState<Dialog | null>(null);
  const mayDecide = !!session?.perfil.permisos.includes('agreements.decide');

  async function run(action: TAgreementAction) {
    try {
      await act.mutateAsync({ id, action });
      setDone(action.kind);
      setDialog(null);
    } catch {
      // 171-175: the API client shows the catalogue popup.
    }
  }

  if (!sheet.data) return <LoadingPlaceholders />;
  const s = sheet.data;
  const open = (d: Dialog) => {
    setDone(null);
    setDialog(d);
  };
  const dialogProps = {
    busy: act.isPending,
    onClose: () => setDialog(null),
    onConfirm: (a: TAgreementAction) => void run(a),
  };
  return (
    <Stack gap="md">
      <Anchor component={Link} to={`${routePath('office-agreements', {}, lang)}?estado=${s.estado}`} size="sm">
        {t('agreements.back')}
      </Anchor>
      <Title order={1}>{t('agreements.sheetTitle', { code: s.codigo, company: s.empresa.nombre })}</Title>
      <Group gap="xs">
        <StatusBadge tone={agreementTone(s.estado)}>{t(`agreements.states.${s.estado}`)}</StatusBadge>
      </Group>
      {done && (
        <Alert color="green" role="status">
          {t(`agreements.done.${done}`)}
        </Alert>
      )}
      {s.motivo && s.estado === 'erroneo_empresa' && (
        <Alert color="red" title={t('agreements.reasonShown')}>
          <Text size="sm">{s.motivo}</Text>
          {s.motivoCa && <Text size="sm">{s.motivoCa}</Text>}
        </Alert>
      )}
      {mayDecide && (
        <Group gap="sm">
          {s.acciones.includes('enviaSecretaria') && (
            <Button onClick={() => open('enviaSecretaria')}>{t('agreements.actions.enviaSecretaria')}</Button>
          )}
          {s.acciones.includes('formaliza') && (
            <Button onClick={() => open('formaliza')}>{t('agreements.actions.formaliza')}</Button>
          )}
          {s.acciones.includes('marcaErroneo') && (
            <Button color="red" variant="outline" onClick={() => open('marcaErroneo')}>
              {t('agreements.actions.marcaErroneo')}
            </Button>
          )}
          {s.estado !== 'caducado' && (
            <>
              <Button variant="default" onClick={() => open('caducidad')}>
                {t('agreements.actions.caducidad')}
              </Button>
              <Button variant="default" onClick={() => open('firmantes')}>
                {t('agreements.actions.firmantes')}
              </Button>
            </>
          )}
        </Group>
      )}
      <Facts sheet={s} />
      <Signers sheet={s} />
      <Documents sheet={s} />
      <Timeline sheet={s} />
      {dialog === 'enviaSecretaria' && <SendDialog {...dialogProps} />}
      {dialog === 'marcaErroneo' && <ErroneousDialog {...dialogProps} />}
      {dialog === 'formaliza' && <FormaliseDialog {...dialogProps} progress={act.progress} />}
      {dialog === 'caducidad' && <ValidityDialog current={s.fechaCaducidad} {...dialogProps} />}
      {dialog === 'firmantes' && <SignerDialog {...dialogProps} />}
    </Stack>
  );
}
