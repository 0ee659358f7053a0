import {
  Badge,
  Button,
  Card,
  Chip,
  CloseButton,
  Drawer,
  Group,
  NativeSelect,
  Stack,
  Tabs,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TOfferFilters, TOfferKind } from '@portal/contracts/offers/offers.schemas';
import { useAppliedOffers } from '../api/get-applied-offers';
import { useMatchingOffers } from '../api/get-matching-offers';
import { useOfferPages } from '../api/get-offer-page';
import { SEARCH_HISTORY_KEY } from '../api/offer-keys';
import {
  hasFilters,
  listStateFromParams,
  listStateToParams,
  OFFER_SORTS,
  type TOfferListState,
  type TOfferSort,
} from '../utils/offer-filter-params';
import { sortByHighlightedDate, sortByDate } from '../utils/sort-offers';
import { readStoredFilters, storeFilters } from '../utils/offer-list-storage';
import { useFilterChips } from './filter-chips';
import { OfferFiltersForm } from './offer-filters-form';
import { retryOf } from '../../../ui/load-failed';
import { OfferList } from './offer-list';
import { SavedSearchesBar } from './saved-searches-bar';

type TMode = 'all' | 'matching';
/** #16 part 2: the filters kept in view besides the search box; the rest are in 'more filters'. */
const QUICK_FLAGS = ['omitirInscritos', 'internacional'] as const;

/**
 * SPEC §2 /ofertas-empleo, /propuesta-practicas, /propuesta-practicas-cfa: tabs for every offer or
 * those matching my CV (SPEC §4 Matching-offers mode), the filters, saved searches and history,
 * and paging. #16 part 2: results first; the search box and the main filters in view, the rest in
 * a 'more filters' drawer; active filters as removable chips; filters, sort and pages in the URL.
 */
export function OfferListView({ kind }: { kind: TOfferKind }) {
  const { t } = useTranslation('offers');
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<TMode>('all');
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => listStateFromParams(params, kind), [params, kind]);
  const { filters, sort } = state;
  const [moreOpen, setMoreOpen] = useState(false);
  const phone = useMediaQuery('(max-width: 48em)');
  const pages = useOfferPages(kind, filters, mode === 'all');
  const matching = useMatchingOffers(kind, mode === 'matching');
  const applied = useAppliedOffers();
  const chips = useFilterChips(kind, filters);

  // A plain link to the list (menu, breadcrumb) takes the filters this tab last used (SPEC §3).
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const stored = readStoredFilters(kind);
    if (params.toString() === '' && stored) setParams(new URLSearchParams(stored), { replace: true });
  }, [kind, params, setParams]);

  function go(next: TOfferListState, replace = false) {
    const query = listStateToParams(next, kind);
    setParams(query, { replace });
    storeFilters(kind, query.toString());
  }

  function apply(next: TOfferFilters) {
    const nextSort: TOfferSort = sort === 'relevancia' && !next.titulo ? 'destacadas' : sort;
    go({ filters: next, sort: nextSort, page: 1 });
    setMoreOpen(false);
    // The server records a filtered first page in the history.
    if (hasFilters(next, kind))
      window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: SEARCH_HISTORY_KEY }), 500);
  }

  // The pages of a restored URL ('pagina'), loaded one after another.
  const loadedPages = pages.data?.pages.length ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    if (mode === 'all' && loadedPages > 0 && loadedPages < state.page && hasNextPage && !isFetchingNextPage)
      void fetchNextPage();
  }, [mode, loadedPages, state.page, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const loaded = useMemo(() => pages.data?.pages.flatMap((p) => p.ofertas) ?? [], [pages.data]);
  const allLoaded = pages.isSuccess && !pages.hasNextPage;
  // The list API has no sort parameter: 'relevancia' keeps its order for a text search; the
  // others sort what is loaded, and SPEC §4's highlighted-date order applies once every page is in.
  const offers = useMemo(() => {
    if (sort === 'relevancia' && filters.titulo) return loaded;
    if (sort === 'recientes') return sortByDate(loaded);
    return allLoaded ? sortByHighlightedDate(loaded) : loaded;
  }, [sort, filters.titulo, allLoaded, loaded]);
  const total = pages.data?.pages[0]?.numTotal;
  const sorts = OFFER_SORTS.filter((s) => s !== 'relevancia' || filters.titulo);

  const [text, setText] = useState(filters.titulo ?? '');
  useEffect(() => setText(filters.titulo ?? ''), [filters.titulo]);
  function search(event: FormEvent) {
    event.preventDefault();
    const titulo = text.trim() || undefined;
    go({
      filters: { ...filters, titulo },
      sort: titulo ? 'relevancia' : sort === 'relevancia' ? 'destacadas' : sort,
      page: 1,
    });
  }

  return (
    <Stack gap="md">
      <Title order={1}>{t(`titles.${kind}`)}</Title>
      <Tabs value={mode} onChange={(v) => setMode(v === 'matching' ? 'matching' : 'all')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="all">{t('tabs.all')}</Tabs.Tab>
          <Tabs.Tab value="matching">{t('tabs.matching')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="all" pt="md">
          <Stack gap="sm">
            <form role="search" aria-label={t('toolbar.search')} onSubmit={search} className="offer-list-search">
              <Group gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  type="search"
                  style={{ flex: 1, minWidth: 0 }}
                  label={t('toolbar.search')}
                  placeholder={t('toolbar.placeholder')}
                  value={text}
                  onChange={(e) => setText(e.currentTarget.value)}
                  maxLength={100}
                />
                <Button type="submit">{t('filters.search')}</Button>
              </Group>
            </form>
            <Group gap="xs" wrap="wrap" justify="space-between">
              <Group gap="xs" wrap="wrap">
                {QUICK_FLAGS.map((name) => (
                  <Chip
                    key={name}
                    size="sm"
                    checked={filters[name] === true}
                    onChange={(on) => apply({ ...filters, [name]: on || undefined })}
                  >
                    {t(`quick.${name}`)}
                  </Chip>
                ))}
                <Button variant="default" size="xs" onClick={() => setMoreOpen(true)}>
                  {t('toolbar.more')}
                </Button>
              </Group>
              <NativeSelect
                size="xs"
                label={t('toolbar.sort')}
                value={sort}
                data={sorts.map((value) => ({ value, label: t(`sort.${value}`) }))}
                onChange={(e) => go({ ...state, sort: e.currentTarget.value as TOfferSort, page: state.page }, true)}
              />
            </Group>
            {chips.length > 0 && (
              <Group gap={6} wrap="wrap" aria-label={t('toolbar.active')} role="group">
                {chips.map((chip) => (
                  <Badge
                    key={chip.name}
                    variant="light"
                    size="lg"
                    tt="none"
                    data-testid="active-filter"
                    style={{ maxWidth: '100%' }}
                    rightSection={
                      <CloseButton
                        size="xs"
                        aria-label={t('toolbar.remove', { filter: chip.label })}
                        onClick={() => apply({ ...filters, [chip.name]: undefined })}
                      />
                    }
                  >
                    {chip.label}
                  </Badge>
                ))}
                <Button variant="subtle" size="compact-xs" onClick={() => apply({})}>
                  {t('filters.clear')}
                </Button>
              </Group>
            )}
            <OfferList
              offers={offers}
              applied={applied}
              loading={pages.isPending}
              failed={pages.isError && !pages.data ? retryOf(pages) : undefined}
              total={total}
              onLoadMore={
                pages.hasNextPage
                  ? () => go({ ...state, page: Math.max(state.page, loadedPages) + 1 }, true)
                  : undefined
              }
              loadingMore={pages.isFetchingNextPage}
            />
          </Stack>
          <Drawer
            opened={moreOpen}
            onClose={() => setMoreOpen(false)}
            title={t('toolbar.more')}
            position={phone ? 'bottom' : 'right'}
            size={phone ? '90%' : 'md'}
            closeButtonProps={{ 'aria-label': t('toolbar.close') }}
          >
            <Card padding={0}>
              <Stack gap="md">
                <SavedSearchesBar kind={kind} filters={filters} onApply={apply} />
                <OfferFiltersForm kind={kind} value={filters} onApply={apply} />
              </Stack>
            </Card>
          </Drawer>
        </Tabs.Panel>
        <Tabs.Panel value="matching" pt="md">
          <OfferList
            offers={sortByHighlightedDate(matching.data ?? [])}
            applied={applied}
            loading={matching.isPending}
            failed={matching.isError ? retryOf(matching) : undefined}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
