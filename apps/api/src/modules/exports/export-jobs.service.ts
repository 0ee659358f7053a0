import type { TExportJob, TExportJobAccepted } from '@portal/contracts/exports/export-jobs.schemas';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import { now as clockNow } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { isPostgres } from '../../db/schema-helpers';
import { enqueue } from '../../platform/jobs/queue';
import type { Storage } from '../../platform/storage/storage';
import { EXPORT_BUILD_JOB, EXPORT_JOB_MAX_ROWS } from './export-build.job';
import * as repo from './export-jobs.repository';
import { filtersOf, listOfRoute, type StoredExportRequest } from './export-planners';
import type { TExportFormat, TExportValue } from './export-writer';
import { savedColumns } from './exports.repository';
import type { ExportPlan } from './exports.service';

export { registerBackgroundPlanner, tooLargeRows, type StoredExportRequest } from './export-planners';

/**
 * Exports over the size a browser request should wait for run as a background job (ADR 0020).
 * The export route, when its planner refuses with 281 (more rows than EXPORT_MAX_ROWS), stores
 * the request (route, params, query) in `export_jobs` and enqueues `export.build` in one
 * transaction, and answers 202; the job (export-build.job.ts) builds the file. Every export,
 * direct or background, leaves an audit row: exports of personal data must be traceable. A user
 * has at most MAX_OPEN_EXPORTS queued or running (ADR 0038): each one holds a worker for minutes.
 */

/** Queued or running background exports one user may have at once; the next is refused (360). */
export const MAX_OPEN_EXPORTS = 3;

interface Origin {
  requestId: string;
  ip: string;
}

/**
 * The direct download's rows, counted; once the last page is read (before the file is closed)
 * the audit row is written with the count: an audit failure cuts the download.
 */
export function auditedPlan(
  db: Db,
  user: AuthUser,
  brandKey: string,
  request: StoredExportRequest,
  plan: ExportPlan,
  origin: Origin,
): ExportPlan {
  async function* rows(): AsyncGenerator<TExportValue[][]> {
    let count = 0;
    let complete = false;
    try {
      for await (const page of plan.rows) {
        count += page.length;
        yield page;
      }
      complete = true;
    } finally {
      // A download cut half-way (the writer failed) still let `count` rows out: audited as incomplete.
      await audit(count, complete);
    }
  }
  const audit = (count: number, complete: boolean) =>
    recordAudit(db, {
      brandKey,
      actorUserId: user.userId,
      actorRole: user.role,
      action: 'export.download',
      objectType: 'export',
      objectId: listOfRoute(request.route),
      reason: JSON.stringify({
        formato: request.query.formato,
        filtros: filtersOf(request),
        filas: count,
        ...(complete ? {} : { completa: false }),
      }),
      ...origin,
    });
  return { ...plan, rows: rows() };
}

/** Starts a background export after the planner counted `total` rows over the direct limit. */
export async function startBackgroundExport(
  db: Db,
  user: AuthUser,
  brandKey: string,
  request: StoredExportRequest,
  total: number,
  origin: Origin,
): Promise<TExportJobAccepted> {
  if (total > EXPORT_JOB_MAX_ROWS) throw new AppError(Status.ExportJobTooLarge);
  const lista = listOfRoute(request.route);
  // The columns asked, else the remembered choice as it is now, else (empty) every column.
  const asked = request.query.columnas
    ?.split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const saved = asked?.length ? null : await savedColumns(db, user.userId, lista);
  const columns: string[] = asked?.length ? asked : saved ? (JSON.parse(saved) as string[]) : [];
  const now = clockNow().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    // One user's requests one at a time (the user's row locked on PostgreSQL; SQLite has one
    // writer), so that two at once cannot both see room for one more.
    if (isPostgres(trx)) await repo.lockUser(trx, user.userId);
    if ((await repo.openExportJobs(trx, user.userId)) >= MAX_OPEN_EXPORTS)
      throw new AppError(Status.ExportJobsOpenTooMany, { datos: { maximo: MAX_OPEN_EXPORTS } });
    const jobId = await repo.insertExportJob(trx, {
      user_id: user.userId,
      brand_key: brandKey,
      company_id: user.role === 'company' ? user.companyId : null,
      list_key: lista,
      format: request.query.formato,
      query: JSON.stringify(request),
      columns: JSON.stringify(columns),
      state: 'queued',
      rows_total: total,
      created_at: now,
      storage_key: null,
      file_name: null,
      error: null,
      finished_at: null,
      expires_at: null,
    });
    await enqueue(trx, EXPORT_BUILD_JOB, { exportId: jobId }, { maxAttempts: 3 });
    await recordAudit(trx, {
      brandKey,
      actorUserId: user.userId,
      actorRole: user.role,
      action: 'export.queued',
      objectType: 'export_job',
      objectId: jobId,
      toState: 'queued',
      reason: JSON.stringify({
        lista,
        formato: request.query.formato,
        filtros: filtersOf(request),
        filas: 'background',
        total,
      }),
      occurredAt: now,
      ...origin,
    });
    return jobId;
  });
  return { idExportacion: id, estado: 'queued' };
}

type ExportJobRow = NonNullable<Awaited<ReturnType<typeof repo.exportJobById>>>;

/**
 * A built export whose keeping time is over, or whose file the purge forgot, is expired
 * (`expired`) whether or not the daily purge has passed yet: never `ready` with no file.
 */
function stateOf(row: ExportJobRow, at: Date): TExportJob['estado'] {
  if (row.state === 'ready' && ((row.expires_at !== null && row.expires_at < at.toISOString()) || !row.storage_key))
    return 'expired';
  return row.state;
}

function toExportJob(row: ExportJobRow, at: Date): TExportJob {
  return {
    idExportacion: Number(row.id),
    lista: row.list_key,
    formato: row.format,
    estado: stateOf(row, at),
    filasHechas: Number(row.rows_done),
    filasTotal: Number(row.rows_total),
    nombreFichero: row.file_name,
    error: row.error,
    creada: row.created_at,
    terminada: row.finished_at,
    caduca: row.expires_at,
  };
}

async function ownJob(db: Db, user: AuthUser, brandKey: string, id: number): Promise<ExportJobRow> {
  const row = await repo.ownExportJob(db, {
    id,
    userId: user.userId,
    brandKey,
    companyId: user.role === 'company' ? user.companyId : null,
  });
  // Another user's, another company's or another brand's export answers like a missing one.
  if (!row) throw new AppError(Status.ExportJobNotFound);
  return row;
}

/** GET /api/Exportaciones/:id: the owner's export, its state and progress. */
export async function exportJob(db: Db, user: AuthUser, brandKey: string, id: number): Promise<TExportJob> {
  return toExportJob(await ownJob(db, user, brandKey, id), clockNow());
}

/** GET /api/Exportaciones/:id/descargar: the owner's built file, while it is kept. */
export async function exportJobFile(
  db: Db,
  storage: Storage,
  user: AuthUser,
  brandKey: string,
  id: number,
  origin: Origin,
): Promise<{ bytes: Buffer; fileName: string; format: TExportFormat }> {
  const row = await ownJob(db, user, brandKey, id);
  const state = stateOf(row, clockNow());
  if (state === 'expired') throw new AppError(Status.ExportJobExpired);
  if (state !== 'ready' || !row.storage_key) throw new AppError(Status.ExportJobNotReady);
  const bytes = await storage.get(row.storage_key);
  if (!bytes) throw new AppError(Status.ExportJobExpired);
  await recordAudit(db, {
    brandKey,
    actorUserId: user.userId,
    actorRole: user.role,
    action: 'export.download',
    objectType: 'export_job',
    objectId: Number(row.id),
    reason: JSON.stringify({ lista: row.list_key, formato: row.format, filas: Number(row.rows_done) }),
    ...origin,
  });
  return { bytes, fileName: row.file_name ?? `${row.list_key}.${row.format}`, format: row.format };
}
