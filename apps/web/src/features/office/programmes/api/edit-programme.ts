import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOfficeProgramme, TOfficeProgrammeBody } from '@portal/contracts/office/programmes.schemas';
import { officeApi } from '../../../../office/office-api';
import { programmesKey } from './list-programmes';

/** POST /api/Gestion/programas/{id}/editar: changes an open programme. */
async function editProgramme({ id, body }: { id: number; body: TOfficeProgrammeBody }): Promise<TOfficeProgramme> {
  return (await officeApi.post<TOfficeProgramme>(`/api/Gestion/programas/${id}/editar`, body)).datos;
}

export function useEditProgramme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editProgramme,
    onSuccess: () => client.invalidateQueries({ queryKey: programmesKey }),
  });
}
