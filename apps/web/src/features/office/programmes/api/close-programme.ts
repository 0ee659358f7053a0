import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOfficeProgramme } from '@portal/contracts/office/programmes.schemas';
import { officeApi } from '../../../../office/office-api';
import { programmesKey } from './list-programmes';

/** POST /api/Gestion/programas/{id}/cerrar: closes a programme (no longer offered). */
async function closeProgramme(id: number): Promise<TOfficeProgramme> {
  return (await officeApi.post<TOfficeProgramme>(`/api/Gestion/programas/${id}/cerrar`)).datos;
}

export function useCloseProgramme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeProgramme,
    onSuccess: () => client.invalidateQueries({ queryKey: programmesKey }),
  });
}
