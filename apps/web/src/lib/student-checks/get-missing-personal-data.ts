import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMissingPersonalData, type TMissingPersonalData } from '@portal/contracts/cv/cv.schemas';
import { api } from '../api-client';

/**
 * Shared by the CV page, the shell's popups and the home's documentation reminder (one query key, one
 * request per session: issue #16 part 9 found the home asking it twice under two keys). Under the
 * CV's key (['cv', ...]), so every CV write refreshes it.
 */
const MISSING_DATA_KEY = ['cv', 'missing-personal-data'] as const;

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
