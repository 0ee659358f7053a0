import type { TFailedJobsPage, TFailedJobsQuery } from '@portal/contracts/office/job-queue.schemas';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import type { AuthUser } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { isPostgres } from '../../../db/schema-helpers';
import * as bossRepo from '../../../platform/jobs/pg-boss-jobs.repository';
import { retryInTransaction } from '../../../platform/jobs/pg-boss-queue';
import * as repo from '../../../platform/jobs/queued-jobs.repository';
import { requireOffice, type OfficeActor } from '../office-access.service';

/**
 * The platform's failed background jobs in the office console (issue #18 part 2). Jobs serve every
 * brand of the deployment (a mail of any brand goes through the same queue), so only the admins of
 * the main brand (the one that answers any host no brand claims) see and retry them; the admins
 * of the other brands get 295.
 */
export interface JobQueueRequest {
  user: AuthUser;
  brandKey: string;
  mainBrandKey: string;
  requestId: string;
  ip: string;
}

async function requireJobsAdmin(db: Db, req: JobQueueRequest): Promise<OfficeActor> {
  const actor = await requireOffice(db, req.user, req.brandKey, 'jobs.manage');
  if (actor.brandKey !== req.mainBrandKey) throw new AppError(Status.JobsMainBrandOnly);
  return actor;
}

/** GET /api/Gestion/trabajos: failed jobs, the latest failure first, with their error. */
export async function listFailedJobs(db: Db, req: JobQueueRequest, query: TFailedJobsQuery): Promise<TFailedJobsPage> {
  await requireJobsAdmin(db, req);
  const offset = (query.pagina - 1) * query.tamano;
  // PostgreSQL: pg-boss's failed jobs (ADR 0021); SQLite: queued_jobs.
  const pg = isPostgres(db);
  const [rows, total] = await Promise.all([
    pg ? bossRepo.listFailedBossJobs(db, query.tamano, offset) : repo.listFailedJobs(db, query.tamano, offset),
    pg ? bossRepo.countBossJobs(db, ['failed']) : repo.countJobs(db, ['failed']),
  ]);
  return {
    items: rows.map((r) => ({
      id: String(r.id),
      nombre: r.name,
      error: r.last_error,
      intentos: Number(r.attempts),
      creado: iso(r.created_at),
      fallado: r.finished_at === null ? null : iso(r.finished_at),
    })),
    total,
    pagina: query.pagina,
    tamano: query.tamano,
  };
}

const iso = (v: string | Date): string => (v instanceof Date ? v.toISOString() : v);

/**
 * POST /api/Gestion/trabajos/:id/reintentar: back to the queue, audited. SQLite: fresh attempts;
 * PostgreSQL: pg-boss's `retry` (one more attempt allowed), in the audit's transaction.
 */
export async function retryFailedJob(db: Db, req: JobQueueRequest, id: string): Promise<void> {
  const actor = await requireJobsAdmin(db, req);
  await db.transaction().execute(async (trx) => {
    const pg = isPostgres(trx);
    const name = pg
      ? await bossRepo.findBossJobName(trx, id)
      : /^\d+$/.test(id)
        ? await repo.findJobName(trx, Number(id))
        : undefined;
    if (name === undefined) throw new AppError(Status.QueuedJobNotFound);
    const retried = pg
      ? await retryInTransaction(trx, name, id)
      : await repo.retryFailedJob(trx, Number(id), new Date().toISOString());
    if (!retried) throw new AppError(Status.QueuedJobNotFailed);
    await recordAudit(trx, {
      brandKey: actor.brandKey,
      actorUserId: actor.userId,
      actorRole: 'staff',
      action: 'job.retry',
      objectType: 'job',
      objectId: id,
      fromState: 'failed',
      toState: 'queued',
      reason: name,
      requestId: req.requestId,
      ip: req.ip,
    });
  });
}
