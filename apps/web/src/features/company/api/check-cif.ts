import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { COMPANY_KEY } from './company-keys';

/** GET /api/Empresa/existeCIF/{cif}/{code}: the fixed code is the brand key (docs/agreements.md). */
export async function cifExists(cif: string, brandKey: string, signal?: AbortSignal): Promise<boolean> {
  const path = `/api/Empresa/existeCIF/${encodeURIComponent(cif)}/${encodeURIComponent(brandKey)}`;
  const { datos } = await api.get<{ existe: boolean }>(path, { silent: true, signal });
  return datos.existe;
}

export function cifExistsQueryOptions(cif: string, brandKey: string) {
  return queryOptions({
    queryKey: [...COMPANY_KEY, 'cif-exists', brandKey, cif],
    queryFn: ({ signal }) => cifExists(cif, brandKey, signal),
    staleTime: 0,
  });
}

/** Looks a CIF up on demand (leaving the field, before sending); false when the lookup fails. */
export function useCifLookup(brandKey: string): (cif: string) => Promise<boolean> {
  const queryClient = useQueryClient();
  return useCallback(
    (cif: string) => queryClient.fetchQuery(cifExistsQueryOptions(cif, brandKey)).catch(() => false),
    [queryClient, brandKey],
  );
}
