import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../../platform/audit';
import type { DbHandle } from '../../../platform/db';
import { openMigratedDatabase } from '../../../test/migrated-database';
import { adminQuery, databaseUrl } from '../../../test/pg-admin';
import { testEngine } from '../../../test/test-app';
import { verifyBrandChain } from './audit-verify.service';

/**
 * docs/audit-log.md's PostgreSQL set-up, run as the document writes it (ADR 0037): the portal's role
 * keeps INSERT and SELECT on the log and can no longer switch its trigger off or rewrite it.
 */
const doc = fs.readFileSync(path.join(import.meta.dirname, '../../../../../../docs/audit-log.md'), 'utf8');

/** The sql block after a bold step title of the document. */
function sqlAfter(title: string): string {
  const from = doc.indexOf(title);
  const block = /```sql\n([\s\S]*?)```/.exec(doc.slice(from));
  if (from < 0 || !block) throw new Error(`docs/audit-log.md has no sql block after ${title}`);
  return block[1];
}

const suffix = crypto.randomBytes(4).toString('hex');
const names = { owner: `ao_${suffix}`, app: `aa_${suffix}`, db: `t_roles_${suffix}` };
/** The document's names replaced by this run's. */
const ours = (text: string) =>
  text
    .replaceAll('portal_owner', names.owner)
    .replaceAll('portal_app', names.app)
    .replace(/\bportal\b(?!_)/g, names.db);

/** The statements of a block, without its comment lines. */
function statementsOf(block: string): string[] {
  return block
    .replace(/^--.*$/gm, '')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}

function urlAs(role: string): string {
  const url = new URL(databaseUrl(names.db));
  url.username = role;
  return url.toString();
}

async function runAs(role: string, statements: string): Promise<void> {
  const client = new pg.Client({ connectionString: urlAs(role) });
  await client.connect();
  try {
    await client.query(statements);
  } finally {
    await client.end();
  }
}

let app: DbHandle | undefined;

describe.skipIf(testEngine !== 'postgres')('audit log on PostgreSQL: the portal role may only append', () => {
  beforeAll(async () => {
    // Step 1: before `\connect` on the server's database, after it on the new one.
    const [server, database] = ours(sqlAfter('**1. Roles and database.**')).split(/^\\connect .*$/m);
    // CREATE DATABASE runs on its own, outside a transaction: one statement at a time.
    await adminQuery(...statementsOf(server));
    const client = new pg.Client({ connectionString: databaseUrl(names.db) });
    await client.connect();
    await client.query(database);
    await client.end();
    // Step 2: the portal starts as its role and migrates.
    app = await openMigratedDatabase(
      { databaseUrl: urlAs(names.app), dataDir: '/nonexistent', storageDriver: 'disk' },
      false,
    );
    await recordAudit(app.db, {
      brandKey: 'default',
      actorUserId: 1,
      actorRole: 'staff',
      action: 'a.before',
      objectType: 'x',
      objectId: 1,
    });
    // Step 3: the log handed to its owner.
    await runAs(names.owner, ours(sqlAfter('**3. Hand the log to its owner.**')));
  });
  afterAll(async () => {
    await app?.close();
    await adminQuery(
      `DROP DATABASE IF EXISTS ${names.db} WITH (FORCE)`,
      `DROP ROLE IF EXISTS ${names.app}`,
      `DROP ROLE IF EXISTS ${names.owner}`,
    );
  });

  it('lets the portal append and read, and the chain verifies', async () => {
    const db = (app as DbHandle).db;
    await recordAudit(db, {
      brandKey: 'default',
      actorUserId: 1,
      actorRole: 'staff',
      action: 'a.after',
      objectType: 'x',
      objectId: 2,
    });
    expect(await verifyBrandChain(db, 'default')).toMatchObject({ count: 2, broken: 0 });
  });

  it('refuses the portal role switching the trigger off, rewriting, emptying or dropping the log', async () => {
    const db = (app as DbHandle).db;
    const attempts: Array<[string, RegExp]> = [
      ['ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update', /must be owner of table audit_log/],
      ['ALTER TABLE audit_log DISABLE TRIGGER ALL', /must be owner of table audit_log/],
      ["UPDATE audit_log SET reason = 'rewritten'", /permission denied for table audit_log/],
      ['DELETE FROM audit_log', /permission denied for table audit_log/],
      ['TRUNCATE audit_log', /permission denied for table audit_log/],
      ['DROP TABLE audit_log', /must be owner of table audit_log/],
      ['ALTER TABLE audit_log RENAME TO old_log', /must be owner of table audit_log/],
      [
        'CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$',
        /must be owner of function audit_log_append_only/,
      ],
    ];
    for (const [statement, refusal] of attempts) {
      await expect(sql.raw(statement).execute(db), statement).rejects.toThrow(refusal);
    }
    expect(await verifyBrandChain(db, 'default')).toMatchObject({ count: 2, broken: 0 });
    const reasons = await db.selectFrom('audit_log').select('reason').execute();
    expect(reasons.every((r) => r.reason === null)).toBe(true);
  });
});
