import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyAdhesionBody, TProgrammeDetail } from '@portal/contracts/programmes/programmes.schemas';
import { api } from '../../../lib/api-client';
import { useSession, type TSessionRole, sessionScope } from '../../../lib/session';
import { PROGRAMMES_KEY, programmeDetailKey } from './programme-keys';

export interface TAdhesionVariables {
  id: number;
  body: NonNullable<TCompanyAdhesionBody>;
  lang: string;
}

/**
 * SPEC §6 programme adhesion through separate calls: POST /api/Alumno/solicitaAdhesionPrograma/{id}
 * and POST /api/Empresa/solicitaAhesionPrograma/{id} (the spec's spelling). 58, 63, 64, 65 and 91
 * are shown by the client's popup; success answers the detail with notice 523.
 */
export async function requestAdhesion(role: TSessionRole, { id, body }: TAdhesionVariables): Promise<TProgrammeDetail> {
  const path =
    role === 'company' ? `/api/Empresa/solicitaAhesionPrograma/${id}` : `/api/Alumno/solicitaAdhesionPrograma/${id}`;
  const payload = role === 'company' ? body : { dedicacion: body.dedicacion, meses: body.meses };
  const { datos } = await api.post<TProgrammeDetail>(path, payload);
  return datos;
}

export function useRequestAdhesion() {
  const queryClient = useQueryClient();
  const { role, token } = useSession();
  return useMutation({
    mutationFn: (vars: TAdhesionVariables) => requestAdhesion(role ?? 'student', vars),
    onSuccess: (detail, { id, lang }) => {
      if (detail)
        queryClient.setQueryData(programmeDetailKey(role ?? 'student', id, lang, sessionScope(token)), detail);
    },
    // The list shows the adhesion state too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROGRAMMES_KEY }),
  });
}
