import type { Insertable } from 'kysely';
import type { ExportJobRow } from '../../db/tables/export-jobs';
import type { Db } from '../../platform/db';

/** The rows of the exports built in the background (issue #17 'Exports', migration 0031). */

export async function insertExportJob(db: Db, row: Insertable<ExportJobRow>): Promise<number> {
  const inserted = await db.insertInto('export_jobs').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** The user's exports still queued or running (the cap of export-jobs.service.ts). */
export async function openExportJobs(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('export_jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** PostgreSQL: holds the user's row until the transaction ends, so that their requests queue one by one. */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

export function exportJobById(db: Db, id: number) {
  return db.selectFrom('export_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The export only when it is this user's, in this brand and, for a company contact, this company's. */
export function ownExportJob(
  db: Db,
  owner: { id: number; userId: number; brandKey: string; companyId: number | null },
) {
  return db
    .selectFrom('export_jobs')
    .selectAll()
    .where('id', '=', owner.id)
    .where('user_id', '=', owner.userId)
    .where('brand_key', '=', owner.brandKey)
    .where((eb) => (owner.companyId === null ? eb('company_id', 'is', null) : eb('company_id', '=', owner.companyId)))
    .executeTakeFirst();
}

export async function markRunning(db: Db, id: number, total: number): Promise<void> {
  await db
    .updateTable('export_jobs')
    .set({ state: 'running', rows_done: 0, rows_total: total, error: null, storage_key: null, finished_at: null })
    .where('id', '=', id)
    .execute();
}

export async function updateProgress(db: Db, id: number, rowsDone: number): Promise<void> {
  await db.updateTable('export_jobs').set({ rows_done: rowsDone }).where('id', '=', id).execute();
}

export async function markReady(
  db: Db,
  id: number,
  done: { rows: number; storageKey: string; fileName: string; finishedAt: string; expiresAt: string },
): Promise<void> {
  await db
    .updateTable('export_jobs')
    .set({
      state: 'ready',
      rows_done: done.rows,
      rows_total: done.rows,
      storage_key: done.storageKey,
      file_name: done.fileName,
      finished_at: done.finishedAt,
      expires_at: done.expiresAt,
      error: null,
    })
    .where('id', '=', id)
    .execute();
}

export async function markFailed(db: Db, id: number, error: string, finishedAt: string): Promise<void> {
  await db
    .updateTable('export_jobs')
    .set({ state: 'failed', error, finished_at: finishedAt, storage_key: null })
    .where('id', '=', id)
    .execute();
}

/** Expired exports whose file is still kept. */
export function expiredWithFiles(db: Db, now: string) {
  return db
    .selectFrom('export_jobs')
    .select(['id', 'storage_key'])
    .where('expires_at', '<', now)
    .where('storage_key', 'is not', null)
    .limit(100)
    .execute();
}

/** The expired export's file is forgotten and the export says so (`expired`, ADR 0038). */
export async function forgetFile(db: Db, id: number): Promise<void> {
  await db.updateTable('export_jobs').set({ storage_key: null }).where('id', '=', id).execute();
  await db
    .updateTable('export_jobs')
    .set({ state: 'expired' })
    .where('id', '=', id)
    .where('state', '=', 'ready')
    .execute();
}

/**
 * Whether anything else still names these bytes: files are content-addressed, so an upload of the
 * very file downloaded, or a second export with the same content, shares the key.
 */
export async function keyStillUsed(db: Db, key: string, now: string): Promise<boolean> {
  const doc = await db.selectFrom('documents').select('id').where('storage_key', '=', key).executeTakeFirst();
  if (doc) return true;
  const job = await db
    .selectFrom('export_jobs')
    .select('id')
    .where('storage_key', '=', key)
    .where('expires_at', '>=', now)
    .executeTakeFirst();
  return job !== undefined;
}
