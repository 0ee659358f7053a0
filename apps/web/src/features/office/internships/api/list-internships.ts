import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TOfficeInternshipPage } from '@portal/contracts/office/internships.schemas';
import { officeApi } from '../../../../office/office-api';

/** The list's filters and page, as the URL keeps them. */
export const INTERNSHIP_FILTERS = ['q', 'estado', 'curso'] as const;
export type TInternshipFilter = Partial<Record<(typeof INTERNSHIP_FILTERS)[number], string>> & { pagina: number };

export const INTERNSHIPS_PAGE_SIZE = 25;

/** GET /api/Gestion/practicas: one page of the brand's internships. */
async function listInternships(filter: TInternshipFilter): Promise<TOfficeInternshipPage> {
  const query = new URLSearchParams({ tamano: String(INTERNSHIPS_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return (await officeApi.get<TOfficeInternshipPage>(`/api/Gestion/practicas?${query}`)).datos;
}

export function useInternships(filter: TInternshipFilter) {
  return useQuery(
    queryOptions({
      queryKey: ['office', 'internships', filter],
      queryFn: () => listInternships(filter),
      placeholderData: keepPreviousData,
    }),
  );
}
