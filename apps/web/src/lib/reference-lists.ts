import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDominios } from '@portal/contracts/domains/domains.schemas';
import { useLanguage, type TLanguage } from '../i18n';
import { api } from './api-client';

/**
 * The one cache key of the reference lists (issue #13): every feature reading
 * GET /api/Dominios/dominios/{lang} shares one entry per language.
 */
export const DOMAINS_KEY = ['domains'] as const;

/**
 * GET /api/Dominios/dominios/{lang} (SPEC §7): every reference list (provinces, countries,
 * sectors, company and society types, degrees, contract types, languages...).
 */
export async function getDomains(lang: TLanguage, signal?: AbortSignal): Promise<TDominios> {
  const { datos } = await api.get<TDominios>(`/api/Dominios/dominios/${lang}`, { signal });
  return datos;
}

export function domainsQueryOptions(lang: TLanguage) {
  // Reference lists change only with a release.
  return queryOptions({ queryKey: [...DOMAINS_KEY, lang], queryFn: ({ signal }) => getDomains(lang, signal), staleTime: Infinity });
}

/** The reference lists in the person's language, refetched when the language changes. */
export function useDomains() {
  const { lang } = useLanguage();
  return useQuery(domainsQueryOptions(lang));
}
