import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TRequestKind, TRequestPage } from '@portal/contracts/office/requests.schemas';
import { officeApi } from '../../../../office/office-api';

/** The list's filters, sort and page, as the URL keeps them. */
export const REQUEST_FILTERS = ['estado', 'q'] as const;
export type TRequestFilter = Partial<Record<(typeof REQUEST_FILTERS)[number] | 'orden' | 'dir', string>> & {
  pagina: number;
};

export const REQUESTS_PAGE_SIZE = 25;

/** GET /api/Gestion/solicitudes/{tipo}: one page of the brand's requests of that kind. */
async function listRequests(kind: TRequestKind, filter: TRequestFilter): Promise<TRequestPage> {
  const query = new URLSearchParams({ tamano: String(REQUESTS_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return (await officeApi.get<TRequestPage>(`/api/Gestion/solicitudes/${kind}?${query}`)).datos;
}

export function useRequests(kind: TRequestKind, filter: TRequestFilter) {
  return useQuery(
    queryOptions({
      queryKey: ['office', 'requests', kind, filter],
      queryFn: () => listRequests(kind, filter),
      placeholderData: keepPreviousData,
    }),
  );
}
