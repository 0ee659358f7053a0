import { useMutation } from '@tanstack/react-query';
import type { TCheckedStudent } from '@portal/contracts/proposals/preselected.schemas';
import { api } from '../../../lib/api-client';

/** SPEC §8 notice 509: no candidate with that ID; the form says so on the field. */
export const NO_CANDIDATE_WITH_DNI = 509;

/** POST /api/Empresa/compruebaDNIalumno { dni }: the student with this DNI/NIE. */
export async function checkStudentDni(dni: string): Promise<TCheckedStudent> {
  const { datos } = await api.post<TCheckedStudent>(
    '/api/Empresa/compruebaDNIalumno',
    { dni },
    { handle: [NO_CANDIDATE_WITH_DNI] },
  );
  return datos;
}

export function useCheckStudentDni() {
  return useMutation({ mutationFn: checkStudentDni });
}
