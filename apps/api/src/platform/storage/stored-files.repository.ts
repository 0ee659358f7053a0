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
  const row = await db.selectFrom('stored_files').select('bytes').where('key', '=', key).executeTakeFirst();
  return row ? Buffer.from(row.bytes) : null;
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
}
