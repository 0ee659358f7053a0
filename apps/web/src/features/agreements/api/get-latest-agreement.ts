import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TAgreementSigner } from '@portal/contracts/agreements/agreements.schemas';
import { api } from '../../../lib/api-client';
import { sessionScope } from '../../../lib/session';
import { AGREEMENTS_KEY } from './agreements-keys';

/** GET /api/Empresa/dameDetalleUltimoConvenioEmpresa: 'Rellenar datos' reads datos.datosFirmante (SPEC §7). */
export async function getLatestAgreementSigner(signal?: AbortSignal): Promise<TAgreementSigner | null> {
  const { datos } = await api.get<{ datosFirmante: TAgreementSigner | null }>(
    '/api/Empresa/dameDetalleUltimoConvenioEmpresa',
    { signal },
  );
  return datos?.datosFirmante ?? null;
}

/** Keyed by the session: personal data never outlives its user on the tab (issue #12 item 5). */
export function latestAgreementSignerQueryOptions(session: string = sessionScope()) {
  return queryOptions({
    queryKey: [...AGREEMENTS_KEY, 'latest-signer', session],
    queryFn: ({ signal }) => getLatestAgreementSigner(signal),
    staleTime: 0,
  });
}

/** Loads the signer on demand (the 'Rellenar datos' button), fresh each time. */
export function useLoadLatestAgreementSigner(): () => Promise<TAgreementSigner | null> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.fetchQuery(latestAgreementSignerQueryOptions()), [queryClient]);
}
