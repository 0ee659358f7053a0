import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TDominios } from '@portal/contracts/domains/domains.schemas';
import { api } from '../../../lib/api-client';

/** GET /api/Dominios/dominios/{lang} (SPEC §7): the reference lists of the CV's selects. */
export async function getDomains(lang: string, signal?: AbortSignal): Promise<TDominios> {
  const { datos } = await api.get<TDominios>(`/api/Dominios/dominios/${lang}`, { signal });
  return datos;
}

export function domainsQueryOptions(lang: string) {
  return queryOptions({ queryKey: ['domains', lang], queryFn: ({ signal }) => getDomains(lang, signal), staleTime: 60 * 60_000 });
}

export function useDomains() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'ca' ? 'ca' : 'es';
  return useQuery(domainsQueryOptions(lang));
}
