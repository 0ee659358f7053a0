import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEventEnrolment } from '@portal/contracts/office/content.schemas';
import { officeApi } from '../../../../office/office-api';
import { contentKey } from './content-kinds';

export const enrolmentsKey = (id: number) => [...contentKey('eventos'), 'enrolments', id] as const;

/** GET /api/Gestion/contenidos/eventos/{id}/inscritos: the people enrolled, with their attendance. */
async function listEnrolments(id: number): Promise<TEventEnrolment[]> {
  return (await officeApi.get<TEventEnrolment[]>(`/api/Gestion/contenidos/eventos/${id}/inscritos`)).datos;
}

export function useEventEnrolments(id: number) {
  return useQuery(queryOptions({ queryKey: enrolmentsKey(id), queryFn: () => listEnrolments(id) }));
}
