import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOfferDetail } from '@portal/contracts/offers/offers.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_OFFERS_KEY } from './proposals-keys';
import { useSessionScope } from '../../../lib/session';

/** GET /api/Empresa/dameDatosProcesoComoAlumno/{id}: my offer as a student sees it (/visor-oferta). */
export async function getProposalAsStudent(ref: string, signal?: AbortSignal): Promise<TOfferDetail> {
  const { datos } = await api.get<TOfferDetail>(`/api/Empresa/dameDatosProcesoComoAlumno/${encodeURIComponent(ref)}`, {
    signal,
  });
  return datos;
}

export function proposalAsStudentQueryOptions(ref: string, session: string) {
  return queryOptions({
    queryKey: [...COMPANY_OFFERS_KEY, 'as-student', session, ref],
    queryFn: ({ signal }) => getProposalAsStudent(ref, signal),
  });
}

export function useProposalAsStudent(ref: string | undefined) {
  return useQuery({ ...proposalAsStudentQueryOptions(ref ?? '', useSessionScope()), enabled: !!ref });
}
