import type { Db } from '../../platform/db';
import { dayOf } from '../../platform/clock';
import type { JobContext, JobDefinition } from '../../platform/jobs/scheduler';
import { createStorage } from '../../platform/storage/create-storage';
import type { Storage } from '../../platform/storage/storage';
import * as repo from './export-jobs.repository';

/**
 * Expired background-export files (ADR 0020: kept 7 days) are forgotten by their rows, so that the
 * download answers 306, and their bytes removed when nothing else names them (files are
 * content-addressed: a document uploaded with the same content, or a live export, shares the key).
 * Every build does it, and a daily scheduled job too, so that files go even when no export is
 * built for weeks (#17 leftover). Returns how many files the rows forgot.
 */
export async function purgeExpiredExports(db: Db, storage: Storage, now: Date): Promise<number> {
  const at = now.toISOString();
  let forgotten = 0;
  // The repository answers a batch at a time; each forgotten row leaves the next batch.
  for (let batch = await repo.expiredWithFiles(db, at); batch.length > 0; batch = await repo.expiredWithFiles(db, at)) {
    for (const row of batch) {
      await repo.forgetFile(db, Number(row.id));
      forgotten += 1;
      if (row.storage_key && !(await repo.keyStillUsed(db, row.storage_key, at))) await storage.delete(row.storage_key);
    }
  }
  return forgotten;
}

async function purgeOnSchedule(ctx: JobContext): Promise<string> {
  const storage = createStorage(ctx.config, ctx.db);
  try {
    return `${await purgeExpiredExports(ctx.db, storage, ctx.clock.now())} expired export files removed`;
  } finally {
    storage.close();
  }
}

export const expiredExportsJob: JobDefinition = {
  name: 'exports.purge_expired',
  period: dayOf,
  run: purgeOnSchedule,
};
