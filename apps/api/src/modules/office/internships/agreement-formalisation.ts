import { dayIn, DEFAULT_TIME_ZONE, type Zoned } from '../../../platform/clock';
import type { Db } from '../../../platform/db';

/**
 * The day an agreement was formalised, the day it came into force (SPEC §4 Formalizado; rule
 * 205, an internship cannot start before it): not `fecha_firma`, which is the day the company
 * uploaded its signed copy. Formalised outside the portal, the date the office recorded; with
 * the university's signers, the last of their signatures; otherwise the day of the office's
 * formaliza decision on the agreement's timeline (or, for an agreement formalised before the
 * timeline, the day it entered the state). Null while it has not been formalised.
 */
export async function formalisationDate(
  db: Db,
  agreement: { id: number; estado: string; firma_fuera_fecha: string | null; estado_desde: string | null },
  brand: Zoned,
): Promise<string | null> {
  if (agreement.firma_fuera_fecha) return agreement.firma_fuera_fecha.slice(0, 10);
  const zone = brand?.timeZone ?? DEFAULT_TIME_ZONE;
  const signer = await db
    .selectFrom('agreement_signers')
    .select((eb) => eb.fn.max('fecha_firma').as('fecha'))
    .where('agreement_id', '=', agreement.id)
    .where('lado', '=', 'universidad')
    .executeTakeFirst();
  if (signer?.fecha) return String(signer.fecha).slice(0, 10);
  const decision = await db
    .selectFrom('audit_log')
    .select('occurred_at')
    .where('object_type', '=', 'agreement')
    .where('object_id', '=', String(agreement.id))
    .where('action', '=', 'agreement.formaliza')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (decision) return dayIn(new Date(decision.occurred_at), zone);
  if (agreement.estado === 'formalizado' && agreement.estado_desde)
    return dayIn(new Date(agreement.estado_desde), zone);
  return null;
}
