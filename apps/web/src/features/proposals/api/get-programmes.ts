import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROPOSALS_KEY } from './proposals-keys';

export interface TProgrammeOption {
  id: number;
  nombre: string;
}

/** GET /api/Publico/programasPracticasActivos: the programmes an internship offer may belong to. */
export async function getProgrammes(signal?: AbortSignal): Promise<TProgrammeOption[]> {
  const { datos } = await api.get<TProgrammeOption[] | null>('/api/Publico/programasPracticasActivos', { silent: true, signal });
  return Array.isArray(datos) ? datos : [];
}

export const programmesQueryOptions = queryOptions({ queryKey: [...PROPOSALS_KEY, 'programmes'], queryFn: ({ signal }) => getProgrammes(signal), staleTime: 10 * 60_000 });

export function useProgrammes(enabled = true) {
  return useQuery({ ...programmesQueryOptions, enabled });
}
