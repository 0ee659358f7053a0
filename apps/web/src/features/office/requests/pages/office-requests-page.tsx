import {
  Badge,
  Button,
  Group,
  NativeSelect,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  REQUEST_KINDS,
  REQUEST_STATES,
  ZRequestKind,
  type TRequestKind,
} from '@portal/contracts/office/requests.schemas';
import type { TDashboardCounterKey } from '@portal/contracts/office/dashboard.schemas';
import { routePath } from '@portal/contracts/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useOfficeSession } from '../../../../office/office-session';
import { useOfficeSummary } from '../../../../office/use-office-summary';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { REQUEST_FILTERS, REQUESTS_PAGE_SIZE, useRequests, type TRequestFilter } from '../api/list-requests';
import { RequestsTable } from '../components/requests-table';

/** The dashboard counter of each kind: the waiting count beside each kind's link. */
const COUNTER_OF: Record<TRequestKind, TDashboardCounterKey> = {
  practicas: 'solicitudesPracticas',
  cambio: 'solicitudesCambioPracticas',
  educacion: 'solicitudesEducacion',
  baja: 'solicitudesBaja',
};

/**
 * /gestion/solicitudes (issue #14 part 5): the requests of one kind (the kind, filters, sort and
 * page live in the URL: `?tipo=practicas&estado=pendiente`, the dashboard's links).
 */
export default function OfficeRequestsPage() {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const session = useOfficeSession();
  const summary = useOfficeSummary(
    session?.perfil.idUsuario ?? 0,
    !!session?.perfil.permisos.includes('dashboard.read'),
  );
  const [params, setParams] = useSearchParams();
  const parsedKind = ZRequestKind.safeParse(params.get('tipo'));
  const kind: TRequestKind = parsedKind.success ? parsedKind.data : 'practicas';
  const pagina = Math.max(1, Number(params.get('pagina')) || 1);
  const filter: TRequestFilter = { pagina };
  for (const field of [...REQUEST_FILTERS, 'orden', 'dir'] as const) {
    const value = params.get(field);
    if (value) filter[field] = value;
  }
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(REQUEST_FILTERS.map((f) => [f, params.get(f) ?? ''])),
  );
  // The value is read now: the event's target is gone when React runs an updater function.
  const setField = (field: string, value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const requests = useRequests(kind, filter);
  const apply = (next: URLSearchParams) => setParams(next, { replace: true });
  const kindLink = (k: TRequestKind) => {
    const next = new URLSearchParams();
    next.set('tipo', k);
    if (filter.estado) next.set('estado', filter.estado);
    return `${routePath('office-requests', {}, lang)}?${next}`;
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('requests.title')}</Title>
      <nav aria-label={t('requests.kindsLabel')}>
        <Group gap="xs">
          {REQUEST_KINDS.map((k) => {
            const waiting = summary.data?.contadores.find((c) => c.clave === COUNTER_OF[k])?.total;
            return (
              <Button
                key={k}
                component={Link}
                to={kindLink(k)}
                size="xs"
                variant={k === kind ? 'filled' : 'default'}
                aria-current={k === kind ? 'page' : undefined}
                rightSection={
                  waiting ? (
                    <Badge size="xs" variant="white" c="dark" aria-label={t('nav.waiting', { count: waiting })}>
                      {waiting}
                    </Badge>
                  ) : null
                }
              >
                {t(`requests.kinds.${k}`)}
              </Button>
            );
          })}
        </Group>
      </nav>
      <form
        role="search"
        aria-label={t('requests.searchLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          const next = new URLSearchParams();
          next.set('tipo', kind);
          for (const field of REQUEST_FILTERS) if (draft[field]?.trim()) next.set(field, draft[field].trim());
          if (filter.orden) next.set('orden', filter.orden);
          if (filter.dir) next.set('dir', filter.dir);
          apply(next);
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t('requests.filters.q')}
            value={draft.q}
            onChange={(e) => setField('q', e.currentTarget.value)}
          />
          <NativeSelect
            label={t('requests.filters.estado')}
            value={draft.estado}
            onChange={(e) => setField('estado', e.currentTarget.value)}
            data={[
              { value: '', label: t('requests.any') },
              ...REQUEST_STATES.map((s) => ({ value: s, label: t(`requests.states.${s}`) })),
            ]}
          />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit">{t('search')}</Button>
        </Group>
      </form>
      {requests.data ? (
        <>
          <Text size="sm" role="status">
            {t('results', { count: requests.data.total })}
          </Text>
          <RequestsTable
            kind={kind}
            items={requests.data.items}
            staleAfter={summary.data?.diasAviso}
            orden={filter.orden ?? 'fecha'}
            dir={filter.dir ?? 'asc'}
            onSort={(sort) => {
              const next = new URLSearchParams(params);
              const current = filter.orden ?? 'fecha';
              next.set('orden', sort);
              next.set('dir', current === sort && (filter.dir ?? 'asc') === 'asc' ? 'desc' : 'asc');
              next.delete('pagina');
              apply(next);
            }}
          />
          {requests.data.total > REQUESTS_PAGE_SIZE && (
            <Pagination
              total={Math.ceil(requests.data.total / REQUESTS_PAGE_SIZE)}
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
