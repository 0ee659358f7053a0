import { z } from 'zod';
import { ZCv } from './cv.schemas';

/**
 * GET /api/Alumno/descargaMisDatos: everything the portal keeps about the student, as one JSON
 * document (GDPR Art. 15 right of access and Art. 20 portability; beyond the spec). The shape is
 * described in docs/account.md; `formato` names its version.
 */
export const DATA_EXPORT_FORMAT = 'portal-datos-alumno/1';

const ZRecord = z.record(z.string(), z.unknown());

export const ZDataExport = z.object({
  formato: z.literal(DATA_EXPORT_FORMAT),
  /** ISO-8601 UTC. */
  generadoEn: z.string(),
  /** The account, without its password hash or internal counters. */
  cuenta: ZRecord,
  /** The CV exactly as dameCvUsuario answers it. */
  cv: ZCv,
  /** Rows of every other table that holds the student's data, by table name (snake_case columns). */
  registros: z.record(z.string(), z.array(ZRecord)),
});
export type TDataExport = z.infer<typeof ZDataExport>;
