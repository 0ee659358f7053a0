import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  Pagination,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AGREEMENT_STATES } from '@portal/contracts/agreements/agreement-states';
import { OFFICE_AGREEMENT_SORTS } from '@portal/contracts/office/agreements.schemas';
import { routePath } from '@portal/contracts/routes';
import { officeApi } from '../../../../office/office-api';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { useExportColumnLabels } from '../../../../ui/exports/column-label';
import { ExportMenu } from '../../../../ui/exports/export-menu';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { AGREEMENTS_PAGE_SIZE, useOfficeAgreements, type TOfficeAgreementFilter } from '../api/office-agreements';
import { formatDate } from '../../../../lib/dates';

const DEFAULT_STATE = 'firmado_empresa';

/**
 * /gestion/convenios (issue #14 '4. Agreements'): one queue per agreement state (SPEC §4), the one
 * waiting for the office first; the state, search, order and page live in the URL, so that the
 * dashboard's counters open the filtered queue.
 */
export default function OfficeAgreementsPage() {
  const { t, i18n } = useTranslation('office');
  const th = useExportColumnLabels('convenios');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const day = (value: string | null) => formatDate(value, i18n.language, '—');
  const [params, setParams] = useSearchParams();
  const filter: TOfficeAgreementFilter = { pagina: Math.max(1, Number(params.get('pagina')) || 1) };
  for (const field of ['q', 'estado', 'orden'] as const) {
    const value = params.get(field);
    if (value) filter[field] = value;
  }
  const estado = filter.estado ?? DEFAULT_STATE;
  const agreements = useOfficeAgreements(filter);
  const [q, setQ] = useState(params.get('q') ?? '');

  const apply = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('pagina' in changes)) next.delete('pagina');
    setParams(next, { replace: true });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('agreements.title')}</Title>
        {/* #17 'Exports': the rows of the page's state and search. */}
        <ExportMenu
          lista="convenios"
          path="/api/Gestion/convenios/exportar"
          filters={{ estado: filter.estado, q: filter.q }}
          client={officeApi}
        />
      </Group>
      <nav aria-label={t('agreements.queues')}>
        <Group gap="xs">
          {AGREEMENT_STATES.map((s) => (
            <Button
              key={s}
              size="xs"
              variant={s === estado ? 'filled' : 'default'}
              aria-current={s === estado ? 'page' : undefined}
              onClick={() => apply({ estado: s === DEFAULT_STATE ? undefined : s })}
            >
              {t(`agreements.states.${s}`)}
            </Button>
          ))}
        </Group>
      </nav>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          apply({ q: q.trim() || undefined });
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('agreements.filters.q')} value={q} onChange={(e) => setQ(e.currentTarget.value)} />
          <NativeSelect
            label={t('agreements.filters.orden')}
            value={filter.orden ?? 'antiguedad'}
            onChange={(e) =>
              apply({ orden: e.currentTarget.value === 'antiguedad' ? undefined : e.currentTarget.value })
            }
            data={OFFICE_AGREEMENT_SORTS.map((s) => ({ value: s, label: t(`agreements.sorts.${s}`) }))}
          />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit">{t('search')}</Button>
        </Group>
      </form>
      {agreements.data ? (
        <>
          <Text size="sm" aria-live="polite">
            {t('results', { count: agreements.data.total })}
          </Text>
          {agreements.data.items.length === 0 ? (
            <Text>{t('agreements.empty')}</Text>
          ) : (
            <OfficeTableWrap label={t('agreements.caption', { state: t(`agreements.states.${estado}`) })}>
              <Table striped verticalSpacing="xs" fz="sm">
                <Table.Caption>{t('agreements.caption', { state: t(`agreements.states.${estado}`) })}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    {/* #17 'Exports': the headers of the exported columns are their declared labels. */}
                    {[th('codigo'), th('empresa'), th('cif'), th('diasEsperando')].map((label) => (
                      <Table.Th scope="col" key={label}>
                        {label}
                      </Table.Th>
                    ))}
                    <Table.Th scope="col">{t('agreements.columns.firstInternship')}</Table.Th>
                    <Table.Th scope="col">{th('fechaCaducidad')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {agreements.data.items.map((row) => (
                    <Table.Tr key={row.idConvenio}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={routePath('office-agreement', { idConvenio: row.idConvenio }, lang)}
                        >
                          {row.codigo}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{row.empresa}</Table.Td>
                      <Table.Td>{row.cif ?? '—'}</Table.Td>
                      <Table.Td>{t('agreements.days', { count: row.diasEsperando })}</Table.Td>
                      <Table.Td>{day(row.inicioPrimeraPractica)}</Table.Td>
                      <Table.Td>{day(row.fechaCaducidad)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </OfficeTableWrap>
          )}
          {agreements.data.total > AGREEMENTS_PAGE_SIZE && (
            <Pagination
              total={Math.ceil(agreements.data.total / AGREEMENTS_PAGE_SIZE)}
              value={filter.pagina}
              onChange={(page) => apply({ pagina: page > 1 ? String(page) : undefined })}
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
