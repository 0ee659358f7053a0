import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { STUDENT_STATES } from '@portal/contracts/office/students.schemas';
import { routePath } from '@portal/contracts/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { OfficePagination, withPage } from '../../../../office/office-pagination';
import { officeApi } from '../../../../office/office-api';
import { useOfficeSession } from '../../../../office/office-session';
import { ExportMenu } from '../../../../ui/exports/export-menu';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { useReferenceLists } from '../api/get-reference-lists';
import { STUDENT_FILTERS, STUDENTS_PAGE_SIZE, useStudents, type TStudentFilter } from '../api/list-students';
import { StudentsTable } from '../components/students-table';

/**
 * /gestion/alumnos (issue #15 'Students'): the brand's students, searched by name, DNI or e-mail
 * and filtered by degree, campus, course year, graduation year and state (all kept in the URL).
 */
export default function OfficeStudentsPage() {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const session = useOfficeSession();
  const lists = useReferenceLists(i18n.language === 'ca' ? 'ca' : 'es');
  const [params, setParams] = useSearchParams();
  const pagina = Math.max(1, Number(params.get('pagina')) || 1);
  const filter: TStudentFilter = { pagina };
  for (const field of [...STUDENT_FILTERS, 'orden', 'dir'] as const) {
    const value = params.get(field);
    if (value) filter[field] = value;
  }
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(STUDENT_FILTERS.map((f) => [f, params.get(f) ?? ''])),
  );
  const setField = (field: string, value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const students = useStudents(filter);
  const apply = (next: URLSearchParams) => setParams(next, { replace: true });
  const canImport = !!session?.perfil.permisos.includes('students.manage');
  const any = { value: '', label: t('students.any') };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('students.title')}</Title>
        <Group gap="sm">
          {/* #17 'Exports' (continued): the rows of the page's filters (the gestor's campuses). */}
          <ExportMenu
            lista="alumnos"
            path="/api/Gestion/alumnos/exportar"
            filters={Object.fromEntries(STUDENT_FILTERS.map((f) => [f, filter[f]]))}
            client={officeApi}
          />
          {canImport && (
            <Button component={Link} to={routePath('office-students-import', {}, lang)} variant="outline">
              {t('students.import.open')}
            </Button>
          )}
        </Group>
      </Group>
      <form
        role="search"
        aria-label={t('students.searchLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          const next = new URLSearchParams();
          for (const field of STUDENT_FILTERS) if (draft[field]?.trim()) next.set(field, draft[field].trim());
          if (filter.orden) next.set('orden', filter.orden);
          if (filter.dir) next.set('dir', filter.dir);
          apply(next);
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t('students.filters.q')}
            description={t('students.filters.qHelp')}
            value={draft.q}
            onChange={(e) => setField('q', e.currentTarget.value)}
          />
          <NativeSelect
            label={t('students.filters.titulacion')}
            value={draft.titulacion}
            onChange={(e) => setField('titulacion', e.currentTarget.value)}
            data={[any, ...lists.degrees.map((d) => ({ value: String(d.id), label: d.descripcion }))]}
          />
          <NativeSelect
            label={t('students.filters.sede')}
            value={draft.sede}
            onChange={(e) => setField('sede', e.currentTarget.value)}
            data={[any, ...lists.campuses.map((c) => ({ value: String(c.id), label: c.descripcion }))]}
          />
          <NativeSelect
            label={t('students.filters.curso')}
            value={draft.curso}
            onChange={(e) => setField('curso', e.currentTarget.value)}
            data={[any, ...[1, 2, 3, 4, 5, 6].map((n) => ({ value: String(n), label: t('students.courseN', { n }) }))]}
          />
          <TextInput
            label={t('students.filters.promocion')}
            inputMode="numeric"
            value={draft.promocion}
            onChange={(e) => setField('promocion', e.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
          />
          <NativeSelect
            label={t('students.filters.estado')}
            value={draft.estado}
            onChange={(e) => setField('estado', e.currentTarget.value)}
            data={[any, ...STUDENT_STATES.map((s) => ({ value: s, label: t(`students.states.${s}`) }))]}
          />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit">{t('search')}</Button>
        </Group>
      </form>
      {students.data ? (
        <>
          <Text size="sm" role="status">
            {t('results', { count: students.data.total })}
          </Text>
          <StudentsTable
            items={students.data.items}
            orden={filter.orden ?? 'nombre'}
            dir={filter.dir ?? 'asc'}
            onSort={(sort) => {
              const next = new URLSearchParams(params);
              const current = filter.orden ?? 'nombre';
              next.set('orden', sort);
              next.set('dir', current === sort && (filter.dir ?? 'asc') === 'asc' ? 'desc' : 'asc');
              next.delete('pagina');
              apply(next);
            }}
          />
          <OfficePagination
            total={students.data.total}
            pageSize={STUDENTS_PAGE_SIZE}
            page={pagina}
            onPage={(page) => apply(withPage(params, page))}
          />
        </>
      ) : (
        <LoadingPlaceholders />
      )}
    </Stack>
  );
}
