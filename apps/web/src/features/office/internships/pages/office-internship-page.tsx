import { Anchor, Button, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { isClosedInternship } from '@portal/contracts/internships/internship-states';
import type { TOfficeInternshipSheet } from '@portal/contracts/office/internships.schemas';
import { routePath } from '@portal/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate, formatDateTime } from '../../../../lib/dates';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { useOfficeSession } from '../../../../office/office-session';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { useInternship } from '../api/get-internship';
import { StatusBadge } from '../../../../ui/status-badge';
import { internshipTone } from '../../../../lib/internship-tone';

/** A field's value in the amendment list: dates as dd/mm/yyyy, empty as a dash. */
function shown(value: string | number | null, lang: string): string {
  if (value === null || value === '') return '—';
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value, lang) : String(value);
}

/** /gestion/practicas/{id} (issue #15 'Internships'): the internship's data, documents, change requests, amendments and timeline. */
export default function OfficeInternshipPage() {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const id = Number(useParams().idPractica);
  const session = useOfficeSession();
  const internship = useInternship(id);
  if (!internship.data) return <LoadingPlaceholders />;
  const s: TOfficeInternshipSheet = internship.data;
  const d = s.datos;
  const canManage = !!session?.perfil.permisos.includes('internships.manage');
  const closed = isClosedInternship(s.estado);
  const rows: Array<[string, string | number | null]> = [
    ['idAlumno', `${s.alumno.nombre} · ${s.alumno.email}`],
    ['dni', s.alumno.dni],
    ['sede', s.alumno.sede],
    ['idEmpresa', s.empresa],
    ['idCentroTrabajo', s.centroTrabajo],
    ['idTutorEmpresa', s.tutorEmpresa],
    ['idTutorAcademico', s.tutorAcademico],
    ['idConvenio', s.convenio],
    ['idPrograma', s.programa],
    ['tipo', d.tipo ? t(`internships.tipos.${d.tipo}`) : null],
    ['fechaInicio', formatDate(d.fechaInicio, i18n.language)],
    ['fechaFin', formatDate(d.fechaFin, i18n.language)],
    ['horasDia', d.horasDia],
    ['horasSemana', d.horasSemana],
    ['ayudaEstudio', d.ayudaEstudio],
    ['curso', s.curso],
    ['planEstado', s.planEstado ? t(`internships.plan.${s.planEstado}`) : null],
  ];
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={routePath('office-internships', {}, lang)} size="sm">
        {t('internships.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{d.titulo}</Title>
          <Group gap="xs">
            <StatusBadge tone={internshipTone(s.estado)}>{t(`internships.states.${s.estado}`)}</StatusBadge>
            {s.idCandidatura && <Text size="sm">{t('internships.source.application', { id: s.idCandidatura })}</Text>}
            {s.idSolicitud && (
              <Anchor
                size="sm"
                component={Link}
                to={routePath('office-request', { tipo: 'practicas', idSolicitud: s.idSolicitud }, lang)}
              >
                {t('internships.source.request', { id: s.idSolicitud })}
              </Anchor>
            )}
          </Group>
        </Stack>
        {canManage && !closed && (
          <Button component={Link} to={routePath('office-internship-edit', { idPractica: s.idPractica }, lang)}>
            {t('internships.edit')}
          </Button>
        )}
      </Group>
      <section aria-labelledby="internship-details">
        <Title order={2} size="h4" mb="xs" id="internship-details">
          {t('internships.details')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4}>
          {rows.map(([key, value]) => (
            <Text size="sm" key={key}>
              <strong>{t(`internships.field.${key}`)}:</strong> {value === null || value === '' ? '—' : value}
            </Text>
          ))}
        </SimpleGrid>
        {(['tareas', 'objetivos'] as const).map((key) => (
          <Text size="sm" mt="xs" key={key}>
            <strong>{t(`internships.field.${key}`)}:</strong> {d[key] || '—'}
          </Text>
        ))}
      </section>
      <section aria-labelledby="internship-documents">
        <Title order={2} size="h4" mb="xs" id="internship-documents">
          {t('internships.documents')}
        </Title>
        {s.documentos.length === 0 ? (
          <Text size="sm">{t('internships.none')}</Text>
        ) : (
          <List size="sm">
            {s.documentos.map((doc) => (
              <List.Item key={doc.idDocumento}>
                {doc.nombre} · {formatDate(doc.fecha, i18n.language)}
              </List.Item>
            ))}
          </List>
        )}
      </section>
      <section aria-labelledby="internship-changes">
        <Title order={2} size="h4" mb="xs" id="internship-changes">
          {t('internships.changeRequests')}
        </Title>
        {s.solicitudesCambio.length === 0 ? (
          <Text size="sm">{t('internships.none')}</Text>
        ) : (
          <List size="sm">
            {s.solicitudesCambio.map((c) => (
              <List.Item key={c.idSolicitud}>
                <Anchor
                  component={Link}
                  to={routePath('office-request', { tipo: 'cambio', idSolicitud: c.idSolicitud }, lang)}
                >
                  #{c.idSolicitud} {t(`requests.field.${c.accion}`, { defaultValue: c.accion })}
                </Anchor>{' '}
                · {t(`requests.states.${c.estado}`, { defaultValue: c.estado })} · {formatDate(c.fecha, i18n.language)}
                {c.descripcion ? ` · ${c.descripcion}` : ''}
              </List.Item>
            ))}
          </List>
        )}
      </section>
      <section aria-labelledby="internship-amendments">
        <Title order={2} size="h4" mb="xs" id="internship-amendments">
          {t('internships.amendments')}
        </Title>
        {s.enmiendas.length === 0 ? (
          <Text size="sm">{t('internships.none')}</Text>
        ) : (
          <Stack gap="xs">
            {s.enmiendas.map((a) => (
              <div key={a.id}>
                <Text size="sm" fw={600}>
                  {t('internships.amendmentLine', {
                    fecha: formatDateTime(a.fecha, i18n.language),
                    autor: a.aprobadoPor ?? '—',
                    efecto: formatDate(a.fechaEfecto, i18n.language),
                  })}
                  {a.idSolicitud ? ` · ${t('internships.fromRequest', { id: a.idSolicitud })}` : ''}
                </Text>
                <List size="sm">
                  {a.cambios.map((c) => (
                    <List.Item key={c.campo}>
                      {t(`internships.field.${c.campo}`, { defaultValue: c.campo })}: {shown(c.antes, i18n.language)} →{' '}
                      {shown(c.despues, i18n.language)}
                    </List.Item>
                  ))}
                </List>
              </div>
            ))}
          </Stack>
        )}
      </section>
      <section aria-labelledby="internship-timeline">
        <Title order={2} size="h4" mb="xs" id="internship-timeline">
          {t('internships.timeline')}
        </Title>
        {s.historial.length === 0 ? (
          <Text size="sm">{t('internships.none')}</Text>
        ) : (
          <OfficeTableWrap label={t('internships.timeline')}>
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
                {s.historial.map((h) => (
                  <Table.Tr key={h.id}>
                    <Table.Td>{formatDateTime(h.fecha, i18n.language)}</Table.Td>
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
    </Stack>
  );
}
