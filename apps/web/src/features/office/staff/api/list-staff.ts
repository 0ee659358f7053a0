import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TStaffPage } from '@portal/contracts/office/staff.schemas';
import { officeApi } from '../../../../office/office-api';

export interface TStaffFilter {
  q?: string;
  pagina: number;
}

/** GET /api/Gestion/personal: the brand's staff, one page. */
export async function listStaff(filter: TStaffFilter): Promise<TStaffPage> {
  const query = new URLSearchParams({
    pagina: String(filter.pagina),
    tamano: '25',
    ...(filter.q ? { q: filter.q } : {}),
  });
  return (await officeApi.get<TStaffPage>(`/api/Gestion/personal?${query}`)).datos;
}

export const staffListQuery = (filter: TStaffFilter) =>
  queryOptions({
    queryKey: ['office', 'staff', filter],
    queryFn: () => listStaff(filter),
    placeholderData: keepPreviousData,
  });

export function useStaffList(filter: TStaffFilter) {
  return useQuery(staffListQuery(filter));
}
