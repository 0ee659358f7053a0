import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../../platform/audit';
import { chainHash } from '../../../platform/audit-chain';
import type { Db } from '../../../platform/db';
import { call } from '../../../test/call';
import { loginAs } from '../../../test/login';
import { buildTestApp, testEngine, type TestApp } from '../../../test/test-app';
import { officeLogin } from '../office-test-kit';
import { verifyAllChains, verifyBrandChain } from './audit-verify.service';

/**
 * The audit log's hash chain (ADR 0037): a genuine log verifies, and a row inserted by hand, a row
 * rewritten or removed with the append-only trigger out of the way is named, on this engine.
 */
let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await buildTestApp();
  db = t.app.db;
});
afterAll(async () => t?.close());

const entry = (brandKey: string, n: number) => ({
  brandKey,
  actorUserId: n,
  actorRole: 'staff',
  action: 'offer.approve',
  objectType: 'offer',
  objectId: n,
  reason: `entrada ${n} «ñ»`,
});

async function write(brandKey: string, count: number): Promise<void> {
  for (let n = 1; n <= count; n++) await recordAudit(db, entry(brandKey, n));
}

async function idsOf(brandKey: string): Promise<number[]> {
  const rows = await db.selectFrom('audit_log').select('id').where('brand_key', '=', brandKey).orderBy('id').execute();
  return rows.map((r) => Number(r.id));
}

/** Runs SQL on the log as someone who can lift its append-only triggers (the table's owner). */
async function behindTheTriggers(statement: string): Promise<void> {
  if (testEngine === 'postgres') {
    await db.transaction().execute(async (trx) => {
      await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update`.execute(trx);
      await sql.raw(statement).execute(trx);
      await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_update`.execute(trx);
    });
    return;
  }
  await sql`DROP TRIGGER audit_log_no_update`.execute(db);
  await sql`DROP TRIGGER audit_log_no_delete`.execute(db);
  await sql.raw(statement).execute(db);
  await sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN
      SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(db);
  await sql`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN
      SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(db);
}

describe('audit log hash chain', () => {
  it('chains every row to the brand previous one, and a genuine log verifies', async () => {
    await write('chain-a', 5);
    await write('chain-b', 3);
    const rows = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('brand_key', '=', 'chain-a')
      .orderBy('id')
      .execute();
    expect(rows[0].prev_hash).toBe('0'.repeat(64));
    for (let i = 1; i < rows.length; i++) expect(rows[i].prev_hash).toBe(rows[i - 1].hash);
    expect(rows[2].hash).toBe(chainHash(rows[2].prev_hash as string, rows[2]));
    const reports = await verifyAllChains(db);
    expect(reports.filter((r) => r.brandKey.startsWith('chain-'))).toEqual([
      { brandKey: 'chain-a', count: 5, broken: 0, firstBroken: null, head: { id: rows[4].id, hash: rows[4].hash } },
      expect.objectContaining({ brandKey: 'chain-b', count: 3, broken: 0, firstBroken: null }),
    ]);
    expect(reports.every((r) => r.broken === 0)).toBe(true);
  });

  it('names a row inserted by hand with a made-up hash, and the rest still verifies', async () => {
    await write('forged', 3);
    const head = await db
      .selectFrom('audit_log')
      .select('hash')
      .where('brand_key', '=', 'forged')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO audit_log (brand_key, occurred_at, actor_user_id, actor_role, action, object_type, object_id, prev_hash, hash)
      VALUES ('forged', '2026-11-01T10:00:00.000Z', 1, 'staff', 'company.validate', 'company', '9', ${head.hash}, ${'f'.repeat(64)})`.execute(
      db,
    );
    await write('forged', 2);
    const ids = await idsOf('forged');
    expect(await verifyBrandChain(db, 'forged')).toMatchObject({
      count: 6,
      broken: 1,
      firstBroken: { id: ids[3], action: 'company.validate', problem: 'hash', occurredAt: '2026-11-01T10:00:00.000Z' },
    });
    // A row without a hash at all is named too.
    await sql`INSERT INTO audit_log (brand_key, occurred_at, actor_role, action, object_type)
      VALUES ('unchained', '2026-11-01T10:00:00.000Z', 'staff', 'offer.approve', 'offer')`.execute(db);
    expect((await verifyBrandChain(db, 'unchained')).firstBroken).toMatchObject({ problem: 'link' });
  });

  it('names a row rewritten with the trigger lifted, and the row after one removed', async () => {
    await write('rewritten', 4);
    const ids = await idsOf('rewritten');
    await behindTheTriggers(`UPDATE audit_log SET reason = 'otra cosa' WHERE id = ${ids[1]}`);
    expect(await verifyBrandChain(db, 'rewritten')).toMatchObject({
      count: 4,
      broken: 1,
      firstBroken: { id: ids[1], problem: 'hash' },
    });

    await write('removed', 4);
    const removed = await idsOf('removed');
    await behindTheTriggers(`DELETE FROM audit_log WHERE id = ${removed[1]}`);
    expect(await verifyBrandChain(db, 'removed')).toMatchObject({
      count: 3,
      broken: 1,
      firstBroken: { id: removed[2], problem: 'link' },
    });
    // The triggers stand again.
    await expect(sql`DELETE FROM audit_log`.execute(db)).rejects.toThrow(/append-only/);
  });

  it('keeps one chain when 20 writers append at once, in their own transactions or none', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        n % 2 === 0
          ? recordAudit(db, entry('busy', n))
          : db.transaction().execute(async (trx) => {
              await recordAudit(trx, entry('busy', n));
              await recordAudit(trx, entry('busy', 100 + n));
            }),
      ),
    );
    expect(await verifyBrandChain(db, 'busy')).toMatchObject({ count: 30, broken: 0, firstBroken: null });
    const links = await db.selectFrom('audit_log').select('prev_hash').where('brand_key', '=', 'busy').execute();
    expect(new Set(links.map((l) => l.prev_hash)).size).toBe(30);
  });

  it('leaves nothing of a rolled back change in the chain', async () => {
    await write('rollback', 2);
    await expect(
      db.transaction().execute(async (trx) => {
        await recordAudit(trx, entry('rollback', 3));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await write('rollback', 1);
    expect(await verifyBrandChain(db, 'rollback')).toMatchObject({ count: 3, broken: 0 });
  });
});

describe('GET /api/Gestion/auditoria/verificacion', () => {
  it('tells an admin the brand log is intact, then names the first broken row and where it is listed', async () => {
    const admin = await officeLogin(t.app, 'gestor@demo.test');
    const intact = await call(t.app, 'GET', '/api/Gestion/auditoria/verificacion', admin);
    expect(intact.http).toBe(200);
    expect(intact.body.status).toBe(0);
    const count = intact.body.datos.verificadas;
    expect(count).toBeGreaterThan(0);
    expect(intact.body.datos).toMatchObject({ integro: true, rotas: 0, primeraRota: null });

    await sql`INSERT INTO audit_log (brand_key, occurred_at, actor_role, action, object_type, prev_hash, hash)
      VALUES ('default', '2026-11-02T09:00:00.000Z', 'staff', 'staff.invite', 'user', ${'0'.repeat(64)}, ${'a'.repeat(64)})`.execute(
      db,
    );
    const forged = await db.selectFrom('audit_log').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await recordAudit(db, entry('default', 1));
    const broken = await call(t.app, 'GET', '/api/Gestion/auditoria/verificacion', admin);
    expect(broken.body.datos).toMatchObject({
      integro: false,
      rotas: 1,
      primeraRota: {
        id: Number(forged.id),
        fecha: '2026-11-02T09:00:00.000Z',
        accion: 'staff.invite',
        problema: 'enlace',
        masRecientes: 1,
      },
    });
    // The forged row and the one after it; the other brands' rows above are neither counted nor named.
    expect(broken.body.datos.verificadas).toBe(count + 2);
  });

  it('refuses campus-scoped gestors, tutors, students and companies', async () => {
    for (const email of ['oficina@demo.test', 'tutora@demo.test']) {
      const res = await call(t.app, 'GET', '/api/Gestion/auditoria/verificacion', await officeLogin(t.app, email));
      expect(res.body, email).toMatchObject({ datos: null });
      expect(res.body.status, email).toBeGreaterThan(0);
    }
    for (const email of ['alumna@demo.test', 'empresa@demo.test']) {
      const res = await call(t.app, 'GET', '/api/Gestion/auditoria/verificacion', await loginAs(t.app, email));
      expect(res.body, email).toMatchObject({ datos: null });
      expect(res.http, email).toBeGreaterThanOrEqual(400);
    }
  });
});
