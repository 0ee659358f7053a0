import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRequestKind, TRequestSheet } from '@portal/contracts/office/requests.schemas';
import { Status } from '@portal/contracts/status-names';
import { officeApi } from '../../../../office/office-api';
import { requestQuery } from './get-request';

export type TRequestDecision = 'aceptar' | 'rechazar';

/** POST /api/Gestion/solicitudes/{tipo}/{id}/aceptar|rechazar; the answer is the new sheet. Lists and counters are refreshed. */
export function useDecideRequest(kind: TRequestKind, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      decision,
      motivo,
      confirmarAvisos,
    }: {
      decision: TRequestDecision;
      motivo?: string;
      /** Issue #15: the changed internship's warnings (answer 201) are confirmed. */
      confirmarAvisos?: boolean;
    }) =>
      (
        await officeApi.post<TRequestSheet>(
          `/api/Gestion/solicitudes/${kind}/${id}/${decision}`,
          { ...(motivo ? { motivo } : {}), ...(confirmarAvisos ? { confirmarAvisos } : {}) },
          { handle: [Status.InternshipWarningsToConfirm] },
        )
      ).datos,
    onSuccess: (sheet) => {
      client.setQueryData(requestQuery(kind, id).queryKey, sheet);
      void client.invalidateQueries({ queryKey: ['office'] });
    },
  });
}
