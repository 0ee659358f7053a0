import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZCompanyInternshipWithDocs } from '@portal/contracts/company-internships/company-internships.schemas';
import { api } from '../../../lib/api-client';
import { sessionScope, useSessionScope } from '../../../lib/session';
import { COMPANY_INTERNSHIPS_KEY } from './internships-keys';

export type TInternshipWithDocs = z.infer<typeof ZCompanyInternshipWithDocs>;

/** GET /api/Empresa/damePracticasIncluyeDocumentacion: my internships, each with its documents. */
export async function getInternshipsWithDocuments(signal?: AbortSignal): Promise<TInternshipWithDocs[]> {
  const { datos } = await api.get<TInternshipWithDocs[]>('/api/Empresa/damePracticasIncluyeDocumentacion', { signal });
  return Array.isArray(datos) ? datos : [];
}

/** Keyed by the session: personal data never outlives its user on the tab (issue #12 item 5). */
export function internshipsWithDocumentsQueryOptions(session: string = sessionScope()) {
  return queryOptions({
    queryKey: [...COMPANY_INTERNSHIPS_KEY, 'with-documents', session],
    queryFn: ({ signal }) => getInternshipsWithDocuments(signal),
  });
}

export function useInternshipsWithDocuments() {
  return useQuery(internshipsWithDocumentsQueryOptions(useSessionScope()));
}
