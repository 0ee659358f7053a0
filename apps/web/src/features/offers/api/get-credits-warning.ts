import { ZCreditsWarning, type TCreditsWarning } from '@portal/contracts/applications/applications.schemas';
import { api } from '../../../lib/api-client';

/** GET sacaAvisoDeMinimoDeCreditosParaInscribirse/{id}: SPEC §2 credits confirmation of 2-year masters. */
export async function getCreditsWarning(id: string | number): Promise<TCreditsWarning> {
  const { datos } = await api.get(
    `/api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/${encodeURIComponent(String(id))}`,
    { schema: ZCreditsWarning },
  );
  return datos;
}
