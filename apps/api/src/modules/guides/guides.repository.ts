import type { Db } from '../../platform/db';

/** Guides of a brand (or of every brand), in the office's order. */
export function listGuides(db: Db, brandKey: string, limit: number | undefined) {
  return db
    .selectFrom('guides')
    .select(['id', 'titulo', 'descripcion', 'url_fichero', 'url_imagen', 'titulo_ca', 'descripcion_ca'])
    .where((eb) => eb.or([eb('brand_key', 'is', null), eb('brand_key', '=', brandKey)]))
    .orderBy('sort', 'asc')
    .orderBy('id', 'asc')
    .$if(limit !== undefined, (qb) => qb.limit(limit as number))
    .execute();
}
