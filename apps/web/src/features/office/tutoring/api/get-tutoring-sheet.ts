import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTutoringSheet } from '@portal/contracts/office/tutoring.schemas';
import { officeApi } from '../../../../office/office-api';

/** GET /api/Gestion/tutorias/{id}: the internship sheet for its academic tutor. */
export const tutoringSheetQuery = (id: number) =>
  queryOptions({
    queryKey: ['office', 'tutoring', 'sheet', id],
    queryFn: async () => (await officeApi.get<TTutoringSheet>(`/api/Gestion/tutorias/${id}`)).datos,
  });

export function useTutoringSheet(id: number) {
  return useQuery(tutoringSheetQuery(id));
}
