import type { Db } from '../../platform/db';
import type { ContentReader } from '../content-files/content-reader.repository';

/**
 * Guides of a brand (or of every brand), in the office's order: published on `today` (not a
 * draft, within its publish dates) for the reader's audience, degrees and campuses (issue #15).
 */
export function listGuides(db: Db, brandKey: string, limit: number | undefined, reader: ContentReader, today: string) {
  const audiences = ['all', reader.audience === 'graduate' ? 'graduates' : 'students'] as const;
  return db
    .selectFrom('guides')
    .select(['id', 'titulo', 'descripcion', 'url_fichero', 'url_imagen', 'titulo_ca', 'descripcion_ca'])
    .where((eb) => eb.or([eb('brand_key', 'is', null), eb('brand_key', '=', brandKey)]))
    .where('borrador', '=', 0)
    .where('audience', 'in', [...audiences])
    .where((eb) => eb.or([eb('publicar_desde', 'is', null), eb('publicar_desde', '<=', today)]))
    .where((eb) => eb.or([eb('publicar_hasta', 'is', null), eb('publicar_hasta', '>=', today)]))
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
    .orderBy('sort', 'asc')
    .orderBy('id', 'asc')
    .$if(limit !== undefined, (qb) => qb.limit(limit as number))
    .execute();
}
