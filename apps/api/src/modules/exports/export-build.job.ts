import { EXPORT_LISTS, type TExportList } from '@portal/contracts/exports/export-columns';
import { routePath } from '@portal/contracts/routes';
import { Status } from '@portal/contracts/status-names';
import { PassThrough } from 'node:stream';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import { now } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { registerJobHandler, type JobRunContext } from '../../platform/jobs/queue';
import { paragraphs, renderMail } from '../../platform/mail-templates';
import { createStorage } from '../../platform/storage/create-storage';
import type { Storage, StoredStream } from '../../platform/storage/storage';
import * as authRepo from '../auth/auth.repository';
import { insertNotification } from '../notifications/notifications.repository';
import * as repo from './export-jobs.repository';
import { listOfRoute, plannerOf, tooLargeRows, type StoredExportRequest } from './export-planners';
import { writeExport, type TExportFormat, type TExportValue } from './export-writer';
import { datedFileName, type ExportPlan } from './exports.service';
import { purgeExpiredExports } from './expired-exports.job';

/**
 * The `export.build` job (ADR 0020): re-reads the owner from the database, re-runs the route's
 * planner under their current rights, streams the file to the storage driver as its rows are read
 * (keyset pages, ADR 0019; never the whole file in memory, ADR 0038), updates the progress every
 * page, marks the export ready and notifies the owner.
 */

export const EXPORT_BUILD_JOB = 'export.build';
/** Above this even the background refuses (308). */
export const EXPORT_JOB_MAX_ROWS = 1_000_000;
/** How long a built file is kept for its owner. */
export const KEEP_DAYS = 7;

type ExportJobRow = NonNullable<Awaited<ReturnType<typeof repo.exportJobById>>>;

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

/** The error kept with a failed export: the catalogue code of a refusal, else the message. */
function describe(err: unknown): string {
  if (err instanceof AppError) return `status ${err.code}`;
  return err instanceof Error ? err.message.slice(0, 2000) : String(err);
}

async function fail(db: Db, row: ExportJobRow, err: unknown): Promise<void> {
  const error = describe(err);
  const at = now().toISOString();
  await db.transaction().execute(async (trx) => {
    await repo.markFailed(trx, Number(row.id), error, at);
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
      occurredAt: at,
    });
  });
}

/**
 * The file written straight into the storage driver's streamed put: the writer waits while the
 * driver is behind (backpressure), so memory holds a part, not the file; a failure on either side
 * stops the other and leaves nothing stored.
 */
export async function streamToStorage(
  storage: Storage,
  format: TExportFormat,
  plan: Pick<ExportPlan, 'columns' | 'sheetName'>,
  rows: AsyncIterable<TExportValue[][]>,
  lang: 'es' | 'ca',
  timeZone: string | undefined,
): Promise<StoredStream> {
  const body = new PassThrough();
  const writing = writeExport(body, format, plan.columns, rows, lang, plan.sheetName, timeZone).catch((err) => {
    body.destroy(err as Error);
    throw err;
  });
  const storing = storage.putStream(body).catch((err) => {
    body.destroy(err as Error);
    throw err;
  });
  const [, stored] = await Promise.all([writing, storing]);
  return stored;
}

/** The build of one export; idempotent: a run after a crash builds the whole file again. */
async function buildExport(ctx: JobRunContext, storage: Storage, exportId: number): Promise<void> {
  const row = await repo.exportJobById(ctx.db, exportId);
  if (!row || row.state === 'ready' || row.state === 'expired') return;
  await purgeExpiredExports(ctx.db, storage, now());
  const request = JSON.parse(row.query) as StoredExportRequest;
  await repo.markRunning(ctx.db, exportId, Number(row.rows_total));
  let plan: ExportPlan;
  let user: AuthUser;
  try {
    const planner = plannerOf(request.route);
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
    const zone = { timeZone: request.timeZone };
    const stored = await streamToStorage(storage, row.format, plan, withProgress(), user.lang, request.timeZone);
    const file = datedFileName(plan.fileName, zone);
    const finished = now();
    const finishedAt = finished.toISOString();
    const text = renderMail(ctx.mailTemplates, row.brand_key, 'export.ready', user.lang, {
      file,
      rows: done,
      days: KEEP_DAYS,
    });
    await ctx.db.transaction().execute(async (trx) => {
      await repo.markReady(trx, exportId, {
        rows: done,
        storageKey: stored.key,
        fileName: file,
        finishedAt,
        expiresAt: new Date(finished.getTime() + KEEP_DAYS * 86_400_000).toISOString(),
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

registerJobHandler(EXPORT_BUILD_JOB, async (ctx, payload) => {
  const storage = createStorage(ctx.config, ctx.db);
  try {
    await buildExport(ctx, storage, Number((payload as { exportId: number }).exportId));
  } finally {
    storage.close();
  }
});
