import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../i18n';

export interface TProgrammeOption {
  id: number;
  nombre: string;
}

/** GET /api/Publico/programasPracticasActivos: the programmes of the 'tituloPrograma' filter (SPEC §9). */
export async function getProgrammes(lang: string, signal?: AbortSignal): Promise<TProgrammeOption[]> {
  const { datos } = await api.get<TProgrammeOption[] | null>(`/api/Publico/programasPracticasActivos?lang=${lang}`, { silent: true, signal });
  return Array.isArray(datos) ? datos : [];
}

export function programmesQueryOptions(lang: string) {
  return queryOptions({ queryKey: ['offers', 'programmes', lang], queryFn: ({ signal }) => getProgrammes(lang, signal), staleTime: 60 * 60_000 });
}

export function useProgrammes(enabled: boolean) {
  const { lang } = useLanguage();
  return useQuery({ ...programmesQueryOptions(lang), enabled });
}
