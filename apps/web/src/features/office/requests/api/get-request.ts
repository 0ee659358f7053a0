import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRequestKind, TRequestSheet } from '@portal/contracts/office/requests.schemas';
import { officeApi } from '../../../../office/office-api';

/** GET /api/Gestion/solicitudes/{tipo}/{id}: the request's sheet with its timeline. */
export const requestQuery = (kind: TRequestKind, id: number) =>
  queryOptions({
    queryKey: ['office', 'request', kind, id],
    queryFn: async () => (await officeApi.get<TRequestSheet>(`/api/Gestion/solicitudes/${kind}/${id}`)).datos,
  });

export function useRequest(kind: TRequestKind, id: number) {
  return useQuery(requestQuery(kind, id));
}
