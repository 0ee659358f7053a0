import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProgrammeSummary } from '@portal/contracts/programmes/programmes.schemas';
import { api } from '../../../lib/api-client';
import { useSession, type TSessionRole, sessionScope } from '../../../lib/session';
import { PROGRAMMES_KEY } from './programme-keys';

/** A programme of the list: SPEC §3 pair (id, name), and for companies the adhesion state. */
export type TProgrammeListItem = Pick<TProgrammeSummary, 'id' | 'nombre'> &
  Partial<Pick<TProgrammeSummary, 'requiereAdhesion' | 'estadoAdhesion'>>;

/** SPEC §3/§9: programmes are sorted by name. */
export function sortByName<T extends { nombre: string }>(items: readonly T[], lang: string): T[] {
  return [...items].sort((a, b) => a.nombre.localeCompare(b.nombre, lang));
}

/**
 * Students: GET /api/Publico/programasPracticasActivos (the brand's active programmes); companies:
 * GET /api/Empresa/programasDeLaEmpresa (those open to companies, with my adhesion state).
 */
export async function getProgrammes(
  role: TSessionRole,
  lang: string,
  signal?: AbortSignal,
): Promise<TProgrammeListItem[]> {
  const path =
    role === 'company'
      ? '/api/Empresa/programasDeLaEmpresa'
      : `/api/Publico/programasPracticasActivos?lang=${lang === 'ca' ? 'ca' : 'es'}`;
  const { datos } = await api.get<TProgrammeListItem[] | null>(path, { signal });
  return sortByName(Array.isArray(datos) ? datos : [], lang);
}

export function programmesQueryOptions(role: TSessionRole, lang: string, session: string) {
  return queryOptions({
    queryKey: [...PROGRAMMES_KEY, 'list', role, lang, session],
    queryFn: ({ signal }) => getProgrammes(role, lang, signal),
  });
}

export function useProgrammes(lang: string) {
  const { role, token } = useSession();
  return useQuery({ ...programmesQueryOptions(role ?? 'student', lang, sessionScope(token)), enabled: role !== null });
}
