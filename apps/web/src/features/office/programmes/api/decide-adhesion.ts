import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOfficeAdhesion } from '@portal/contracts/office/programmes.schemas';
import { officeApi } from '../../../../office/office-api';
import { programmesKey } from './list-programmes';

export type TAdhesionDecision = 'aceptar' | 'rechazar';

/** POST /api/Gestion/adhesiones/{id}/aceptar|rechazar (a refusal carries the reason sent to the person). */
async function decideAdhesion(input: { id: number; decision: TAdhesionDecision; motivo?: string }) {
  const body = input.decision === 'rechazar' ? { motivo: input.motivo } : {};
  return (await officeApi.post<TOfficeAdhesion>(`/api/Gestion/adhesiones/${input.id}/${input.decision}`, body)).datos;
}

export function useDecideAdhesion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideAdhesion,
    onSuccess: () => client.invalidateQueries({ queryKey: programmesKey }),
  });
}
