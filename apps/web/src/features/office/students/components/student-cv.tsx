import { Badge, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TStudentCv } from '@portal/contracts/office/students.schemas';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/dates';

/** The student's CV as a company sees a candidate's (same data as dameCvCandidato, read-only). */
export function StudentCv({ cv }: { cv: TStudentCv }) {
  const { t, i18n } = useTranslation('office');
  const p = cv.personales;
  const yes = (value: boolean) => (value ? t('students.yes') : t('students.no'));
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4}>
        {(
          [
            ['nombre', [p.nombre, p.apellido1, p.apellido2].filter(Boolean).join(' ')],
            ['email', p.email],
            ['telefono', [p.telefono1, p.telefono2].filter(Boolean).join(' · ')],
            ['localidad', [p.localidad, p.provincia].filter(Boolean).join(', ')],
            ['fechaNacimiento', formatDate(p.fechaNacimiento, i18n.language)],
            ['carnet', `${yes(p.carnetConducir)} / ${yes(p.vehiculoPropio)}`],
          ] as const
        ).map(([key, value]) => (
          <Text size="sm" key={key}>
            <strong>{t(`students.cv.${key}`)}:</strong> {value || '—'}
          </Text>
        ))}
      </SimpleGrid>
      {cv.presentacion && <Text size="sm">{cv.presentacion}</Text>}
      <Title order={3} size="h5">
        {t('students.cv.academicos')}
      </Title>
      {cv.academicos.length ? (
        <List size="sm">
          {cv.academicos.map((s) => (
            <List.Item key={s.id}>
              {s.titulo}
              {s.centro ? ` — ${s.centro}` : ''} ({formatDate(s.fechaInicio, i18n.language, '…')} –{' '}
              {s.finalizado ? formatDate(s.fechaFin, i18n.language, '…') : t('students.cv.enCurso')})
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">—</Text>
      )}
      <Title order={3} size="h5">
        {t('students.cv.profesional')}
      </Title>
      {cv.profesional.length ? (
        <List size="sm">
          {cv.profesional.map((e) => (
            <List.Item key={e.id}>
              {e.puesto} — {e.empresa}
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">—</Text>
      )}
      <Title order={3} size="h5">
        {t('students.cv.idiomas')}
      </Title>
      <Group gap="xs">
        {cv.idiomas.length
          ? cv.idiomas.map((l) => (
              <Badge key={`${l.idioma}-${l.nivel}`} variant="light" c="dark">
                {l.idioma} · {l.nivel}
              </Badge>
            ))
          : '—'}
      </Group>
      <Title order={3} size="h5">
        {t('students.cv.competencias')}
      </Title>
      <Text size="sm">
        {[...cv.interes.competencias, ...cv.interes.programasInformaticos].map((i) => i.descripcion).join(' · ') || '—'}
      </Text>
      <Title order={3} size="h5">
        {t('students.cv.documentos')}
      </Title>
      <Text size="sm">{cv.documentos.map((d) => d.nombre).join(' · ') || '—'}</Text>
    </Stack>
  );
}
