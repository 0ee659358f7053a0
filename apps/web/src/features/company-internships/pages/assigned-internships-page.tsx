import { Anchor, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../../../lib/brand';
import { ExportMenu } from '../../../ui/exports/export-menu';
import { portalExportClient } from '../../../ui/exports/portal-export-client';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { LoadFailed, retryOf } from '../../../ui/load-failed';
import { useInternshipsWithDocuments, type TInternshipWithDocs } from '../api/get-internships-with-documents';
import { InternshipDocuments } from '../components/internship-documents';
import { ReadableAlert } from '../../../ui/readable-alert';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../i18n';
import { StatusBadge } from '../../../ui/status-badge';
import { internshipTone } from '../../../lib/internship-tone';

function InternshipCard({ internship }: { internship: TInternshipWithDocs }) {
  const { t } = useTranslation('company-internships');
  const { lang } = useLanguage();
  const i = internship;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`internship-${i.idPractica}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id={`internship-${i.idPractica}`}>
            {i.titulo}
          </Title>
          <StatusBadge tone={internshipTone(i.estado)}>{t(`states.${i.estado}`)}</StatusBadge>
        </Group>
        <Text size="sm">
          {t('card.student', { name: `${i.alumno.nombre} ${i.alumno.apellidos}`, email: i.alumno.email })}
        </Text>
        <Text size="sm">
          {t('card.dates', {
            from: formatDate(i.fechaInicio, lang, '—'),
            to: formatDate(i.fechaFin, lang, '—'),
            course: i.curso,
          })}
          {i.horasSemana !== null ? ` · ${t('card.hours', { hours: i.horasSemana })}` : ''}
        </Text>
        {i.tutorEmpresa.nombre && (
          <Text size="sm">
            {t('card.tutor', { name: `${i.tutorEmpresa.nombre} ${i.tutorEmpresa.apellidos ?? ''}`.trim() })}
          </Text>
        )}
        {i.centroTrabajo && <Text size="sm">{t('card.centre', { name: i.centroTrabajo.nombre })}</Text>}
        {i.requiereFirmaDigital && (
          <ReadableAlert color="blue" title={t('digitalSignature.title')}>
            {t('digitalSignature.body')}
          </ReadableAlert>
        )}
        <InternshipDocuments idPractica={i.idPractica} documents={i.documentos} />
      </Stack>
    </Card>
  );
}

/** SPEC §2 /practicas_asignadas: my assigned internships with their documents; SPEC §6 2023-24 digital-certificate notice. */
export default function AssignedInternshipsPage() {
  const { t } = useTranslation('company-internships');
  const brand = useBrand();
  const internships = useInternshipsWithDocuments();
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1}>{t('title')}</Title>
          {/* #17 'Exports': the internships of this list (it has no filters). */}
          <ExportMenu lista="practicasEmpresa" path="/api/Empresa/damePracticas/exportar" client={portalExportClient} />
        </Group>
        {brand.flags.hasSolicitarCambioPracticas && (
          <Anchor component={Link} to="/solicitar-cambio-practicas">
            {t('changeLink')}
          </Anchor>
        )}
        {internships.isPending && <LoadingPlaceholders count={2} cols={1} />}
        {internships.isError && <LoadFailed {...retryOf(internships)} />}
        {internships.data?.length === 0 && <Text>{t('empty')}</Text>}
        {internships.data?.map((internship) => (
          <InternshipCard key={internship.idPractica} internship={internship} />
        ))}
      </Stack>
    </Container>
  );
}
