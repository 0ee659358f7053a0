import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TOfficeApplicationPage } from '@portal/contracts/office/applications.schemas';
import { officeApi } from '../../../../office/office-api';

/** The list's filters and page, as the URL keeps them (the export takes the same filters). */
export const APPLICATION_FILTERS = ['q', 'oferta', 'empresa', 'estado', 'titulacion'] as const;
export type TApplicationFilter = Partial<Record<(typeof APPLICATION_FILTERS)[number], string>> & { pagina: number };

export const APPLICATIONS_PAGE_SIZE = 25;

/** GET /api/Gestion/candidaturas: one page of the brand's applications, newest first (a scoped gestor: their campuses). */
async function listApplications(filter: TApplicationFilter): Promise<TOfficeApplicationPage> {
  const query = new URLSearchParams({ tamano: String(APPLICATIONS_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return (await officeApi.get<TOfficeApplicationPage>(`/api/Gestion/candidaturas?${query}`)).datos;
}

export function useApplications(filter: TApplicationFilter) {
  return useQuery(
    queryOptions({
      queryKey: ['office', 'applications', filter],
      queryFn: () => listApplications(filter),
      placeholderData: keepPreviousData,
    }),
  );
}
