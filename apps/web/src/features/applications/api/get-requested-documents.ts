import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { APPLICATIONS_KEY } from './application-keys';
import { useSessionScope } from '../../../lib/session';

export interface TRequestedProcessDocuments {
  idOferta: number;
  urlAcceso: string;
  titulo: string;
  documentos: Array<{ idTipoDocumento: number; descripcion: string; aportado: boolean }>;
}

/** GET documentacionDeProcesosSolicitada: the documents the offers I applied to ask for. */
export async function getRequestedDocuments(signal?: AbortSignal): Promise<TRequestedProcessDocuments[]> {
  const { datos } = await api.get<TRequestedProcessDocuments[]>('/api/Alumno/documentacionDeProcesosSolicitada', {
    signal,
  });
  return Array.isArray(datos) ? datos : [];
}

export function requestedDocumentsQueryOptions(session: string) {
  return queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'documents', session],
    queryFn: ({ signal }) => getRequestedDocuments(signal),
  });
}

export function useRequestedDocuments() {
  return useQuery(requestedDocumentsQueryOptions(useSessionScope()));
}
