import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZRequestedProcessDocuments } from '@portal/contracts/internships/internships.schemas';
import { api } from '../../../lib/api-client';
import { sessionScope, useSession } from '../../../lib/session';

export type TRequestedProcessDocuments = z.infer<typeof ZRequestedProcessDocuments>;

export const DOCUMENTATION_KEY = ['documentation'] as const;

/** GET /api/Alumno/documentacionDeProcesosSolicitada: per offer I am in, the documents it asks for and whether I have them. */
export async function getRequestedProcessDocuments(signal?: AbortSignal): Promise<TRequestedProcessDocuments> {
  const { datos } = await api.get<TRequestedProcessDocuments | null>('/api/Alumno/documentacionDeProcesosSolicitada', {
    signal,
  });
  return Array.isArray(datos) ? datos : [];
}

export function requestedProcessDocumentsQueryOptions(session: string) {
  return queryOptions({
    queryKey: [...DOCUMENTATION_KEY, 'process-documents', session],
    queryFn: ({ signal }) => getRequestedProcessDocuments(signal),
  });
}

export function useRequestedProcessDocuments() {
  const { role, token } = useSession();
  return useQuery({ ...requestedProcessDocumentsQueryOptions(sessionScope(token)), enabled: role === 'student' });
}
