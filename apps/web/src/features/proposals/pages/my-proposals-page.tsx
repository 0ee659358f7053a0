import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { LoadFailed, retryOf } from '../../../ui/load-failed';
import { ExportMenu } from '../../../ui/exports/export-menu';
import { portalExportClient } from '../../../ui/exports/portal-export-client';
import { proposalsQueryString, useProposals } from '../api/get-proposals';
import { ProposalCard } from '../components/proposal-card';
import { ProposalFilters, type TFilterDraft } from '../components/proposal-filters';
import { filtersFromParams, paramsOfFilters } from '../utils/filters-params';
import { useNoticeFromNavigation } from '../utils/route-notice';

/** SPEC §2 /mis-propuestas (/les-meves-ofertes): my offers with the company filters. */
export default function MyProposalsPage() {
  const { t } = useTranslation('proposals');
  useNoticeFromNavigation();
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => filtersFromParams(params), [params]);
  const [draft, setDraft] = useState<TFilterDraft>(applied);
  // The title applies after a pause in typing; the other filters at once.
  const [titulo] = useDebouncedValue(draft.titulo ?? '', 350);

  useEffect(() => {
    const next = paramsOfFilters({ ...draft, titulo: titulo.trim() || undefined });
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [draft, titulo, params, setParams]);

  const list = useProposals(applied);
  const { data, isPending, isError } = list;
  const proposals = data?.procesos ?? [];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('list.title')}</Title>
        <Group gap="sm">
          <Button component={Link} to={routePath('new-proposal', { type: 'practicas' })}>
            {t('list.newInternship')}
          </Button>
          <Button component={Link} to={routePath('new-proposal', { type: 'empleo' })} variant="default">
            {t('list.newJob')}
          </Button>
          {/* #17 'Exports': my offers of the page's current filters, as the list asks for them. */}
          <ExportMenu
            lista="procesos"
            path="/api/Empresa/dameProcesosEmpleoYpracticas/exportar"
            filters={Object.fromEntries(new URLSearchParams(proposalsQueryString(applied)))}
            client={portalExportClient}
          />
        </Group>
      </Group>
      <ProposalFilters value={draft} onChange={setDraft} onReset={() => setDraft({ estado: [] })} />
      {!isError && (
        <Text role="status" aria-live="polite" size="sm">
          {isPending ? t('list.loading') : t('list.count', { count: data?.numTotal ?? 0 })}
        </Text>
      )}
      {isPending ? (
        <LoadingPlaceholders />
      ) : isError ? (
        <LoadFailed {...retryOf(list)} />
      ) : proposals.length === 0 ? (
        <Text>{t('list.empty')}</Text>
      ) : (
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {proposals.map((p) => (
            <li key={p.idoferta}>
              <ProposalCard proposal={p} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
