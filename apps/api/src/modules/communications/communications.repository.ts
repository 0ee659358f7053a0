import type { CommunicationAudience } from '../../db/tables/content';
import type { Db } from '../../platform/db';
import type { ContentReader } from '../content-files/content-reader.repository';

/**
 * Communications of a brand (or of every brand) for the given audiences, in force on `today`:
 * no drafts, and those written for one degree or campus only for its students (issue #15).
 */
export function listCommunications(
  db: Db,
  brandKey: string,
  audiences: CommunicationAudience[],
  today: string,
  reader: Pick<ContentReader, 'degreeIds' | 'campusIds'> = { degreeIds: [], campusIds: [] },
) {
  return db
    .selectFrom('communications')
    .select(['id', 'fecha_desde', 'descripcion_es', 'descripcion_ca', 'enlace'])
    .where((eb) => eb.or([eb('brand_key', 'is', null), eb('brand_key', '=', brandKey)]))
    .where('audience', 'in', audiences)
    .where('borrador', '=', 0)
    .where('fecha_desde', '<=', today)
    .where((eb) => eb.or([eb('fecha_hasta', 'is', null), eb('fecha_hasta', '>=', today)]))
    .where((eb) =>
      eb.or([
        eb('degree_id', 'is', null),
        ...(reader.degreeIds.length ? [eb('degree_id', 'in', reader.degreeIds)] : []),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('campus_id', 'is', null),
        ...(reader.campusIds.length ? [eb('campus_id', 'in', reader.campusIds)] : []),
      ]),
    )
    .orderBy('fecha_desde', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
