import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOfficeInternshipSheet } from '@portal/contracts/office/internships.schemas';
import { officeApi } from '../../../../office/office-api';

/** GET /api/Gestion/practicas/{id}: the internship sheet with its amendments and timeline. */
export const internshipQuery = (id: number) =>
  queryOptions({
    queryKey: ['office', 'internship', id],
    queryFn: async () => (await officeApi.get<TOfficeInternshipSheet>(`/api/Gestion/practicas/${id}`)).datos,
  });

export function useInternship(id: number, enabled = true) {
  return useQuery({ ...internshipQuery(id), enabled });
}
