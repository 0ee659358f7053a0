import { Badge, Button, Group, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { officeApi } from '../../../../office/office-api';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { OfficePagination, withPage } from '../../../../office/office-pagination';
import { useExportColumnLabels } from '../../../../ui/exports/column-label';
import { ExportMenu } from '../../../../ui/exports/export-menu';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { useAuditSearch, type TAuditFilter } from '../api/search-audit';
import { AuditChainStatus } from '../components/audit-chain-status';
import { formatDateTime } from '../../../../lib/dates';
import { DateField } from '../../../../ui/date-field/date-field';

const PAGE_SIZE = 50;
const FIELDS = ['q', 'accion', 'tipoObjeto', 'desde', 'hasta'] as const;

/** /gestion/auditoria (issue #14, admins): every recorded decision and change, searchable; filters live in the URL. */
export default function OfficeAuditPage() {
  const { t, i18n } = useTranslation('office');
  const { t: tChain } = useTranslation('office-audit-chain');
  const th = useExportColumnLabels('auditoria');
  const [params, setParams] = useSearchParams();
  const pagina = Math.max(1, Number(params.get('pagina')) || 1);
  const filter: TAuditFilter = { pagina };
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value) filter[field] = value;
  }
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(FIELDS.map((f) => [f, params.get(f) ?? ''])),
  );
  const audit = useAuditSearch(filter);
  // The entry the integrity check links to (ADR 0037), marked in the list.
  const marked = Number(params.get('fila')) || null;

  const apply = (next: URLSearchParams) => setParams(next, { replace: true });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('audit.title')}</Title>
        {/* #17 'Exports' (continued): the entries of the page's filters. */}
        <ExportMenu
          lista="auditoria"
          path="/api/Gestion/auditoria/exportar"
          filters={Object.fromEntries(FIELDS.map((f) => [f, filter[f]]))}
          client={officeApi}
        />
      </Group>
      <AuditChainStatus pageSize={PAGE_SIZE} />
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const next = new URLSearchParams();
          for (const field of FIELDS) if (draft[field]?.trim()) next.set(field, draft[field].trim());
          apply(next);
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3, lg: 5 }} spacing="sm">
          {FIELDS.map((field) =>
            field === 'desde' || field === 'hasta' ? (
              <DateField
                key={field}
                label={t(`audit.filters.${field}`)}
                value={draft[field]}
                onChange={(day) => setDraft((d) => ({ ...d, [field]: day }))}
              />
            ) : (
              <TextInput
                key={field}
                label={t(`audit.filters.${field}`)}
                value={draft[field]}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setDraft((d) => ({ ...d, [field]: value }));
                }}
              />
            ),
          )}
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit">{t('search')}</Button>
        </Group>
      </form>
      {audit.data ? (
        <>
          <Text size="sm">{t('results', { count: audit.data.total })}</Text>
          <OfficeTableWrap label={t('audit.caption')}>
            <Table striped verticalSpacing="xs" fz="sm">
              <Table.Caption>{t('audit.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {/* #17 'Exports': an exported column's header is its declared label; the combined ones keep theirs. */}
                  {[
                    th('fecha'),
                    t('audit.columns.who'),
                    th('accion'),
                    t('audit.columns.object'),
                    t('audit.columns.change'),
                    th('motivo'),
                    th('ip'),
                  ].map((label) => (
                    <Table.Th scope="col" key={label}>
                      {label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {audit.data.items.map((row) => (
                  <Table.Tr
                    key={row.id}
                    aria-current={row.id === marked ? 'true' : undefined}
                    bg={row.id === marked ? 'var(--mantine-color-red-light)' : undefined}
                  >
                    <Table.Td>
                      {formatDateTime(row.fecha, i18n.language)}
                      {row.id === marked && (
                        <Badge color="red" ml="xs">
                          {tChain('brokenRow')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {row.emailActor ?? '—'} ({row.rolActor})
                    </Table.Td>
                    {/* A labelled action where the catalogue has one (#17 'Exports'), the dotted verb otherwise. */}
                    <Table.Td>{t(`audit.actions.${row.accion}`, { defaultValue: row.accion })}</Table.Td>
                    <Table.Td>
                      {row.tipoObjeto} {row.idObjeto ?? ''}
                    </Table.Td>
                    <Table.Td>
                      {row.estadoAnterior || row.estadoNuevo
                        ? `${row.estadoAnterior ?? '—'} → ${row.estadoNuevo ?? '—'}`
                        : ''}
                    </Table.Td>
                    <Table.Td>{row.motivo ?? ''}</Table.Td>
                    <Table.Td>{row.ip ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </OfficeTableWrap>
          <OfficePagination
            total={audit.data.total}
            pageSize={PAGE_SIZE}
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
