import { z } from 'zod';

/** Communications of the home pages: SPEC §2 communications module, §3 Communication, §7 GET /api/{type}/dameComunicaciones. */

/** SPEC §3 Communication; `descripcion` in the user's preferred language. */
export const ZCommunication = z.object({
  idComunicacion: z.number().int(),
  /** 'YYYY-MM-DD'. */
  fechaDesde: z.string(),
  descripcion: z.string(),
  /** Optional link (a portal path or an external URL). */
  enlace: z.string().nullable(),
});
export type TCommunication = z.infer<typeof ZCommunication>;
export const ZCommunicationList = z.array(ZCommunication);
