import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSedeList, ZTitulacionList } from '@portal/contracts/domains/domains.schemas';
import { api } from '../../../../lib/api-client';

/** GET /api/Dominios/titulaciones/{lang} and /api/Dominios/sedes: the filters' degrees and campuses. */
export function useReferenceLists(lang: string) {
  const degrees = useQuery(
    queryOptions({
      queryKey: ['office', 'degrees', lang],
      queryFn: async ({ signal }) =>
        (await api.get(`/api/Dominios/titulaciones/${lang}`, { signal, schema: ZTitulacionList })).datos,
      staleTime: 60 * 60_000,
    }),
  );
  const campuses = useQuery(
    queryOptions({
      queryKey: ['office', 'campuses', lang],
      queryFn: async ({ signal }) =>
        (await api.get(`/api/Dominios/sedes?lang=${lang}`, { signal, schema: ZSedeList })).datos,
      staleTime: 60 * 60_000,
    }),
  );
  return { degrees: degrees.data ?? [], campuses: campuses.data ?? [] };
}
