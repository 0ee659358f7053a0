import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMissingPersonalData, type TMissingPersonalData } from '@portal/contracts/cv/cv.schemas';
import { api } from '../../../lib/api-client';
import { MISSING_DATA_KEY } from './cv-keys';

/**
 * GET /api/Alumno/faltanDatosPersonalesObligatorios (SPEC §2 Popups). Silent: the popups decide
 * what to show (its aviso 518 is the social-security request, shown by the popups themselves).
 */
export async function getMissingPersonalData(signal?: AbortSignal): Promise<TMissingPersonalData> {
  const { datos } = await api.get('/api/Alumno/faltanDatosPersonalesObligatorios', {
    silent: true,
    signal,
    schema: ZMissingPersonalData,
  });
  return datos;
}

export function missingPersonalDataQueryOptions(session: string) {
  return queryOptions({
    queryKey: [...MISSING_DATA_KEY, session],
    queryFn: ({ signal }) => getMissingPersonalData(signal),
    staleTime: Infinity,
    retry: false,
  });
}

export function useMissingPersonalData(session: string, enabled: boolean) {
  return useQuery({ ...missingPersonalDataQueryOptions(session), enabled });
}
