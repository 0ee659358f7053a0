import { Button, Card, Group, Modal, Radio, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import type { TCompanySheet } from '@portal/contracts/office/companies.schemas';
import { routePath } from '@portal/contracts/routes';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { useOfficeSession } from '../../../../office/office-session';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { useCompany, useCompanyAction, type TCompanyAction } from '../api/companies-api';
import { formatDateTime } from '../../../../lib/dates';
import { StatusBadge } from '../../../../ui/status-badge';
import { companyStateTone } from '../../../../lib/company-state-tone';

type TDialog = null | 'rechazar' | 'bloquear' | 'desbloquear' | 'fusionar';

function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <section>
      <Title order={2} size="h4" mb="xs">
        {title}
        {count !== undefined ? ` (${count})` : ''}
      </Title>
      {children}
    </section>
  );
}

function SimpleTable({
  label,
  columns,
  rows,
}: {
  label: string;
  columns: string[];
  rows: (string | null | undefined)[][];
}) {
  const { t } = useTranslation('office');
  if (rows.length === 0) return <Text size="sm">{t('companies.sheet.none')}</Text>;
  return (
    <OfficeTableWrap label={label}>
      <Table striped verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th scope="col" key={c}>
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={i}>
              {row.map((cell, j) => (
                <Table.Td key={j}>{cell ?? '—'}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </OfficeTableWrap>
  );
}

/** /gestion/empresas/{id} (issue #14 part 2): everything the company entered, its timeline and the office's decisions. */
export default function OfficeCompanyPage() {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const id = Number(useParams().idEmpresa);
  const session = useOfficeSession();
  const company = useCompany(id);
  const action = useCompanyAction(id);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [twin, setTwin] = useState<string>('');
  const canDecide = !!session?.perfil.permisos.includes('companies.decide');
  const canMerge = !!session?.perfil.permisos.includes('companies.merge');
  const canReadApplications = !!session?.perfil.permisos.includes('students.read');

  if (!company.data) return <LoadingPlaceholders />;
  const sheet: TCompanySheet = company.data;
  const { perfil } = sheet;
  const run = (name: TCompanyAction, body?: unknown) =>
    action.mutate({ action: name, body }, { onSuccess: () => setDialog(null) });
  const close = () => setDialog(null);

  return (
    <Stack gap="lg">
      <Text size="sm">
        <Link to={routePath('office-companies', {}, lang)}>{t('companies.back')}</Link>
      </Text>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{perfil.nombre}</Title>
          <Group gap="xs">
            <Text size="sm">{perfil.cif}</Text>
            <StatusBadge tone={companyStateTone(perfil.estado)}>{t(`companies.states.${perfil.estado}`)}</StatusBadge>
            {/* #17: the console's applications list, filtered by this company (who may read students). */}
            {canReadApplications && (
              <Text size="sm">
                <Link to={`${routePath('office-applications', {}, lang)}?empresa=${id}`}>
                  {t('applications.ofCompany')}
                </Link>
              </Text>
            )}
          </Group>
        </Stack>
        {canDecide && (
          <Group gap="xs">
            {(perfil.estado === 'pendiente' || perfil.estado === 'rechazada') && (
              <Button
                onClick={() => run('validar')}
                loading={action.isPending && action.variables?.action === 'validar'}
              >
                {t('companies.actions.validar')}
              </Button>
            )}
            {perfil.estado === 'pendiente' && (
              <Button
                variant="outline"
                color="red"
                onClick={() => {
                  setReason('');
                  setReasonError(null);
                  setDialog('rechazar');
                }}
              >
                {t('companies.actions.rechazar')}
              </Button>
            )}
            {perfil.estado === 'bloqueada' ? (
              <Button variant="outline" onClick={() => setDialog('desbloquear')}>
                {t('companies.actions.desbloquear')}
              </Button>
            ) : (
              <Button variant="outline" color="gray" onClick={() => setDialog('bloquear')}>
                {t('companies.actions.bloquear')}
              </Button>
            )}
            {canMerge && sheet.mismosCif.length > 0 && (
              <Button
                variant="outline"
                color="orange"
                onClick={() => {
                  setTwin(String(sheet.mismosCif[0].idEmpresa));
                  setDialog('fusionar');
                }}
              >
                {t('companies.actions.fusionar')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {perfil.motivoRechazo && (
        <Card withBorder padding="sm">
          <Text size="sm">
            {t('companies.sheet.rejectedBecause')}: {perfil.motivoRechazo}
          </Text>
        </Card>
      )}
      {sheet.mismosCif.length > 0 && (
        <Card withBorder padding="sm">
          <Text size="sm">{t('companies.sheet.sameCifNotice', { count: sheet.mismosCif.length })}</Text>
          <Group gap="xs" mt={4}>
            {sheet.mismosCif.map((other) => (
              <Link key={other.idEmpresa} to={routePath('office-company', { idEmpresa: other.idEmpresa }, lang)}>
                {other.nombre} (#{other.idEmpresa}, {t(`companies.states.${other.estado}`)})
              </Link>
            ))}
          </Group>
        </Card>
      )}
      <Section title={t('companies.sheet.profile')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4}>
          {(
            [
              ['nombreComercial', perfil.nombreComercial],
              ['sector', perfil.sector],
              ['provincia', perfil.provincia],
              ['localidad', [perfil.direccion, perfil.cp, perfil.localidad].filter(Boolean).join(', ')],
              ['email', perfil.email],
              ['telefono', perfil.telefono],
              ['web', perfil.web],
              ['iban', perfil.iban ? t('companies.sheet.yes') : t('companies.sheet.no')],
              ['alta', formatDateTime(perfil.alta, i18n.language)],
            ] as const
          ).map(([key, value]) => (
            <Text size="sm" key={key}>
              <strong>{t(`companies.fields.${key}`)}:</strong> {value || '—'}
            </Text>
          ))}
        </SimpleGrid>
        {perfil.descripcion && (
          <Text size="sm" mt="xs">
            {perfil.descripcion}
          </Text>
        )}
        {sheet.firmante && (
          <Text size="sm" mt="xs">
            <strong>{t('companies.fields.firmante')}:</strong>{' '}
            {[sheet.firmante.nombre, sheet.firmante.apellidos].filter(Boolean).join(' ')}{' '}
            {sheet.firmante.cargo ? `· ${sheet.firmante.cargo}` : ''}
          </Text>
        )}
      </Section>
      <Section title={t('companies.sheet.contacts')} count={sheet.contactos.length}>
        <SimpleTable
          label={t('companies.sheet.contacts')}
          columns={[
            t('companies.fields.nombre'),
            t('companies.fields.puesto'),
            t('companies.fields.email'),
            t('companies.fields.telefono'),
            t('companies.fields.acceso'),
          ]}
          rows={sheet.contactos.map((c) => [
            `${c.nombre} ${c.apellidos}${c.principal ? ` (${t('companies.sheet.main')})` : ''}`,
            c.puesto,
            c.email,
            c.telefono,
            c.acceso ? t('companies.sheet.yes') : t('companies.sheet.no'),
          ])}
        />
      </Section>
      <Section title={t('companies.sheet.centres')} count={sheet.centros.length}>
        <SimpleTable
          label={t('companies.sheet.centres')}
          columns={[t('companies.fields.nombre'), t('companies.fields.localidad'), t('companies.fields.telefono')]}
          rows={sheet.centros.map((c) => [c.nombre, [c.direccion, c.localidad].filter(Boolean).join(', '), c.telefono])}
        />
      </Section>
      <Section title={t('companies.sheet.accounts')} count={sheet.cuentas.length}>
        <SimpleTable
          label={t('companies.sheet.accounts')}
          columns={[t('companies.fields.nombre'), 'CIF', t('companies.fields.localidad')]}
          rows={sheet.cuentas.map((c) => [c.nombreFiscal, c.cif, `${c.domicilioFiscal}, ${c.cp} ${c.poblacion}`])}
        />
      </Section>
      <Section title={t('companies.sheet.agreements')} count={sheet.convenios.length}>
        <SimpleTable
          label={t('companies.sheet.agreements')}
          columns={[t('companies.fields.codigo'), t('companies.fields.estado'), t('companies.fields.alta')]}
          rows={sheet.convenios.map((c) => [c.codigo, c.estado, c.fechaSolicitud])}
        />
      </Section>
      <Section title={t('companies.sheet.offers')} count={sheet.ofertas.length}>
        <SimpleTable
          label={t('companies.sheet.offers')}
          columns={[t('companies.fields.titulo'), t('companies.fields.tipo'), t('companies.fields.estado')]}
          rows={sheet.ofertas.map((o) => [o.titulo, o.tipo, o.estado])}
        />
      </Section>
      <Section title={t('companies.sheet.internships')} count={sheet.practicas.length}>
        <SimpleTable
          label={t('companies.sheet.internships')}
          columns={[t('companies.fields.titulo'), t('companies.fields.estado'), t('companies.fields.alta')]}
          rows={sheet.practicas.map((p) => [p.titulo, p.estado, p.fechaInicio])}
        />
      </Section>
      <Text size="sm">{t('companies.sheet.documents', { count: sheet.documentos })}</Text>
      <Section title={t('companies.sheet.timeline')}>
        <SimpleTable
          label={t('companies.sheet.timeline')}
          columns={[
            t('audit.columns.when'),
            t('audit.columns.who'),
            t('audit.columns.action'),
            t('audit.columns.change'),
            t('audit.columns.reason'),
          ]}
          rows={sheet.historial.map((h) => [
            formatDateTime(h.fecha, i18n.language),
            `${h.autor ?? '—'} (${h.rol})`,
            h.accion,
            h.desde || h.hasta ? `${h.desde ?? '—'} → ${h.hasta ?? '—'}` : '',
            h.motivo,
          ])}
        />
      </Section>

      <Modal
        opened={dialog === 'rechazar'}
        onClose={close}
        closeButtonProps={{ 'aria-label': t('companies.dialogs.close') }}
        title={t('companies.dialogs.rejectTitle')}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) return setReasonError(t('companies.dialogs.reasonRequired'));
            run('rechazar', { motivo: reason.trim() });
          }}
        >
          <Textarea
            label={t('companies.dialogs.reason')}
            description={t('companies.dialogs.reasonHelp')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={reasonError}
            withAsterisk
            minRows={3}
            maxLength={2000}
            data-autofocus
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>
              {t('companies.dialogs.cancel')}
            </Button>
            <Button type="submit" color="red" loading={action.isPending}>
              {t('companies.actions.rechazar')}
            </Button>
          </Group>
        </form>
      </Modal>
      <Modal
        opened={dialog === 'bloquear' || dialog === 'desbloquear'}
        onClose={close}
        closeButtonProps={{ 'aria-label': t('companies.dialogs.close') }}
        title={t(dialog === 'desbloquear' ? 'companies.dialogs.unblockTitle' : 'companies.dialogs.blockTitle')}
      >
        <Text size="sm">
          {t(dialog === 'desbloquear' ? 'companies.dialogs.unblockBody' : 'companies.dialogs.blockBody', {
            nombre: perfil.nombre,
          })}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            {t('companies.dialogs.cancel')}
          </Button>
          <Button
            data-autofocus
            loading={action.isPending}
            onClick={() => run(dialog === 'desbloquear' ? 'desbloquear' : 'bloquear')}
          >
            {t(dialog === 'desbloquear' ? 'companies.actions.desbloquear' : 'companies.actions.bloquear')}
          </Button>
        </Group>
      </Modal>
      <Modal
        opened={dialog === 'fusionar'}
        onClose={close}
        closeButtonProps={{ 'aria-label': t('companies.dialogs.close') }}
        title={t('companies.dialogs.mergeTitle')}
      >
        <Stack gap="sm">
          <Text size="sm">
            {t('companies.dialogs.mergeBody', { nombre: perfil.nombre, idEmpresa: perfil.idEmpresa })}
          </Text>
          <Radio.Group label={t('companies.dialogs.mergePick')} value={twin} onChange={setTwin}>
            <Stack gap={4} mt={4}>
              {sheet.mismosCif.map((other) => (
                <Radio
                  key={other.idEmpresa}
                  value={String(other.idEmpresa)}
                  label={`${other.nombre} (#${other.idEmpresa}, ${t(`companies.states.${other.estado}`)})`}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('companies.dialogs.cancel')}
            </Button>
            <Button
              color="orange"
              loading={action.isPending}
              disabled={!twin}
              onClick={() => run('fusionar', { idEmpresaDuplicada: Number(twin) })}
            >
              {t('companies.dialogs.mergeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
