import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
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
import { OFFICE_OFFER_SORTS, type TOfferRejectReason } from '@portal/contracts/office/offers.schemas';
import { OFFER_STATES } from '@portal/contracts/proposals/states';
import { routePath } from '@portal/contracts/routes';
import { officeApi } from '../../../../office/office-api';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { OfficePagination } from '../../../../office/office-pagination';
import { useExportColumnLabels } from '../../../../ui/exports/column-label';
import { ExportMenu } from '../../../../ui/exports/export-menu';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { OFFERS_PAGE_SIZE, useDecideOffers, useOfficeOffers, type TOfficeOfferFilter } from '../api/office-offers';
import { RejectDialog } from '../components/decision-dialogs';
import { StatusBadge } from '../../../../ui/status-badge';
import { offerStateTone } from '../../../../lib/offer-state-tone';

const TYPES = ['practicas', 'empleo', 'alternancia'] as const;

/**
 * /gestion/ofertas (issue #14 '3. Offers'): the offers waiting for validation (or of another state),
 * a dense table with row selection for bulk approve and reject; filters live in the URL.
 */
export default function OfficeOffersPage() {
  const { t, i18n } = useTranslation('office');
  const th = useExportColumnLabels('ofertas');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const [params, setParams] = useSearchParams();
  const filter: TOfficeOfferFilter = { pagina: Math.max(1, Number(params.get('pagina')) || 1) };
  for (const field of ['q', 'estado', 'tipo', 'orden'] as const) {
    const value = params.get(field);
    if (value) filter[field] = value;
  }
  const estado = filter.estado ?? 'pendiente_validacion';
  const offers = useOfficeOffers(filter);
  const bulk = useDecideOffers();
  const [q, setQ] = useState(params.get('q') ?? '');
  const [selected, setSelected] = useState<number[]>([]);
  const [rejecting, setRejecting] = useState(false);
  const [outcome, setOutcome] = useState<{
    ok: number;
    total: number;
    failed: { id: number; status: number }[];
  } | null>(null);

  const apply = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('pagina' in changes)) next.delete('pagina');
    setSelected([]);
    setParams(next, { replace: true });
  };

  const pageIds = offers.data?.items.map((i) => i.idOferta) ?? [];
  const selectable = estado === 'pendiente_validacion';
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));

  async function runBulk(
    decision: { kind: 'aprobar' } | { kind: 'rechazar'; codigoMotivo: TOfferRejectReason; comentario?: string },
  ) {
    try {
      const result = await bulk.mutateAsync({ decision, ids: selected });
      const failed = result.resultados.filter((r) => r.status !== 0).map((r) => ({ id: r.idOferta, status: r.status }));
      setOutcome({ ok: result.resultados.length - failed.length, total: result.resultados.length, failed });
      setSelected([]);
      setRejecting(false);
    } catch {
      // The API client shows the catalogue popup.
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('offers.title')}</Title>
        {/* #17 'Exports' (continued): the rows of the page's filters. */}
        <ExportMenu
          lista="ofertas"
          path="/api/Gestion/ofertas/exportar"
          filters={{ q: filter.q, estado: filter.estado, tipo: filter.tipo }}
          client={officeApi}
        />
      </Group>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          apply({ q: q.trim() || undefined });
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <TextInput label={t('offers.filters.q')} value={q} onChange={(e) => setQ(e.currentTarget.value)} />
          <NativeSelect
            label={t('offers.filters.estado')}
            value={estado}
            onChange={(e) =>
              apply({ estado: e.currentTarget.value === 'pendiente_validacion' ? undefined : e.currentTarget.value })
            }
            data={OFFER_STATES.map((s) => ({ value: s, label: t(`offers.states.${s}`) }))}
          />
          <NativeSelect
            label={t('offers.filters.tipo')}
            value={filter.tipo ?? ''}
            onChange={(e) => apply({ tipo: e.currentTarget.value || undefined })}
            data={[
              { value: '', label: t('offers.filters.all') },
              ...TYPES.map((k) => ({ value: k, label: t(`offers.types.${k}`) })),
            ]}
          />
          <NativeSelect
            label={t('offers.filters.orden')}
            value={filter.orden ?? 'antiguedad'}
            onChange={(e) =>
              apply({ orden: e.currentTarget.value === 'antiguedad' ? undefined : e.currentTarget.value })
            }
            data={OFFICE_OFFER_SORTS.map((s) => ({ value: s, label: t(`offers.sorts.${s}`) }))}
          />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit">{t('search')}</Button>
        </Group>
      </form>
      {outcome && (
        <Alert
          color={outcome.failed.length ? 'yellow' : 'green'}
          role="status"
          withCloseButton
          closeButtonLabel={t('offers.cancel')}
          onClose={() => setOutcome(null)}
        >
          <Text size="sm">{t('offers.bulkDone', { ok: outcome.ok, total: outcome.total })}</Text>
          {outcome.failed.map((f) => (
            <Text size="sm" key={f.id}>
              {t('offers.bulkFailed', { id: f.id, reason: f.status })}
            </Text>
          ))}
        </Alert>
      )}
      {selectable && (
        <Group gap="sm">
          <Text size="sm" aria-live="polite">
            {t('offers.selected', { count: selected.length })}
          </Text>
          <Button
            size="xs"
            disabled={selected.length === 0}
            loading={bulk.isPending && !rejecting}
            onClick={() => void runBulk({ kind: 'aprobar' })}
          >
            {t('offers.bulkApprove')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="outline"
            disabled={selected.length === 0}
            onClick={() => setRejecting(true)}
          >
            {t('offers.bulkReject')}
          </Button>
        </Group>
      )}
      {offers.data ? (
        <>
          <Text size="sm">{t('results', { count: offers.data.total })}</Text>
          {offers.data.items.length === 0 ? (
            <Text>{t('offers.empty')}</Text>
          ) : (
            <OfficeTableWrap label={t('offers.caption')}>
              <Table striped verticalSpacing="xs" fz="sm">
                <Table.Caption>{t('offers.caption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    {selectable && (
                      <Table.Th scope="col">
                        <Checkbox
                          aria-label={t('offers.selectAll')}
                          checked={allSelected}
                          indeterminate={!allSelected && selected.length > 0}
                          onChange={() => setSelected(allSelected ? [] : pageIds)}
                        />
                      </Table.Th>
                    )}
                    {/* #17 'Exports': the headers are the export's declared labels. */}
                    {(['titulo', 'empresa', 'tipo', 'estado', 'diasEsperando'] as const).map((col) => (
                      <Table.Th scope="col" key={col}>
                        {th(col)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {offers.data.items.map((row) => (
                    <Table.Tr key={row.idOferta}>
                      {selectable && (
                        <Table.Td>
                          <Checkbox
                            aria-label={t('offers.selectOne', { title: row.titulo })}
                            checked={selected.includes(row.idOferta)}
                            onChange={(e) => {
                              const on = e.currentTarget.checked;
                              setSelected((s) => (on ? [...s, row.idOferta] : s.filter((id) => id !== row.idOferta)));
                            }}
                          />
                        </Table.Td>
                      )}
                      <Table.Td>
                        <Anchor component={Link} to={routePath('office-offer', { idOferta: row.idOferta }, lang)}>
                          {row.titulo}
                        </Anchor>
                        {row.decision && (
                          <Text size="xs" c="dimmed">
                            {t(`offers.decision.${row.decision.tipo}`)}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{row.empresa}</Table.Td>
                      <Table.Td>{t(`offers.types.${row.tipo}`, { defaultValue: row.tipo })}</Table.Td>
                      <Table.Td>
                        <StatusBadge tone={offerStateTone(row.estado)} size="sm">
                          {t(`offers.states.${row.estado}`)}
                        </StatusBadge>
                      </Table.Td>
                      <Table.Td>{row.diasEsperando}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </OfficeTableWrap>
          )}
          <OfficePagination
            total={offers.data.total}
            pageSize={OFFERS_PAGE_SIZE}
            page={filter.pagina}
            onPage={(page) => apply({ pagina: page > 1 ? String(page) : undefined })}
          />
        </>
      ) : (
        <LoadingPlaceholders />
      )}
      {rejecting && (
        <RejectDialog
          busy={bulk.isPending}
          onClose={() => setRejecting(false)}
          onConfirm={(codigoMotivo, comentario) =>
            void runBulk({ kind: 'rechazar', codigoMotivo, ...(comentario ? { comentario } : {}) })
          }
        />
      )}
    </Stack>
  );
}
