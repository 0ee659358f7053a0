import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { drainJobs } from '../../platform/jobs/queue';
import { runJob } from '../../platform/jobs/scheduler';
import { call } from '../../test/call';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { officeLogin } from '../office/office-test-kit';
import { jobContext } from '../office/jobs/office-jobs';
import { expiredExportsJob } from './expired-exports.job';

// Expired background-export files are removed by a daily scheduled job (#17 leftover, ADR 0020),
// not only when another export is built: the expired export's bytes are gone and its download
// answers 306 (HTTP 410); a live export keeps its file. Built by the queue of the engine under
// test (the SQLite runner, pg-boss with TEST_DB=postgres), cleaned by the scheduler on both.

let t: TestApp;
let gestor: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp({ config: { exportMaxRows: 2 } });
  gestor = await officeLogin(t.app, 'gestor@demo.test');
});
afterAll(async () => t?.close());

/** A background export of the agreements with these columns (other columns, other bytes), built. */
async function builtExport(columns: string): Promise<{ id: number; key: string }> {
  const asked = await call(t.app, 'GET', `/api/Gestion/convenios/exportar?formato=csv&columnas=${columns}`, gestor);
  expect(asked.http).toBe(202);
  const id = asked.body.datos.idExportacion as number;
  await drainJobs(t.app);
  const row = await t.app.db.selectFrom('export_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect(row.state).toBe('ready');
  expect(row.storage_key).not.toBeNull();
  return { id, key: row.storage_key as string };
}

const download = (id: number) => call(t.app, 'GET', `/api/Exportaciones/${id}/descargar`, gestor);

describe('the scheduled removal of expired export files (#17, ADR 0020)', () => {
  it("removes an expired export's file (its download answers 306) and keeps a live one's", async () => {
    const expired = await builtExport('idConvenio');
    const live = await builtExport('idConvenio,codigo');
    expect(live.key).not.toBe(expired.key);
    const now = Date.now();
    await t.app.db
      .updateTable('export_jobs')
      .set({ expires_at: new Date(now - DAY).toISOString() })
      .where('id', '=', expired.id)
      .execute();
    // Before the job, the bytes are still stored (only a build removed them until now).
    expect(await t.app.storage.exists(expired.key)).toBe(true);

    const ctx = jobContext(t.app, fixedClock(new Date(now).toISOString()));
    expect(await runJob(ctx, expiredExportsJob)).toEqual({ ran: true, outcome: '1 expired export files removed' });

    expect(await t.app.storage.exists(expired.key)).toBe(false);
    const row = await t.app.db
      .selectFrom('export_jobs')
      .select(['state', 'storage_key'])
      .where('id', '=', expired.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'expired', storage_key: null });
    expect((await call(t.app, 'GET', `/api/Exportaciones/${expired.id}`, gestor)).body.datos.estado).toBe('expired');
    const gone = await download(expired.id);
    expect([gone.http, gone.body.status]).toEqual([410, 306]);

    expect(await t.app.storage.exists(live.key)).toBe(true);
    const kept = await download(live.id);
    expect(kept.http).toBe(200);
    expect(kept.res.rawPayload.length).toBeGreaterThan(0);

    // Once a day: the same day claims nothing; the next day finds nothing left to remove.
    expect(await runJob(ctx, expiredExportsJob)).toEqual({ ran: false });
    const tomorrow = jobContext(t.app, fixedClock(new Date(now + DAY).toISOString()));
    expect(await runJob(tomorrow, expiredExportsJob)).toEqual({ ran: true, outcome: '0 expired export files removed' });
    expect(await t.app.storage.exists(live.key)).toBe(true);
  });
});
