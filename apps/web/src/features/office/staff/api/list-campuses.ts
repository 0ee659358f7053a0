import { queryOptions, useQuery } from '@tanstack/react-query';
import { officeApi } from '../../../../office/office-api';

export interface TCampus {
  id: number;
  nombre: string;
}

/** GET /api/Gestion/sedes: the campuses a gestor may be scoped to. */
export async function listCampuses(): Promise<TCampus[]> {
  return (await officeApi.get<TCampus[]>('/api/Gestion/sedes')).datos;
}

export const campusesQuery = (lang: string) =>
  queryOptions({ queryKey: ['office', 'campuses', lang], queryFn: listCampuses, staleTime: 10 * 60_000 });

export function useCampuses(lang: string) {
  return useQuery(campusesQuery(lang));
}
