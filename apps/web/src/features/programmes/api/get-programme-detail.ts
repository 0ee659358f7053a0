import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProgrammeDetail } from '@portal/contracts/programmes/programmes.schemas';
import { api } from '../../../lib/api-client';
import { useSession, type TSessionRole, sessionScope } from '../../../lib/session';
import { programmeDetailKey, rolePrefix } from './programme-keys';

/** GET /api/{Alumno|Empresa}/detallePrograma/{id}; 63 (not found) is shown by the client's popup. */
export async function getProgrammeDetail(
  role: TSessionRole,
  id: number,
  signal?: AbortSignal,
): Promise<TProgrammeDetail> {
  const { datos } = await api.get<TProgrammeDetail>(`/api/${rolePrefix(role)}/detallePrograma/${id}`, { signal });
  return datos;
}

export function programmeDetailQueryOptions(role: TSessionRole, id: number, lang: string, session: string) {
  return queryOptions({
    queryKey: programmeDetailKey(role, id, lang, session),
    queryFn: ({ signal }) => getProgrammeDetail(role, id, signal),
  });
}

export function useProgrammeDetail(id: number, lang: string) {
  const { role, token } = useSession();
  return useQuery({
    ...programmeDetailQueryOptions(role ?? 'student', id, lang, sessionScope(token)),
    enabled: role !== null && id > 0,
  });
}
