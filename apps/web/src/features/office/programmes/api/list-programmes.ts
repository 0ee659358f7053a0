import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOfficeProgramme } from '@portal/contracts/office/programmes.schemas';
import { officeApi } from '../../../../office/office-api';

export const programmesKey = ['office', 'programmes'] as const;

/** GET /api/Gestion/programas: the brand's programmes, open and closed. */
async function listProgrammes(): Promise<TOfficeProgramme[]> {
  return (await officeApi.get<TOfficeProgramme[]>('/api/Gestion/programas')).datos;
}

export function useProgrammes() {
  return useQuery(queryOptions({ queryKey: [...programmesKey, 'list'], queryFn: listProgrammes }));
}
