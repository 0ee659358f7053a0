import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TProposalList } from '@portal/contracts/proposals/proposals.schemas';
import type { TProposalKind } from '@portal/contracts/proposals/offer-form.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_OFFERS_KEY } from './proposals-keys';
import { useSessionScope } from '../../../lib/session';

/** SPEC §3 filter state 'misofertas' as the list page keeps it (in its address). */
export interface TProposalFilters {
  estado: number[];
  tipo?: TProposalKind;
  titulo?: string;
  fecha?: string;
  omitirLeidos?: boolean;
  soloConCandidatos?: boolean;
  caducanPronto?: boolean;
}

export function proposalsQueryString(filters: TProposalFilters): string {
  const params = new URLSearchParams();
  if (filters.estado.length > 0) params.set('estado', filters.estado.join(','));
  if (filters.tipo) params.set('tipo', filters.tipo);
  if (filters.titulo?.trim()) params.set('titulo', filters.titulo.trim());
  if (filters.fecha) params.set('fecha', filters.fecha);
  for (const flag of ['omitirLeidos', 'soloConCandidatos', 'caducanPronto'] as const)
    if (filters[flag]) params.set(flag, '1');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** GET /api/Empresa/dameProcesosEmpleoYpracticas with the SPEC §2 company filters. */
export async function getProposals(filters: TProposalFilters, signal?: AbortSignal): Promise<TProposalList> {
  const { datos } = await api.get<TProposalList>(
    `/api/Empresa/dameProcesosEmpleoYpracticas${proposalsQueryString(filters)}`,
    { signal },
  );
  return { procesos: Array.isArray(datos?.procesos) ? datos.procesos : [], numTotal: datos?.numTotal ?? 0 };
}

export function proposalsQueryOptions(filters: TProposalFilters, session: string) {
  return queryOptions({
    queryKey: [...COMPANY_OFFERS_KEY, 'list', session, filters],
    queryFn: ({ signal }) => getProposals(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProposals(filters: TProposalFilters) {
  return useQuery(proposalsQueryOptions(filters, useSessionScope()));
}
