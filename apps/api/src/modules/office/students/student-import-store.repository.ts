import type { TImportRowError } from '@portal/contracts/office/students.schemas';
import { isPostgres } from '../../../db/schema-helpers';
import type { Db } from '../../../platform/db';

/**
 * Plain queries of the import's own rows (docs/office-students-import.md, ADR 0033): the stored
 * file with its counts and short report, its refused rows, and the one-run-per-user marker. The
 * rules (who sees which import, expiry) live in student-import.service.ts.
 */

type Counts = { rows: number; create: number; update: number; unchanged: number; errors: number };

export async function insertImport(
  db: Db,
  row: {
    brandKey: string;
    fileName: string;
    content: string;
    counts: Counts;
    report: string;
    createdBy: number;
    now: string;
    expiresAt: string;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('student_imports')
    .values({
      brand_key: row.brandKey,
      file_name: row.fileName,
      content: row.content,
      row_count: row.counts.rows,
      to_create: row.counts.create,
      to_update: row.counts.update,
      unchanged: row.counts.unchanged,
      errors: row.counts.errors,
      report: row.report,
      created_by: row.createdBy,
      created_at: row.now,
      expires_at: row.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/**
 * The author's earlier dry runs not applied can no longer be applied: they expire now and their
 * file is dropped (only the latest dry run is applied; ADR 0033).
 */
export async function expireDryRunsOf(db: Db, brandKey: string, userId: number, now: string) {
  await db
    .updateTable('student_imports')
    .set({ expires_at: now, content: '' })
    .where('brand_key', '=', brandKey)
    .where('created_by', '=', userId)
    .where('applied_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .execute();
}

const IMPORT_COLUMNS = [
  'i.id',
  'i.file_name',
  'i.row_count',
  'i.to_create',
  'i.to_update',
  'i.unchanged',
  'i.errors',
  'i.send_invites',
  'i.created_at',
  'i.created_by',
  'i.applied_at',
  'i.expires_at',
  'u.nombre',
  'u.apellidos',
] as const;

/** `author`: only that user's imports (a gestor); null: the brand's (an admin). */
export function findImport(db: Db, id: number, brandKey: string, author: number | null) {
  return db
    .selectFrom('student_imports as i')
    .leftJoin('users as u', 'u.id', 'i.created_by')
    .select([...IMPORT_COLUMNS, 'i.report'])
    .where('i.id', '=', id)
    .where('i.brand_key', '=', brandKey)
    .$if(author !== null, (q) => q.where('i.created_by', '=', author))
    .executeTakeFirst();
}

export function listImports(db: Db, brandKey: string, author: number | null) {
  return db
    .selectFrom('student_imports as i')
    .leftJoin('users as u', 'u.id', 'i.created_by')
    .select(IMPORT_COLUMNS)
    .where('i.brand_key', '=', brandKey)
    .$if(author !== null, (q) => q.where('i.created_by', '=', author))
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(50)
    .execute();
}

/** The author's stored file of an import, locked for the apply (PostgreSQL). */
export function lockImportOf(db: Db, id: number, brandKey: string, author: number) {
  return db
    .selectFrom('student_imports')
    .select(['id', 'content', 'applied_at', 'expires_at'])
    .where('id', '=', id)
    .where('brand_key', '=', brandKey)
    .where('created_by', '=', author)
    .$if(isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function markApplied(
  db: Db,
  id: number,
  values: { counts: Counts; report: string; appliedBy: number; sendInvites: boolean; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('student_imports')
    .set({
      row_count: values.counts.rows,
      to_create: values.counts.create,
      to_update: values.counts.update,
      unchanged: values.counts.unchanged,
      errors: values.counts.errors,
      report: values.report,
      send_invites: values.sendInvites ? 1 : 0,
      applied_by: values.appliedBy,
      applied_at: values.now,
    })
    .where('id', '=', id)
    .where('applied_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const REFUSAL_BATCH = 500;

/** Replaces an import's refused rows (the apply's supersede the dry run's), in batches. */
export async function saveRefusals(db: Db, importId: number, rows: readonly TImportRowError[]) {
  await db.deleteFrom('student_import_refusals').where('import_id', '=', importId).execute();
  for (let i = 0; i < rows.length; i += REFUSAL_BATCH) {
    await db
      .insertInto('student_import_refusals')
      .values(
        rows.slice(i, i + REFUSAL_BATCH).map((r) => ({
          import_id: importId,
          linea: r.linea,
          dni: r.dni,
          email: r.email,
          errores: r.errores.join(','),
        })),
      )
      .execute();
  }
}

/** A page of refused rows after a line (keyset), for the streamed download. */
export function refusalsAfter(db: Db, importId: number, afterLine: number, limit: number) {
  return db
    .selectFrom('student_import_refusals')
    .select(['linea', 'dni', 'email', 'errores'])
    .where('import_id', '=', importId)
    .where('linea', '>', afterLine)
    .orderBy('linea')
    .limit(limit)
    .execute();
}

/**
 * Marks the user's import as running; false when one already is. A marker older than `staleBefore`
 * is of an instance that died mid-run and is taken over.
 */
export async function startRun(db: Db, userId: number, now: string, staleBefore: string): Promise<boolean> {
  await db
    .deleteFrom('student_import_runs')
    .where('user_id', '=', userId)
    .where('started_at', '<', staleBefore)
    .execute();
  const inserted = await db
    .insertInto('student_import_runs')
    .values({ user_id: userId, started_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function endRun(db: Db, userId: number, startedAt: string): Promise<void> {
  await db
    .deleteFrom('student_import_runs')
    .where('user_id', '=', userId)
    .where('started_at', '=', startedAt)
    .execute();
}
