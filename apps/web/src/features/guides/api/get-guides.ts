import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGuide } from '@portal/contracts/guides/guides.schemas';
import { api } from '../../../lib/api-client';

export const GUIDES_KEY = ['guides'] as const;

/** GET /api/Alumno/dameGuiaOrientacion: the brand's guides in the office's order. */
export async function getGuides(signal?: AbortSignal): Promise<TGuide[]> {
  const { datos } = await api.get<TGuide[] | null>('/api/Alumno/dameGuiaOrientacion', { signal });
  return Array.isArray(datos) ? datos : [];
}

export const guidesQueryOptions = queryOptions({
  queryKey: [...GUIDES_KEY, 'list'],
  queryFn: ({ signal }) => getGuides(signal),
  // The same for every student of the brand and rarely changed.
  staleTime: 5 * 60_000,
});

export function useGuides() {
  return useQuery(guidesQueryOptions);
}
