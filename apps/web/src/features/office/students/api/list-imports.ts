import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TStudentImportList } from '@portal/contracts/office/students.schemas';
import { officeApi } from '../../../../office/office-api';

/** GET /api/Gestion/alumnos/importaciones: the brand's latest imports. */
export function useImports() {
  return useQuery(
    queryOptions({
      queryKey: ['office', 'student-imports'],
      queryFn: async () => (await officeApi.get<TStudentImportList>('/api/Gestion/alumnos/importaciones')).datos,
    }),
  );
}
