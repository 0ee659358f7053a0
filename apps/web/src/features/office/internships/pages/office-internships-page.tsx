import { Button, Group, NativeSelect, Pagination, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { INTERNSHIP_STATES } from '@portal/contracts/internships/internship-states';
import { routePath } from '@portal/contracts/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { officeApi } from '../../../../office/office-api';
import { useOfficeSession } from '../../../../office/office-session';
import { ExportMenu } from '../../../../ui/exports/export-menu';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import {
  INTERNSHIP_FILTERS,
  INTERNSHIPS_PAGE_SIZE,
  useInternships,
  type TInternshipFilter,
} from '../api/list-internships';
import { InternshipsTable } from '../components/internships-table';

/** /gestion/practicas (issue #15 'Internships'): the brand's internships, searched and filtered; filters and page live in the URL. */
export default function OfficeInternshipsPage() {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const session = useOfficeSession();
  const [params, setParams] = useSearchParams();
  const pagina = Math.max(1, Number(params.get('pagina')) || 1);
  const filter: TInternshipFilter = { pagina };
  for (const field of INTERNSHIP_FILTERS) {
    const value = params.get(field);
    if (value) filter[field] = value;
  }
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(INTERNSHIP_FILTERS.map((f) => [f, params.get(f) ?? ''])),
  );
  const setField = (field: string, value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const internships = useInternships(filter);
  const apply = (next: URLSearchParams) => setParams(next, { replace: true });
  const canManage = !!session?.perfil.permisos.includes('internships.manage');

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('internships.title')}</Title>
        <Group gap="sm">
          {/* #17 'Exports' (continued): the rows of the page's filters. */}
          <ExportMenu
            lista="practicas"
            path="/api/Gestion/practicas/exportar"
            filters={Object.fromEntries(INTERNSHIP_FILTERS.map((f) => [f, filter[f]]))}
            client={officeApi}
          />
          {canManage && (
            <Button component={Link} to={routePath('office-internship-new', {}, lang)}>
              {t('internships.new')}
            </Button>
          )}
        </Group>
      </Group>
      <form
        role="search"
        aria-label={t('internships.searchLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          const next = new URLSearchParams();
          for (const field of INTERNSHIP_FILTERS) if (draft[field]?.trim()) next.set(field, draft[field].trim());
          apply(next);
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t('internships.filters.q')}
            value={draft.q}
            onChange={(e) => setField('q', e.currentTarget.value)}
          />
          <NativeSelect
            label={t('internships.filters.estado')}
            value={draft.estado}
            onChange={(e) => setField('estado', e.currentTarget.value)}
            data={[
              { value: '', label: t('internships.any') },
              ...INTERNSHIP_STATES.map((s) => ({ value: s, label: t(`internships.states.${s}`) })),
            ]}
          />
          <NativeSelect
            label={t('internships.filters.curso')}
            value={draft.curso}
            onChange={(e) => setField('curso', e.currentTarget.value)}
            data={[
              { value: '', label: t('internships.any') },
              ...(internships.data?.cursos ?? []).map((c) => ({ value: c, label: c })),
            ]}
          />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit">{t('search')}</Button>
        </Group>
      </form>
      {internships.data ? (
        <>
          <Text size="sm" role="status">
            {t('results', { count: internships.data.total })}
          </Text>
          <InternshipsTable items={internships.data.items} />
          {internships.data.total > INTERNSHIPS_PAGE_SIZE && (
            <Pagination
              total={Math.ceil(internships.data.total / INTERNSHIPS_PAGE_SIZE)}
              value={pagina}
              onChange={(page) => {
                const next = new URLSearchParams(params);
                if (page > 1) next.set('pagina', String(page));
                else next.delete('pagina');
                apply(next);
              }}
              getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
              getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
            />
          )}
        </>
      ) : (
        <LoadingPlaceholders />
      )}
    </Stack>
  );
}
