import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TStudentSheet } from '@portal/contracts/office/students.schemas';
import { officeApi } from '../../../../office/office-api';

/** GET /api/Gestion/alumnos/{id}: the student's sheet. */
export const studentQuery = (id: number) =>
  queryOptions({
    queryKey: ['office', 'student', id],
    queryFn: async () => (await officeApi.get<TStudentSheet>(`/api/Gestion/alumnos/${id}`)).datos,
  });

export function useStudent(id: number) {
  return useQuery(studentQuery(id));
}
