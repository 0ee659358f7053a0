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
  return queryOptions({
    queryKey: [...DOMAINS_KEY, lang],
    queryFn: ({ signal }) => getDomains(lang, signal),
    staleTime: Infinity,
  });
}

/** The reference lists in the person's language, refetched when the language changes. */
export function useDomains() {
  const { lang } = useLanguage();
  return useQuery(domainsQueryOptions(lang));
}

/** A programme an offer may belong to (SPEC §3 pair: id, name). */
export interface TProgrammeOption {
  id: number;
  nombre: string;
}

/**
 * GET /api/Publico/programasPracticasActivos (SPEC §7): the brand's active internship programmes,
 * named in the person's language; the list of the offer filters and of the offer form. Silent: a
 * failed load leaves the select empty.
 */
export async function getActiveProgrammes(lang: TLanguage, signal?: AbortSignal): Promise<TProgrammeOption[]> {
  const { datos } = await api.get<TProgrammeOption[] | null>(`/api/Publico/programasPracticasActivos?lang=${lang}`, {
    silent: true,
    signal,
  });
  return Array.isArray(datos) ? datos : [];
}

export function activeProgrammesQueryOptions(lang: TLanguage) {
  return queryOptions({
    queryKey: ['active-programmes', lang],
    queryFn: ({ signal }) => getActiveProgrammes(lang, signal),
    staleTime: 10 * 60_000,
  });
}

export function useActiveProgrammes(enabled = true) {
  const { lang } = useLanguage();
  return useQuery({ ...activeProgrammesQueryOptions(lang), enabled });
}
