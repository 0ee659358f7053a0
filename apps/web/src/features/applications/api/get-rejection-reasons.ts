import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMotivoCambioEstado } from '@portal/contracts/domains/domains.schemas';
import { REJECTION_STATE } from '@portal/contracts/limits';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../i18n';

/** GET /api/Dominios/tipoMotivoCambioEstadoCandidatura (SPEC §3 Rejection reason). */
export async function getRejectionReasons(lang: string, signal?: AbortSignal): Promise<TMotivoCambioEstado[]> {
  const { datos } = await api.get<TMotivoCambioEstado[]>(
    `/api/Dominios/tipoMotivoCambioEstadoCandidatura?lang=${lang}`,
    { signal },
  );
  return Array.isArray(datos) ? datos : [];
}

/** SPEC §4 Pre-enrolment: reasons of state 17 for the offer's profile (1 employment, else 2), or with no profile. */
export function reasonsFor(reasons: readonly TMotivoCambioEstado[], idPerfil: number): TMotivoCambioEstado[] {
  const profile = idPerfil === 1 ? 1 : 2;
  return reasons.filter((r) => r.idEstado === REJECTION_STATE && (r.idPerfil === null || r.idPerfil === profile));
}

export function rejectionReasonsQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['domains', 'rejection-reasons', lang],
    queryFn: ({ signal }) => getRejectionReasons(lang, signal),
    staleTime: 60 * 60_000,
  });
}

export function useRejectionReasons(enabled: boolean) {
  const { lang } = useLanguage();
  return useQuery({ ...rejectionReasonsQueryOptions(lang), enabled });
}
