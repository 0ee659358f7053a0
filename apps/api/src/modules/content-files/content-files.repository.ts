import type { DocumentKind } from '../../db/tables/documents';
import type { Db } from '../../platform/db';

/** The kinds of document that are office content, public like the pages that show them. */
export const CONTENT_KINDS: readonly DocumentKind[] = ['guide', 'guide_image', 'event_image'];

/** A content file by its documents id; never an upload of a person or a company. */
export function findContentFile(db: Db, id: number) {
  return db
    .selectFrom('documents')
    .select(['id', 'kind', 'brand_key', 'storage_key', 'mime', 'nombre', 'extension'])
    .where('id', '=', id)
    .where('kind', 'in', [...CONTENT_KINDS])
    .executeTakeFirst();
}
