import { Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useDownloadInternshipDocument } from '../api/download-internship-document';
import { useDownloadInternshipIcs } from '../api/download-internship-ics';
import { useInternship } from '../api/get-internship';
import { InternshipAnswerButtons } from '../components/internship-answer-buttons';
import { InternshipUploadForm } from '../components/internship-upload-form';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../i18n';
import { formatEuros, formatNumber } from '../../../lib/numbers';
import { StatusBadge } from '../../../ui/status-badge';
import { internshipTone } from '../../../lib/internship-tone';

function Field({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div>
      <Text size="sm" fw={700} component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** SPEC §2 /mis-practicas/{id}: one internship, its documents and the upload of new ones. */
export default function MyInternshipPage() {
  const { t } = useTranslation('internships');
  const { lang } = useLanguage();
  // #16 part 8: 7,5 hours with a decimal comma in es and ca.
  const hours = (value: number | null) => (value === null ? null : formatNumber(value, lang));
  const download = useDownloadInternshipDocument();
  const calendar = useDownloadInternshipIcs();
  const { id } = useParams();
  const { data: p, isPending } = useInternship(Number(id));
  const tutor = p ? [p.tutorEmpresa.nombre, p.tutorEmpresa.apellidos].filter(Boolean).join(' ') : '';
  return (
    <Stack gap="md">
      <Anchor component={Link} to={routePath('my-internships')} size="sm">
        {t('back')}
      </Anchor>
      {isPending ? (
        <LoadingPlaceholders count={2} cols={1} />
      ) : !p ? (
        <Text>{t('notFound')}</Text>
      ) : (
        <>
          <div>
            <Title order={1}>{p.titulo}</Title>
            <Text fw={600}>{p.empresa}</Text>
            <Group gap="xs" mt={4}>
              <StatusBadge tone={internshipTone(p.estado)}>{p.descripcionEstado}</StatusBadge>
              <Button
                variant="light"
                size="xs"
                loading={calendar.isPending}
                onClick={() => calendar.mutate(p.idPractica)}
              >
                {t('addToCalendar')}
              </Button>
            </Group>
          </div>
          {p.pendienteAceptacion && <InternshipAnswerButtons idPractica={p.idPractica} titulo={p.titulo} />}
          <Card withBorder padding="md" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
              <Field label={t('fields.dates')}>
                {t('dates', { from: formatDate(p.fechaInicio, lang), to: formatDate(p.fechaFin, lang) })}
              </Field>
              <Field label={t('fields.course')}>{p.curso}</Field>
              <Field label={t('fields.degree')}>{p.titulacion}</Field>
              <Field label={t('fields.programme')}>{p.programa}</Field>
              <Field label={t('fields.schedule')}>{p.horario}</Field>
              <Field label={t('fields.hoursDay')}>{hours(p.horasDia)}</Field>
              <Field label={t('fields.hoursWeek')}>{hours(p.horasSemana)}</Field>
              <Field label={t('fields.hoursTotal')}>{hours(p.horasTotales)}</Field>
              <Field label={t('fields.aid')}>
                {p.ayudaEstudio !== null ? formatEuros(p.ayudaEstudio, lang) : null}
              </Field>
              <Field label={t('fields.workCentre')}>
                {p.centroTrabajo
                  ? [p.centroTrabajo.nombre, p.centroTrabajo.direccion, p.centroTrabajo.localidad]
                      .filter(Boolean)
                      .join(', ')
                  : null}
              </Field>
              <Field label={t('fields.companyTutor')}>
                {tutor ? [tutor, p.tutorEmpresa.email].filter(Boolean).join(' · ') : null}
              </Field>
              <Field label={t('fields.universityTutor')}>
                {[p.tutorUniversidad.nombre, p.tutorUniversidad.email].filter(Boolean).join(' · ') || null}
              </Field>
              <Field label={t('fields.tasks')}>{p.tareas}</Field>
            </SimpleGrid>
            {p.requiereFirmaDigital && (
              <Text size="sm" mt="sm" fw={600}>
                {t('digitalSignature')}
              </Text>
            )}
          </Card>
          <Card withBorder padding="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              {t('documents.title')}
            </Title>
            {p.documentos.length === 0 ? (
              <Text>{t('documents.none')}</Text>
            ) : (
              <Table data-testid="internship-documents">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('documents.name')}</Table.Th>
                    <Table.Th>{t('documents.type')}</Table.Th>
                    <Table.Th>{t('documents.date')}</Table.Th>
                    <Table.Th>{t('documents.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {p.documentos.map((d) => (
                    <Table.Tr key={d.id}>
                      <Table.Td>{d.nombre}</Table.Td>
                      <Table.Td>{d.tipoDocumento ?? d.extension.toUpperCase()}</Table.Td>
                      <Table.Td>{formatDate(d.fecha, lang)}</Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          loading={download.isPending && download.variables?.id === d.id}
                          onClick={() => download.mutate({ id: d.id, nombre: d.nombre })}
                        >
                          {t('documents.download', { name: d.nombre })}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Card>
          <Card withBorder padding="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              {t('upload.title')}
            </Title>
            <InternshipUploadForm idPractica={p.idPractica} />
          </Card>
        </>
      )}
    </Stack>
  );
}
