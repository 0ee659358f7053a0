import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDominios } from '@portal/contracts/domains/domains.schemas';
import { useLanguage, type TLanguage } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { PROPOSALS_KEY } from './proposals-keys';

/** GET /api/Dominios/dominios/{lang}: every reference list (degrees, provinces, contract types...). */
export async function getDomains(lang: TLanguage, signal?: AbortSignal): Promise<TDominios> {
  const { datos } = await api.get<TDominios>(`/api/Dominios/dominios/${lang}`, { signal });
  return datos;
}

export function domainsQueryOptions(lang: TLanguage) {
  // Reference lists change only with a release.
  return queryOptions({ queryKey: [...PROPOSALS_KEY, 'domains', lang], queryFn: ({ signal }) => getDomains(lang, signal), staleTime: Infinity });
}

export function useDomains() {
  const { lang } = useLanguage();
  return useQuery(domainsQueryOptions(lang));
}
