import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOfficeProgramme, TOfficeProgrammeBody } from '@portal/contracts/office/programmes.schemas';
import { officeApi } from '../../../../office/office-api';
import { programmesKey } from './list-programmes';

/** POST /api/Gestion/programas: a new programme of the brand. */
async function createProgramme(body: TOfficeProgrammeBody): Promise<TOfficeProgramme> {
  return (await officeApi.post<TOfficeProgramme>('/api/Gestion/programas', body)).datos;
}

export function useCreateProgramme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProgramme,
    onSuccess: () => client.invalidateQueries({ queryKey: programmesKey }),
  });
}
