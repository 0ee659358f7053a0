import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZDocumentsByProgramme } from '@portal/contracts/company-internships/company-internships.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_DOCUMENTS_KEY } from './company-documents-keys';

export type TDocumentsByProgramme = z.infer<typeof ZDocumentsByProgramme>;

/** GET /api/Empresa/dameDocumentosPracticasPorPrograma: my internships' documents, grouped by programme. */
export async function getDocumentsByProgramme(signal?: AbortSignal): Promise<TDocumentsByProgramme> {
  const { datos } = await api.get<TDocumentsByProgramme | null>('/api/Empresa/dameDocumentosPracticasPorPrograma', {
    signal,
  });
  return Array.isArray(datos) ? datos : [];
}

export const documentsByProgrammeQueryOptions = queryOptions({
  queryKey: [...COMPANY_DOCUMENTS_KEY, 'by-programme'],
  queryFn: ({ signal }) => getDocumentsByProgramme(signal),
});

export function useDocumentsByProgramme() {
  return useQuery(documentsByProgrammeQueryOptions);
}
