import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPracticeDocument } from '@portal/contracts/company-internships/company-internships.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_DOCUMENTS_KEY } from './company-documents-keys';

/** GET /api/Empresa/dameAnexosPracticas: the university's internship annexes (models to fill in). */
export async function getUniversityAnnexes(signal?: AbortSignal): Promise<TPracticeDocument[]> {
  const { datos } = await api.get<TPracticeDocument[] | null>('/api/Empresa/dameAnexosPracticas', { signal });
  return Array.isArray(datos) ? datos : [];
}

export const universityAnnexesQueryOptions = queryOptions({
  queryKey: [...COMPANY_DOCUMENTS_KEY, 'annexes'],
  queryFn: ({ signal }) => getUniversityAnnexes(signal),
});

export function useUniversityAnnexes() {
  return useQuery(universityAnnexesQueryOptions);
}
