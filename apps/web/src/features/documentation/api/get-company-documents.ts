import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPracticeDocument } from '@portal/contracts/company-internships/company-internships.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_DOCUMENTS_KEY } from './company-documents-keys';

/** GET /api/Empresa/documentosAportados: the documents my company uploaded for itself. */
export async function getCompanyDocuments(signal?: AbortSignal): Promise<TPracticeDocument[]> {
  const { datos } = await api.get<TPracticeDocument[] | null>('/api/Empresa/documentosAportados', { signal });
  return Array.isArray(datos) ? datos : [];
}

export const companyDocumentsQueryOptions = queryOptions({
  queryKey: [...COMPANY_DOCUMENTS_KEY, 'uploaded'],
  queryFn: ({ signal }) => getCompanyDocuments(signal),
});

export function useCompanyDocuments() {
  return useQuery(companyDocumentsQueryOptions);
}
