import { EXPORT_LISTS, type TExportList, type TExportListKey } from '@portal/contracts/exports/export-columns';
import { routePath } from '@portal/contracts/routes';
import type { TExportJob, TExportJobAccepted } from '@portal/contracts/exports/export-jobs.schemas';
import { Status } from '@portal/contracts/status-names';
import { Writable } from 'node:stream';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { enqueue, registerJobHandler, type JobRunContext } from '../../platform/jobs/queue';
import { paragraphs, renderMail } from '../../platform/mail-templates';
import { createStorage } from '../../platform/storage/create-storage';
import { contentKey, type Storage } from '../../platform/storage/storage';
import type { TExportFormat, TExportValue } from './export-writer';
import { writeExport } from './export-writer';
import * as authRepo from '../auth/auth.repository';
import { insertNotification } from '../notifications/notifications.repository';
import * as repo from './export-jobs.repository';
import { purgeExpiredExports } from './expired-exports.job';
import { savedColumns } from './exports.repository';
import type { ExportPlan } from './exports.service';

/**
 * Exports over the size a browser request should wait for run as a background job (issue #17
 * 'Exports', ADR 0020). The export route, when its planner refuses with 281 (more rows than
 * EXPORT_MAX_ROWS), stores the request (route, params, query) in `export_jobs` and enqueues
 * `export.build` in one transaction, and answers 202. The job re-reads the user from the database
 * and re-runs the same planner under their current rights, writes the file through the storage
 * driver, updates the progress every page, marks it ready and notifies the owner. Every export,
 * direct or background, leaves an audit row: exports of personal data must be traceable.
 */

/** Above this even the background refuses (308): the storage interface takes the whole file in memory. */
const EXPORT_JOB_MAX_ROWS = 1_000_000;
/** How long a built file is kept for its owner. */
const KEEP_DAYS = 7;
const DAY_MS = 86_400_000;
const JOB = 'export.build';

/** What the job needs to run the route's planner again. */
export interface StoredExportRequest {
  /** The export route as registered, e.g. `/api/Gestion/convenios/exportar`. */
  route: string;
  params: Record<string, string>;
  query: Record<string, unknown> & { formato: TExportFormat; columnas?: string };
}

/** A route's planner, callable without the request: the user is the one read at run time. */
export type BackgroundPlanner = (
  db: Db,
  user: AuthUser,
  brandKey: string,
  request: StoredExportRequest,
  maxRows: number,
) => Promise<ExportPlan>;

const planners = new Map<string, { list: TExportListKey; plan: BackgroundPlanner }>();

/**
 * Each export route registers its list (EXPORT_LISTS: columns, file, page) and its planner, so
 * that a stored request finds them again at run time.
 */
export function registerBackgroundPlanner(route: string, list: TExportListKey, plan: BackgroundPlanner): void {
  planners.set(route, { list, plan });
}

/** The list an export route answers. */
function listOfRoute(route: string): TExportListKey {
  const registered = planners.get(route);
  if (!registered) throw new Error(`no export route ${route}`);
  return registered.list;
}

/** The row count a planner's 281 carries, or null when the error is anything else. */
export function tooLargeRows(err: unknown): number | null {
  if (!(err instanceof AppError) || err.code !== Status.ExportTooLarge) return null;
  const rows = (err.datos as { filas?: unknown } | null)?.filas;
  return typeof rows === 'number' ? rows : null;
}

/** The list's filters of an export request, for the audit row (format and columns apart). */
function filtersOf(request: StoredExportRequest): Record<string, unknown> {
  const { formato: _f, columnas: _c, ...filters } = request.query;
  return { ...request.params, ...filters };
}

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
  const now = new Date().toISOString();
  const id = await db.transaction().execute(async (trx) => {
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
    await enqueue(trx, JOB, { exportId: jobId }, { maxAttempts: 3 });
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

function isExpired(row: ExportJobRow, now: Date): boolean {
  return row.expires_at !== null && row.expires_at < now.toISOString();
}

function toExportJob(row: ExportJobRow): TExportJob {
  return {
    idExportacion: Number(row.id),
    lista: row.list_key,
    formato: row.format,
    estado: row.state,
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
  return toExportJob(await ownJob(db, user, brandKey, id));
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
  if (row.state !== 'ready') throw new AppError(Status.ExportJobNotReady);
  if (isExpired(row, new Date()) || !row.storage_key) throw new AppError(Status.ExportJobExpired);
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

/**
 * The page of the web that shows the export, in the user's language, from the list's declaration
 * (its menu reads `exportacion` and offers the download).
 */
function webLinkOf(row: ExportJobRow, request: StoredExportRequest, lang: 'es' | 'ca'): string {
  // The route's list, not the row's: a row stored before the lists were named keeps another key.
  const page: TExportList['page'] = EXPORT_LISTS[listOfRoute(request.route)].page;
  const params = Object.fromEntries(
    Object.entries(page.params ?? {}).map(([name, value]) => [
      name,
      value.startsWith(':') ? request.params[value.slice(1)] : value,
    ]),
  );
  return `${routePath(page.route, params, lang === 'ca' ? 'ca' : undefined)}?exportacion=${row.id}`;
}

/** The user as the database has them now, as a session would carry them; a refusal fails the export. */
async function userAtRunTime(db: Db, row: ExportJobRow): Promise<AuthUser> {
  const found = await authRepo.sessionUserById(db, row.user_id);
  if (!found || found.status !== 'active' || found.brand_key !== row.brand_key) throw new AppError(Status.NoPermission);
  let contactId: number | null = null;
  if (found.role === 'company') {
    const contact = row.company_id === null ? undefined : await authRepo.contactOf(db, row.user_id, row.company_id);
    if (!contact) throw new AppError(Status.NoPermission);
    contactId = Number(contact.id);
  }
  return {
    userId: Number(found.id),
    role: found.role,
    companyId: found.role === 'company' ? row.company_id : null,
    contactId,
    jti: '',
    lang: found.preferred_language === 'ca' ? 'ca' : 'es',
    god: false,
    exp: 0,
  };
}

/** Collects a written file in memory: the storage interface stores whole buffers. */
function memorySink(): { out: Writable; bytes: () => Buffer } {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      done();
    },
  });
  return { out, bytes: () => Buffer.concat(chunks) };
}

/** The error kept with a failed export: the catalogue code of a refusal, else the message. */
function describe(err: unknown): string {
  if (err instanceof AppError) return `status ${err.code}`;
  return err instanceof Error ? err.message.slice(0, 2000) : String(err);
}

async function fail(db: Db, row: ExportJobRow, err: unknown): Promise<void> {
  const error = describe(err);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await repo.markFailed(trx, Number(row.id), error, now);
    await recordAudit(trx, {
      brandKey: row.brand_key,
      actorUserId: row.user_id,
      actorRole: 'job',
      action: 'export.failed',
      objectType: 'export_job',
      objectId: Number(row.id),
      fromState: 'running',
      toState: 'failed',
      reason: error,
      occurredAt: now,
    });
  });
}

/** The build of one export; idempotent: a run after a crash builds the whole file again. */
async function buildExport(ctx: JobRunContext, storage: Storage, exportId: number): Promise<void> {
  const row = await repo.exportJobById(ctx.db, exportId);
  if (!row || row.state === 'ready') return;
  await purgeExpiredExports(ctx.db, storage, new Date());
  const request = JSON.parse(row.query) as StoredExportRequest;
  await repo.markRunning(ctx.db, exportId, Number(row.rows_total));
  let plan: ExportPlan;
  let user: AuthUser;
  try {
    const planner = planners.get(request.route)?.plan;
    if (!planner) throw new Error(`no export route ${request.route}`);
    user = await userAtRunTime(ctx.db, row);
    const columns = JSON.parse(row.columns) as string[];
    const query = { ...request.query, formato: row.format, columnas: columns.length ? columns.join(',') : undefined };
    // Authorisation again, now: the user's role, staff kind and campuses, company as they are today.
    plan = await planner(ctx.db, user, row.brand_key, { ...request, query }, EXPORT_JOB_MAX_ROWS);
  } catch (err) {
    // A refusal will not change on a retry: the export fails for good with its code.
    await fail(ctx.db, row, tooLargeRows(err) !== null ? new AppError(Status.ExportJobTooLarge) : err);
    return;
  }
  let done = 0;
  async function* withProgress(): AsyncGenerator<TExportValue[][]> {
    for await (const page of plan.rows) {
      yield page;
      done += page.length;
      await repo.updateProgress(ctx.db, exportId, done);
    }
  }
  try {
    const sink = memorySink();
    await writeExport(sink.out, row.format, plan.columns, withProgress(), user.lang, plan.sheetName);
    const bytes = sink.bytes();
    const key = contentKey(bytes);
    await storage.put(key, bytes);
    const now = new Date();
    const finishedAt = now.toISOString();
    const text = renderMail(ctx.mailTemplates, row.brand_key, 'export.ready', user.lang, {
      file: plan.fileName,
      rows: done,
      days: KEEP_DAYS,
    });
    await ctx.db.transaction().execute(async (trx) => {
      await repo.markReady(trx, exportId, {
        rows: done,
        storageKey: key,
        fileName: plan.fileName,
        finishedAt,
        expiresAt: new Date(now.getTime() + KEEP_DAYS * DAY_MS).toISOString(),
      });
      await insertNotification(trx, {
        importante: false,
        userId: user.userId,
        companyId: user.companyId,
        titulo: text.subject,
        texto: paragraphs(text.body),
        url: webLinkOf(row, request, user.lang),
        now: finishedAt,
      });
      await recordAudit(trx, {
        brandKey: row.brand_key,
        actorUserId: row.user_id,
        actorRole: 'job',
        action: 'export.ready',
        objectType: 'export_job',
        objectId: exportId,
        fromState: 'running',
        toState: 'ready',
        reason: JSON.stringify({ lista: row.list_key, formato: row.format, filas: done }),
        occurredAt: finishedAt,
      });
    });
  } catch (err) {
    // Anything else (the database, the storage) may pass: failed now, and the queue tries again.
    await fail(ctx.db, row, err);
    throw err;
  }
}

registerJobHandler(JOB, async (ctx, payload) => {
  const storage = createStorage(ctx.config, ctx.db);
  try {
    await buildExport(ctx, storage, Number((payload as { exportId: number }).exportId));
  } finally {
    storage.close();
  }
});
