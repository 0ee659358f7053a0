import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/Alumno/compruebaCIF {cif}: is a company with this CIF registered on the brand? (33 bad format). */
export async function checkCif(cif: string): Promise<boolean> {
  const { datos } = await api.post<{ existe?: boolean } | null>('/api/Alumno/compruebaCIF', { cif });
  return datos?.existe === true;
}

export function useCheckCif() {
  return useMutation({ mutationFn: checkCif });
}
