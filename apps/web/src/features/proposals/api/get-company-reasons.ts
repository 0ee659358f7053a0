import { useQuery } from '@tanstack/react-query';
import type { TMotivoCambioEstado } from '@portal/contracts/domains/domains.schemas';
import { REJECTION_STATE } from '@portal/contracts/limits';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../i18n';

/**
 * GET /api/Dominios/tipoMotivoCambioEstadoCandidatura?ambito=empresa: the company's reasons, kept to
 * state 17 (SPEC §3 Rejection reason). The board and the bulk change ask it once for several
 * candidates, where the drawer reads the same list from one candidate.
 */
async function getCompanyReasons(lang: string, signal?: AbortSignal): Promise<TMotivoCambioEstado[]> {
  const { datos } = await api.get<TMotivoCambioEstado[]>(
    `/api/Dominios/tipoMotivoCambioEstadoCandidatura?ambito=empresa&lang=${lang}`,
    { signal },
  );
  return (Array.isArray(datos) ? datos : []).filter((m) => m.idEstado === REJECTION_STATE);
}

export function useCompanyReasons(enabled: boolean) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: ['domains', 'company-rejection-reasons', lang],
    queryFn: ({ signal }) => getCompanyReasons(lang, signal),
    staleTime: 60 * 60_000,
    enabled,
  });
}
