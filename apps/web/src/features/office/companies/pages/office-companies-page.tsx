import {
  Badge,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { COMPANY_SORTS, COMPANY_STATES } from '@portal/contracts/office/companies.schemas';
import { routePath } from '@portal/contracts/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDomains } from '../../../../lib/reference-lists';
import { officeApi } from '../../../../office/office-api';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { useExportColumnLabels, type TExportColumnKey } from '../../../../ui/exports/column-label';
import { ExportMenu } from '../../../../ui/exports/export-menu';
import { OfficePagination, withPage } from '../../../../office/office-pagination';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { COMPANIES_PAGE_SIZE, COMPANY_FILTERS, useCompanies, type TCompanyFilter } from '../api/companies-api';
import { formatDate } from '../../../../lib/dates';
import { StatusBadge } from '../../../../ui/status-badge';
import { companyStateTone } from '../../../../lib/company-state-tone';

type TSort = (typeof COMPANY_SORTS)[number];
/** The headers are the export's declared columns (issue #17 'Exports'). */
const COLUMNS: { key: TExportColumnKey<'empresas'>; sort?: TSort }[] = [
  { key: 'nombre', sort: 'nombre' },
  { key: 'cif', sort: 'cif' },
  { key: 'estado', sort: 'estado' },
  { key: 'sector' },
  { key: 'provincia' },
  { key: 'alta', sort: 'alta' },
];

/** /gestion/empresas (issue #14 part 2): the brand's companies; filters, sort and page live in the URL. */
export default function OfficeCompaniesPage() {
  const { t, i18n } = useTranslation('office');
  const th = useExportColumnLabels('empresas');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const [params, setParams] = useSearchParams();
  const pagina = Math.max(1, Number(params.get('pagina')) || 1);
  const filter: TCompanyFilter = { pagina };
  for (const field of [...COMPANY_FILTERS, 'orden', 'dir'] as const) {
    const value = params.get(field);
    if (value) filter[field] = value;
  }
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(COMPANY_FILTERS.map((f) => [f, params.get(f) ?? ''])),
  );
  const companies = useCompanies(filter);
  const domains = useDomains().data;
  const apply = (next: URLSearchParams) => setParams(next, { replace: true });
  const orden = (filter.orden ?? 'alta') as TSort;
  const dir = filter.dir ?? 'desc';

  const sortBy = (sort: TSort) => {
    const next = new URLSearchParams(params);
    next.set('orden', sort);
    next.set('dir', orden === sort && dir === 'asc' ? 'desc' : 'asc');
    next.delete('pagina');
    apply(next);
  };
  const setField = (field: string, value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const option = (items: { id: number; descripcion: string }[] | undefined) => [
    { value: '', label: t('companies.any') },
    ...(items ?? []).map((i) => ({ value: String(i.id), label: i.descripcion })),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('companies.title')}</Title>
        {/* #17 'Exports': the rows of the page's filters. */}
        <ExportMenu
          lista="empresas"
          path="/api/Gestion/empresas/exportar"
          filters={Object.fromEntries(COMPANY_FILTERS.map((f) => [f, filter[f]]))}
          client={officeApi}
        />
      </Group>
      <form
        role="search"
        aria-label={t('companies.searchLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          const next = new URLSearchParams();
          for (const field of COMPANY_FILTERS) if (draft[field]?.trim()) next.set(field, draft[field].trim());
          if (filter.orden) next.set('orden', filter.orden);
          if (filter.dir) next.set('dir', filter.dir);
          apply(next);
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3, lg: 5 }} spacing="sm">
          <TextInput
            label={t('companies.filters.nombre')}
            value={draft.nombre}
            onChange={(e) => setField('nombre', e.currentTarget.value)}
          />
          <TextInput
            label={t('companies.filters.cif')}
            value={draft.cif}
            onChange={(e) => setField('cif', e.currentTarget.value)}
          />
          <NativeSelect
            label={t('companies.filters.estado')}
            value={draft.estado}
            onChange={(e) => setField('estado', e.currentTarget.value)}
            data={[
              { value: '', label: t('companies.any') },
              ...COMPANY_STATES.map((s) => ({ value: s, label: t(`companies.states.${s}`) })),
            ]}
          />
          <NativeSelect
            label={t('companies.filters.sector')}
            value={draft.sector}
            onChange={(e) => setField('sector', e.currentTarget.value)}
            data={option(domains?.sectoresActividad)}
          />
          <NativeSelect
            label={t('companies.filters.provincia')}
            value={draft.provincia}
            onChange={(e) => setField('provincia', e.currentTarget.value)}
            data={option(domains?.provincias)}
          />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit">{t('search')}</Button>
        </Group>
      </form>
      {companies.data ? (
        <>
          <Text size="sm" role="status">
            {t('results', { count: companies.data.total })}
          </Text>
          <OfficeTableWrap label={t('companies.caption')}>
            <Table striped verticalSpacing="xs" fz="sm">
              <Table.Caption>{t('companies.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((col) => (
                    <Table.Th
                      scope="col"
                      key={col.key}
                      aria-sort={
                        col.sort && orden === col.sort ? (dir === 'asc' ? 'ascending' : 'descending') : undefined
                      }
                    >
                      {col.sort ? (
                        <UnstyledButton onClick={() => sortBy(col.sort!)} fw={700} fz="sm">
                          {th(col.key)} {orden === col.sort ? (dir === 'asc' ? '▲' : '▼') : ''}
                        </UnstyledButton>
                      ) : (
                        th(col.key)
                      )}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {companies.data.items.map((row) => (
                  <Table.Tr key={row.idEmpresa}>
                    <Table.Td>
                      <Link to={routePath('office-company', { idEmpresa: row.idEmpresa }, lang)}>{row.nombre}</Link>
                      {row.duplicados > 0 && (
                        <Badge ml="xs" size="xs" color="orange" variant="light">
                          {t('companies.sameCif', { count: row.duplicados })}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{row.cif}</Table.Td>
                    <Table.Td>
                      <StatusBadge tone={companyStateTone(row.estado)}>
                        {t(`companies.states.${row.estado}`)}
                      </StatusBadge>
                    </Table.Td>
                    <Table.Td>{row.sector ?? '—'}</Table.Td>
                    <Table.Td>{row.provincia ?? '—'}</Table.Td>
                    <Table.Td>{formatDate(row.alta, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </OfficeTableWrap>
          <OfficePagination
            total={companies.data.total}
            pageSize={COMPANIES_PAGE_SIZE}
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
