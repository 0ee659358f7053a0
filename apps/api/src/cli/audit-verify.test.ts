import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations/index';
import { verifyAllChains } from '../modules/office/audit/audit-verify.service';
import { recordAudit } from '../platform/audit';
import { openDatabase, type DbHandle } from '../platform/db';
import { adminQuery, databaseUrl } from '../test/pg-admin';
import { testEngine } from '../test/test-app';

/**
 * ADR 0037: migration 0038 chains the rows written before it, and `npm run audit:verify` prints
 * OK with the count, or the brand and id of the first broken row and exits 1, on this engine.
 */
let dataDir: string;
let env: Record<string, string>;
let handle: DbHandle;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-audit-verify-'));
  if (testEngine === 'postgres') {
    const name = `t_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    dropDatabase = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    env = { DATABASE_URL: databaseUrl(name), DATA_DIR: dataDir };
    handle = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  } else {
    env = { DATABASE_URL: '', DATA_DIR: dataDir };
    handle = openDatabase({ databaseUrl: undefined, dataDir });
  }
});
afterAll(async () => {
  await handle?.close();
  await dropDatabase?.();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const provider: MigrationProvider = { getMigrations: async (): Promise<Record<string, Migration>> => migrations };

/** The command as an operator runs it (from source through tsx), with the server's environment. */
function auditVerify(args: string[] = []): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'audit-verify.ts'), ...args],
      {
        env: { PATH: process.env.PATH, ...env },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('audit chain: migration 0038 and npm run audit:verify', () => {
  it('chains the rows that existed before the migration, per brand in id order', async () => {
    const migrator = new Migrator({ db: handle.db, provider });
    const before = Object.keys(migrations)
      .sort()
      .filter((name) => name < '0038')
      .pop() as string;
    const first = await migrator.migrateTo(before);
    expect(first.error).toBeUndefined();
    // More rows than one page of the migration (500), the two brands interleaved.
    const rows = Array.from({ length: 1200 }, (_, n) => ({
      brand_key: n % 3 === 0 ? 'catalunya' : 'default',
      occurred_at: new Date(Date.UTC(2026, 9, 1, 8, 0, n)).toISOString(),
      actor_user_id: n,
      actor_role: 'staff',
      action: 'offer.approve',
      object_type: 'offer',
      object_id: String(n),
      reason: n % 2 ? null : 'motivo',
    }));
    for (let i = 0; i < rows.length; i += 400) {
      await handle.db
        .insertInto('audit_log')
        .values(rows.slice(i, i + 400))
        .execute();
    }
    const latest = await migrator.migrateToLatest();
    expect(latest.error).toBeUndefined();
    const reports = await verifyAllChains(handle.db);
    expect(reports.map((r) => [r.brandKey, r.count, r.broken])).toEqual([
      ['catalunya', 400, 0],
      ['default', 800, 0],
    ]);
    // New rows continue the migrated chain; the triggers of migration 0013 stand again.
    await recordAudit(handle.db, {
      brandKey: 'default',
      actorUserId: null,
      actorRole: 'job',
      action: 'internship.start',
      objectType: 'internship',
      objectId: 1,
    });
    expect((await verifyAllChains(handle.db, 'default'))[0]).toMatchObject({ count: 801, broken: 0 });
    await expect(sql`UPDATE audit_log SET reason = 'x'`.execute(handle.db)).rejects.toThrow(/append-only/);
  });

  // Each run starts a process through tsx: seconds on a busy machine.
  it('prints OK with the count when the log is genuine', { timeout: 120_000 }, async () => {
    const run = await auditVerify();
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^brand "catalunya": 400 entries verified, last entry #\d+ [0-9a-f]{64}$/m);
    expect(run.stdout).toMatch(/^brand "default": 801 entries verified/m);
    expect(run.stdout).toContain('OK: 1201 audit entries verified in 2 brand(s)');
    expect(run.code).toBe(0);
  });

  it('names the brand and id of a forged row and exits 1', { timeout: 120_000 }, async () => {
    await sql`INSERT INTO audit_log (brand_key, occurred_at, actor_role, action, object_type, prev_hash, hash)
      VALUES ('catalunya', '2026-11-01T10:00:00.000Z', 'staff', 'company.validate', 'company', ${'1'.repeat(64)}, ${'2'.repeat(64)})`.execute(
      handle.db,
    );
    const forged = await handle.db.selectFrom('audit_log').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const run = await auditVerify();
    expect(run.stdout).toContain(`BROKEN: brand "catalunya", entry #${forged.id}`);
    expect(run.stdout).toContain(`brand "catalunya": 1 of 401 entries do not verify; first: #${forged.id}`);
    expect(run.stdout).toMatch(/^brand "default": 801 entries verified/m);
    expect(run.code).toBe(1);
    // One brand only.
    const other = await auditVerify(['--brand', 'default']);
    expect(other.stdout).toContain('OK: 801 audit entries verified in 1 brand(s)');
    expect(other.code).toBe(0);
  });
});
