import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTitulacionList, type TTitulacion } from '@portal/contracts/domains/domains.schemas';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../i18n';

/** GET /api/Dominios/titulaciones/{lang} (SPEC §7): the degrees of this university. */
export async function getDegrees(lang: string, signal?: AbortSignal): Promise<TTitulacion[]> {
  const { datos } = await api.get(`/api/Dominios/titulaciones/${lang}`, { signal, schema: ZTitulacionList });
  return datos;
}

export function degreesQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['degrees', lang],
    queryFn: ({ signal }) => getDegrees(lang, signal),
    staleTime: 60 * 60_000,
  });
}

export function useDegrees() {
  const { lang } = useLanguage();
  return useQuery(degreesQueryOptions(lang));
}
