import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPracticeDocument } from '@portal/contracts/company-internships/company-internships.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_DOCUMENTS_KEY } from './company-documents-keys';

/** GET /api/Empresa/dameNotasInformativasPracticasCurricularExtraordinaria: the university's notes on curricular and extracurricular internships. */
export async function getInformationNotes(signal?: AbortSignal): Promise<TPracticeDocument[]> {
  const { datos } = await api.get<TPracticeDocument[] | null>(
    '/api/Empresa/dameNotasInformativasPracticasCurricularExtraordinaria',
    { signal },
  );
  return Array.isArray(datos) ? datos : [];
}

export const informationNotesQueryOptions = queryOptions({
  queryKey: [...COMPANY_DOCUMENTS_KEY, 'notes'],
  queryFn: ({ signal }) => getInformationNotes(signal),
});

export function useInformationNotes() {
  return useQuery(informationNotesQueryOptions);
}
