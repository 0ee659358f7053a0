import type { CommunicationAudience } from '../../db/tables/content';
import type { Db } from '../../platform/db';

/** Communications of a brand (or of every brand) for the given audiences, in force on `today`. */
export function listCommunications(db: Db, brandKey: string, audiences: CommunicationAudience[], today: string) {
  return db
    .selectFrom('communications')
    .select(['id', 'fecha_desde', 'descripcion_es', 'descripcion_ca', 'enlace'])
    .where((eb) => eb.or([eb('brand_key', 'is', null), eb('brand_key', '=', brandKey)]))
    .where('audience', 'in', audiences)
    .where('fecha_desde', '<=', today)
    .where((eb) => eb.or([eb('fecha_hasta', 'is', null), eb('fecha_hasta', '>=', today)]))
    .orderBy('fecha_desde', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
