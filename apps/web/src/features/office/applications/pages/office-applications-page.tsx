import { Button, CloseButton, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDomains } from '../../../../lib/reference-lists';
import { OfficePagination, withPage } from '../../../../office/office-pagination';
import { officeApi } from '../../../../office/office-api';
import { ExportMenu } from '../../../../ui/exports/export-menu';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { useReferenceLists } from '../../students/api/get-reference-lists';
import {
  APPLICATION_FILTERS,
  APPLICATIONS_PAGE_SIZE,
  useApplications,
  type TApplicationFilter,
} from '../api/list-applications';
import { ApplicationsTable } from '../components/applications-table';

/** The filters typed in the form; the offer and the company come from links (the offer's sheet). */
const FORM_FILTERS = ['q', 'estado', 'titulacion'] as const;

/**
 * /gestion/candidaturas (issue #17: "applications" among the console's lists): the brand's
 * applications, newest first, filtered by text, candidate state and degree in the form and by
 * offer or company from a link, all kept in the URL; the export takes the same filters.
 */
export default function OfficeApplicationsPage() {
  const { t, i18n } = useTranslation('office');
  const lists = useReferenceLists(i18n.language === 'ca' ? 'ca' : 'es');
  const domains = useDomains();
  const [params, setParams] = useSearchParams();
  const pagina = Math.max(1, Number(params.get('pagina')) || 1);
  const filter: TApplicationFilter = { pagina };
  for (const field of APPLICATION_FILTERS) {
    const value = params.get(field);
    if (value) filter[field] = value;
  }
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(FORM_FILTERS.map((f) => [f, params.get(f) ?? ''])),
  );
  const setField = (field: string, value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const applications = useApplications(filter);
  const apply = (next: URLSearchParams) => setParams(next, { replace: true });
  const any = { value: '', label: t('applications.any') };
  const drop = (field: 'oferta' | 'empresa') => {
    const next = new URLSearchParams(params);
    next.delete(field);
    next.delete('pagina');
    apply(next);
  };
  const chips = applications.data
    ? ([
        ['oferta', applications.data.oferta?.titulo],
        ['empresa', applications.data.empresa?.nombre],
      ] as const)
    : [];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('applications.title')}</Title>
        {/* #17 'Exports': the rows of the page's filters (the gestor's campuses). */}
        <ExportMenu
          lista="candidaturas"
          path="/api/Gestion/candidaturas/exportar"
          filters={Object.fromEntries(APPLICATION_FILTERS.map((f) => [f, filter[f]]))}
          client={officeApi}
        />
      </Group>
      <form
        role="search"
        aria-label={t('applications.searchLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          const next = new URLSearchParams();
          for (const field of ['oferta', 'empresa'] as const) if (filter[field]) next.set(field, filter[field]);
          for (const field of FORM_FILTERS) if (draft[field]?.trim()) next.set(field, draft[field].trim());
          apply(next);
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t('applications.filters.q')}
            description={t('applications.filters.qHelp')}
            value={draft.q}
            onChange={(e) => setField('q', e.currentTarget.value)}
          />
          <NativeSelect
            label={t('applications.filters.estado')}
            value={draft.estado}
            onChange={(e) => setField('estado', e.currentTarget.value)}
            data={[
              any,
              ...(domains.data?.estadosCandidaturasAlumno ?? []).map((s) => ({
                value: String(s.id),
                // #16 part 4: the office's neutral name where it has one (as the list and export).
                label: t(`applications.neutralStates.${s.id}`, { defaultValue: s.descripcion }),
              })),
            ]}
          />
          <NativeSelect
            label={t('applications.filters.titulacion')}
            value={draft.titulacion}
            onChange={(e) => setField('titulacion', e.currentTarget.value)}
            data={[any, ...lists.degrees.map((d) => ({ value: String(d.id), label: d.descripcion }))]}
          />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit">{t('search')}</Button>
        </Group>
      </form>
      {chips.some(([field]) => filter[field]) && (
        <Group gap="xs">
          {chips.map(([field, name]) =>
            filter[field] ? (
              <Group key={field} gap={4} wrap="nowrap">
                <Text size="sm">{t(`applications.filteredBy.${field}`, { name: name ?? filter[field] })}</Text>
                <CloseButton
                  size="sm"
                  aria-label={t(`applications.dropFilter.${field}`, { name: name ?? filter[field] })}
                  onClick={() => drop(field)}
                />
              </Group>
            ) : null,
          )}
        </Group>
      )}
      {applications.data ? (
        <>
          <Text size="sm" role="status">
            {t('results', { count: applications.data.total })}
          </Text>
          <ApplicationsTable items={applications.data.items} />
          <OfficePagination
            total={applications.data.total}
            pageSize={APPLICATIONS_PAGE_SIZE}
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
