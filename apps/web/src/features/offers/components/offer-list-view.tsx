import { Card, Stack, Tabs, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOfferFilters, TOfferKind } from '@portal/contracts/offers/offers.schemas';
import { useMatchingOffers } from '../api/get-matching-offers';
import { useOfferPages } from '../api/get-offer-page';
import { SEARCH_HISTORY_KEY } from '../api/offer-keys';
import { hasFilters } from '../utils/offer-filter-params';
import { sortByHighlightedDate } from '../utils/sort-offers';
import { OfferFiltersForm } from './offer-filters-form';
import { retryOf } from '../../../ui/load-failed';
import { OfferList } from './offer-list';
import { SavedSearchesBar } from './saved-searches-bar';

type TMode = 'all' | 'matching';
const STORE_KEY = (kind: TOfferKind) => `portal.offerFilters.${kind}`;

/** SPEC §3 Filter state: the filters survive a visit to an offer and back (this tab only). */
function readStored(kind: TOfferKind): TOfferFilters {
  try {
    const raw = sessionStorage.getItem(STORE_KEY(kind));
    return raw ? (JSON.parse(raw) as TOfferFilters) : {};
  } catch {
    return {};
  }
}

/**
 * SPEC §2 /ofertas-empleo, /propuesta-practicas, /propuesta-practicas-cfa: tabs for every offer or
 * those matching my CV (SPEC §4 Matching-offers mode), the filters, saved searches and history,
 * and paging; once every page is in, the list sorts by highlighted date (or date), newest first.
 */
export function OfferListView({ kind }: { kind: TOfferKind }) {
  const { t } = useTranslation('offers');
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<TMode>('all');
  const [filters, setFilters] = useState<TOfferFilters>(() => readStored(kind));
  const pages = useOfferPages(kind, filters, mode === 'all');
  const matching = useMatchingOffers(kind, mode === 'matching');

  function apply(next: TOfferFilters) {
    setFilters(next);
    try {
      sessionStorage.setItem(STORE_KEY(kind), JSON.stringify(next));
    } catch {
      // Without storage the filters last while the page is open.
    }
    // The server records a filtered first page in the history.
    if (hasFilters(next, kind))
      window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: SEARCH_HISTORY_KEY }), 500);
  }

  const loaded = useMemo(() => pages.data?.pages.flatMap((p) => p.ofertas) ?? [], [pages.data]);
  const allLoaded = pages.isSuccess && !pages.hasNextPage;
  const offers = useMemo(() => (allLoaded ? sortByHighlightedDate(loaded) : loaded), [allLoaded, loaded]);
  const total = pages.data?.pages[0]?.numTotal;

  return (
    <Stack gap="md">
      <Title order={1}>{t(`titles.${kind}`)}</Title>
      <Tabs value={mode} onChange={(v) => setMode(v === 'matching' ? 'matching' : 'all')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="all">{t('tabs.all')}</Tabs.Tab>
          <Tabs.Tab value="matching">{t('tabs.matching')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="all" pt="md">
          <Stack gap="md">
            <Card withBorder padding="md" radius="md">
              <Stack gap="md">
                <SavedSearchesBar kind={kind} filters={filters} onApply={apply} />
                <OfferFiltersForm kind={kind} value={filters} onApply={apply} />
              </Stack>
            </Card>
            <OfferList
              offers={offers}
              loading={pages.isPending}
              failed={pages.isError && !pages.data ? retryOf(pages) : undefined}
              total={total}
              onLoadMore={pages.hasNextPage ? () => void pages.fetchNextPage() : undefined}
              loadingMore={pages.isFetchingNextPage}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="matching" pt="md">
          <OfferList
            offers={sortByHighlightedDate(matching.data ?? [])}
            loading={matching.isPending}
            failed={matching.isError ? retryOf(matching) : undefined}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
