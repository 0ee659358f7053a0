import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TStudentPage } from '@portal/contracts/office/students.schemas';
import { officeApi } from '../../../../office/office-api';

/** The list's filters, sort and page, as the URL keeps them. */
export const STUDENT_FILTERS = ['q', 'titulacion', 'sede', 'curso', 'promocion', 'estado'] as const;
export type TStudentFilter = Partial<Record<(typeof STUDENT_FILTERS)[number] | 'orden' | 'dir', string>> & {
  pagina: number;
};

export const STUDENTS_PAGE_SIZE = 25;

/** GET /api/Gestion/alumnos: one page of the brand's students (a scoped gestor: their campuses). */
async function listStudents(filter: TStudentFilter): Promise<TStudentPage> {
  const query = new URLSearchParams({ tamano: String(STUDENTS_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return (await officeApi.get<TStudentPage>(`/api/Gestion/alumnos?${query}`)).datos;
}

export function useStudents(filter: TStudentFilter) {
  return useQuery(
    queryOptions({
      queryKey: ['office', 'students', filter],
      queryFn: () => listStudents(filter),
      placeholderData: keepPreviousData,
    }),
  );
}
