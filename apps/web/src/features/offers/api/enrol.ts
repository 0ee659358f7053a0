import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEnrolResult } from '@portal/contracts/applications/applications.schemas';
import { api } from '../../../lib/api-client';
import { OFFERS_KEY } from './offer-keys';

/** Codes the offer page shows itself (SPEC §7 'What the product does with answers'). */
export const ENROL_HANDLED_CODES = [11, 80] as const;

/** POST inscribirse { urlOferta }: notice 502 on success; 11 and 80 are the page's own popups. */
export async function enrol(
  urlOferta: string,
): Promise<{ idCandidatura: number; idEstado: number; urlAcceso: string }> {
  const { datos } = await api.post(
    '/api/Alumno/inscribirse',
    { urlOferta },
    { handle: ENROL_HANDLED_CODES, schema: ZEnrolResult },
  );
  return datos;
}

export function useEnrol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrol,
    // The offer shows its candidature; lists hide enrolled offers with omitirInscritos; the
    // applications lists gain one (their root key is 'applications').
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: OFFERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['applications'] }),
      ]),
  });
}
