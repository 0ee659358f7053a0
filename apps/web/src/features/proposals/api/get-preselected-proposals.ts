import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZPreselectedProposal } from '@portal/contracts/proposals/preselected.schemas';
import { api } from '../../../lib/api-client';
import { PRESELECTED_KEY } from './proposals-keys';
import { useSessionScope } from '../../../lib/session';

export type TPreselectedProposal = z.infer<typeof ZPreselectedProposal>;

/** GET /api/Empresa/damePropuestasCandidatoPreseleccionado. */
export async function getPreselectedProposals(signal?: AbortSignal): Promise<TPreselectedProposal[]> {
  const { datos } = await api.get<{ propuestas: TPreselectedProposal[] }>(
    '/api/Empresa/damePropuestasCandidatoPreseleccionado',
    { signal },
  );
  return Array.isArray(datos?.propuestas) ? datos.propuestas : [];
}

export function preselectedProposalsQueryOptions(session: string) {
  return queryOptions({
    queryKey: [...PRESELECTED_KEY, 'list', session],
    queryFn: ({ signal }) => getPreselectedProposals(signal),
  });
}

export function usePreselectedProposals() {
  return useQuery(preselectedProposalsQueryOptions(useSessionScope()));
}
