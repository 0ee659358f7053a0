import type { Db } from '../db';

/** SQL of the `database` storage driver (issue #18 part 1): the stored_files table (migration 0028). */

export async function insertStoredFile(
  db: Db,
  row: { key: string; bytes: Buffer; size: number; sha256: string; created_at: string },
): Promise<void> {
  // Content-addressed: the same key holds the same bytes, so a second put changes nothing.
  await db
    .insertInto('stored_files')
    .values(row)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function findStoredFileBytes(db: Db, key: string): Promise<Buffer | null> {
  const row = await db.selectFrom('stored_files').select(['bytes', 'parts']).where('key', '=', key).executeTakeFirst();
  if (!row) return null;
  if (Number(row.parts) === 0) return Buffer.from(row.bytes);
  // A file stored as a stream (migration 0039): its parts in order.
  const parts = await db
    .selectFrom('stored_file_parts')
    .select('bytes')
    .where('file_key', '=', key)
    .orderBy('part')
    .execute();
  return Buffer.concat(parts.map((p) => Buffer.from(p.bytes)));
}

export async function insertStoredFilePart(db: Db, fileKey: string, part: number, bytes: Buffer, at: string) {
  await db.insertInto('stored_file_parts').values({ file_key: fileKey, part, bytes, created_at: at }).execute();
}

export async function deleteStoredFileParts(db: Db, fileKey: string): Promise<void> {
  await db.deleteFrom('stored_file_parts').where('file_key', '=', fileKey).execute();
}

/**
 * A streamed upload's parts become the file `key` (one transaction): its row says how many parts
 * it has and they take its key; when the content is stored already, the upload's parts go.
 */
export async function completeStoredFileParts(
  db: Db,
  upload: string,
  file: { key: string; size: number; parts: number; created_at: string },
): Promise<void> {
  const complete = async (trx: Db) => {
    const inserted = await trx
      .insertInto('stored_files')
      .values({ ...file, bytes: Buffer.alloc(0), sha256: file.key })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0)
      await trx.updateTable('stored_file_parts').set({ file_key: file.key }).where('file_key', '=', upload).execute();
    else await trx.deleteFrom('stored_file_parts').where('file_key', '=', upload).execute();
  };
  // Inside the caller's transaction (`within`) already, or in one of its own.
  if (db.isTransaction) await complete(db);
  else await db.transaction().execute(complete);
}

export async function storedFileExists(db: Db, key: string): Promise<boolean> {
  const row = await db.selectFrom('stored_files').select('key').where('key', '=', key).executeTakeFirst();
  return row !== undefined;
}

/** One page of keys in order, after `after` (null: from the start). */
export async function storedFileKeysAfter(db: Db, after: string | null, limit: number): Promise<string[]> {
  let query = db.selectFrom('stored_files').select('key').orderBy('key').limit(limit);
  if (after !== null) query = query.where('key', '>', after);
  return (await query.execute()).map((r) => r.key);
}

export async function deleteStoredFile(db: Db, key: string): Promise<void> {
  await db.deleteFrom('stored_files').where('key', '=', key).execute();
  await db.deleteFrom('stored_file_parts').where('file_key', '=', key).execute();
}
