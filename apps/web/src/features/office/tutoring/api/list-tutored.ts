import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTutoringPage } from '@portal/contracts/office/tutoring.schemas';
import { officeApi } from '../../../../office/office-api';

export const TUTORING_PAGE_SIZE = 25;

export interface TTutoringFilter {
  q?: string;
  pagina: number;
}

/** GET /api/Gestion/tutorias: the internships the signed-in tutor tutors. */
export const tutoredQuery = (filter: TTutoringFilter) =>
  queryOptions({
    queryKey: ['office', 'tutoring', 'list', filter],
    queryFn: async () => {
      const params = new URLSearchParams({ pagina: String(filter.pagina), tamano: String(TUTORING_PAGE_SIZE) });
      if (filter.q) params.set('q', filter.q);
      return (await officeApi.get<TTutoringPage>(`/api/Gestion/tutorias?${params}`)).datos;
    },
    placeholderData: keepPreviousData,
  });

export function useTutored(filter: TTutoringFilter) {
  return useQuery(tutoredQuery(filter));
}
