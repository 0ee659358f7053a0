import { Anchor, Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { routePath } from '@portal/contracts/routes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate, formatDateTime } from '../../../../lib/dates';
import { useOfficeSession } from '../../../../office/office-session';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { useChangeStudent } from '../api/change-student';
import { useStudent } from '../api/get-student';
import { StudentCv } from '../components/student-cv';
import { StatusBadge } from '../../../../ui/status-badge';
import { studentStateTone } from '../../../../lib/student-state-tone';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" mb="xs" id={id}>
        {title}
      </Title>
      {children}
    </section>
  );
}

/** A small table of the sheet: a caption-less list of rows with a header. */
function SheetTable({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  const { t } = useTranslation('office');
  if (!rows.length) return <Text size="sm">{t('students.nothing')}</Text>;
  return (
    <OfficeTableWrap label={label}>
      <Table striped verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th scope="col" key={h}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, i) => (
            <Table.Tr key={i}>
              {cells.map((c, j) => (
                <Table.Td key={j}>{c}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </OfficeTableWrap>
  );
}

/** /gestion/alumnos/{id} (issue #15 'Students'): the student's sheet, block / unblock, a new password link. */
export default function OfficeStudentPage() {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const id = Number(useParams().idAlumno);
  const session = useOfficeSession();
  const student = useStudent(id);
  const change = useChangeStudent(id);
  if (!student.data) return <LoadingPlaceholders />;
  const s = student.data;
  const canManage = !!session?.perfil.permisos.includes('students.manage');
  const when = (value: string | null) => (value ? formatDateTime(value, i18n.language) : '—');
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={routePath('office-students', {}, lang)} size="sm">
        {t('students.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>
            {s.nombre} {s.apellidos}
          </Title>
          <Group gap="xs">
            <StatusBadge tone={studentStateTone(s.estado)}>{t(`students.states.${s.estado}`)}</StatusBadge>
            <Text size="sm">
              {s.dni ?? '—'} · {s.email}
            </Text>
          </Group>
        </Stack>
        {canManage && (
          <Group gap="xs">
            {s.estado === 'bloqueado' ? (
              <Button loading={change.isPending} onClick={() => change.mutate('desbloquear')}>
                {t('students.unblock')}
              </Button>
            ) : (
              <>
                <Button variant="outline" loading={change.isPending} onClick={() => change.mutate('enviarEnlace')}>
                  {t('students.resend')}
                </Button>
                <Button
                  color="red"
                  variant="outline"
                  loading={change.isPending}
                  onClick={() => change.mutate('bloquear')}
                >
                  {t('students.block')}
                </Button>
              </>
            )}
          </Group>
        )}
      </Group>
      {change.isSuccess && (
        <Text size="sm" role="status">
          {t(`students.done.${change.variables}`)}
        </Text>
      )}
      <Section id="student-data" title={t('students.data')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4}>
          {(
            [
              ['tipo', t(`students.kinds.${s.datos.tipo}`, { defaultValue: s.datos.tipo })],
              ['sede', s.sede],
              ['emailPersonal', s.datos.emailPersonal],
              ['telefono', s.datos.telefono],
              ['fechaNacimiento', formatDate(s.datos.fechaNacimiento, i18n.language)],
              ['promocion', s.promocion],
              ['alta', when(s.alta)],
              ['ultimoAcceso', when(s.datos.ultimoAcceso)],
            ] as const
          ).map(([key, value]) => (
            <Text size="sm" key={key}>
              <strong>{t(`students.field.${key}`)}:</strong> {value || '—'}
            </Text>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="student-degrees" title={t('students.degrees')}>
        <SheetTable
          label={t('students.degrees')}
          head={[t('students.columns.titulaciones'), t('students.columns.sede'), t('students.filters.curso')]}
          rows={s.estudios.map((e) => [e.titulo, e.sede ?? '—', e.curso ?? '—'])}
        />
      </Section>
      <Section id="student-cv" title={t('students.cvTitle')}>
        <StudentCv cv={s.cv} />
      </Section>
      <Section id="student-applications" title={t('students.applications')}>
        <SheetTable
          label={t('students.applications')}
          head={[
            t('students.cols.oferta'),
            t('students.cols.empresa'),
            t('students.cols.estado'),
            t('students.cols.fecha'),
          ]}
          rows={s.candidaturas.map((a) => [a.oferta, a.empresa ?? '—', a.estado, formatDate(a.fecha, i18n.language)])}
        />
      </Section>
      <Section id="student-internships" title={t('students.internships')}>
        <SheetTable
          label={t('students.internships')}
          head={[
            t('students.cols.practica'),
            t('students.cols.empresa'),
            t('students.cols.estado'),
            t('students.cols.fechas'),
          ]}
          rows={s.practicas.map((p) => [
            p.titulo ?? '—',
            p.empresa ?? '—',
            p.estado,
            `${formatDate(p.fechaInicio, i18n.language, '…')} – ${formatDate(p.fechaFin, i18n.language, '…')}`,
          ])}
        />
      </Section>
      <Section id="student-surveys" title={t('students.surveys')}>
        <SheetTable
          label={t('students.surveys')}
          head={[t('students.cols.encuesta'), t('students.cols.fecha')]}
          rows={s.encuestas.map((e) => [e.titulo, formatDate(e.fecha, i18n.language)])}
        />
      </Section>
      <Section id="student-timeline" title={t('students.timeline')}>
        <SheetTable
          label={t('students.timeline')}
          head={(['when', 'who', 'action', 'change'] as const).map((c) => t(`audit.columns.${c}`))}
          rows={s.historial.map((h) => [
            when(h.fecha),
            `${h.autor ?? '—'} (${h.rol})`,
            t(`students.actions.${h.accion}`, { defaultValue: h.accion }),
            h.desde || h.hasta ? `${h.desde ?? '—'} → ${h.hasta ?? '—'}` : (h.motivo ?? ''),
          ])}
        />
      </Section>
    </Stack>
  );
}
