import { sql } from 'kysely';
import { AppError } from './app-error';
import type { Db } from './db';

/**
 * Unique violations as the catalogue's answers (ADR 0036). A check-then-insert ("is this e-mail
 * taken?") cannot stop two requests that arrive together: both pass the check and the database's
 * unique constraint refuses the second insert, PostgreSQL with SQLSTATE 23505, SQLite with
 * SQLITE_CONSTRAINT_UNIQUE. A service names the constraint it expects and the code that answers
 * it (`uniqueAs`), or goes on with the row the other request wrote (`tryUnique`); the error handler
 * answers any other unique violation with 340, never 500.
 */

/** One unique constraint as each engine names it in its error. */
export interface UniqueKey {
  /** PostgreSQL's name of the constraint or unique index (`users_email_key`). */
  constraint: string;
  /** SQLite names the table and columns instead (`UNIQUE constraint failed: users.email`). */
  table: string;
  columns: readonly string[];
}

/** A unique violation as read from either engine's error. */
export interface UniqueViolation {
  constraint: string | null;
  table: string | null;
  columns: string[];
}

/** The unique violation `err` reports, or null when it is another error. */
export function uniqueViolationOf(err: unknown): UniqueViolation | null {
  const e = err as { code?: unknown; constraint?: unknown; table?: unknown; detail?: unknown; message?: unknown };
  if (!e || typeof e !== 'object') return null;
  if (e.code === '23505') {
    // detail: 'Key (internship_id, evaluador)=(3, empresa) already exists.'
    const key = typeof e.detail === 'string' ? /^Key \(([^)]*)\)/.exec(e.detail) : null;
    return {
      constraint: typeof e.constraint === 'string' ? e.constraint : null,
      table: typeof e.table === 'string' ? e.table : null,
      columns: key ? key[1].split(',').map((c) => c.trim()) : [],
    };
  }
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const message = typeof e.message === 'string' ? e.message : '';
    const index = /UNIQUE constraint failed: index '([^']+)'/.exec(message);
    if (index) return { constraint: index[1], table: null, columns: [] };
    const pairs = (/constraint failed: (.*)$/.exec(message)?.[1] ?? '').split(',').map((p) => p.trim().split('.'));
    return {
      constraint: null,
      table: pairs[0]?.length === 2 ? pairs[0][0] : null,
      columns: pairs.filter((p) => p.length === 2).map((p) => p[1]),
    };
  }
  return null;
}

/** Whether `err` is a violation of `key` (by name on PostgreSQL, by table and columns on SQLite). */
export function violates(err: unknown, key: UniqueKey): boolean {
  const seen = uniqueViolationOf(err);
  if (!seen) return false;
  if (seen.constraint !== null) return seen.constraint === key.constraint;
  return seen.table === key.table && [...seen.columns].sort().join(',') === [...key.columns].sort().join(',');
}

/** Runs `work`; a violation of `key` leaves as `new AppError(code)`, anything else as it was. */
export async function uniqueAs<T>(key: UniqueKey, code: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (violates(err, key)) throw new AppError(code);
    throw err;
  }
}

let savepoints = 0;

/**
 * Runs `work` in a savepoint of the transaction `trx`: a violation of `key` undoes only `work` and
 * answers `undefined`, so that the transaction goes on (PostgreSQL aborts a whole transaction on
 * an error, a savepoint keeps the rest); the caller then reads the row the other request wrote,
 * which PostgreSQL's READ COMMITTED shows to the next statement. Anything else is rethrown.
 */
export async function tryUnique<T>(trx: Db, key: UniqueKey, work: () => Promise<T>): Promise<T | undefined> {
  const name = sql.id(`unique_${++savepoints}`);
  await sql`savepoint ${name}`.execute(trx);
  try {
    const result = await work();
    await sql`release savepoint ${name}`.execute(trx);
    return result;
  } catch (err) {
    await sql`rollback to savepoint ${name}`.execute(trx);
    await sql`release savepoint ${name}`.execute(trx);
    if (violates(err, key)) return undefined;
    throw err;
  }
}

/** `users.email` (migration 0002-01): one account per address across the brands. */
export const USERS_EMAIL: UniqueKey = { constraint: 'users_email_key', table: 'users', columns: ['email'] };

/** One evaluation per internship and evaluator (migration 0022). */
export const EVALUATION_PER_EVALUATOR: UniqueKey = {
  constraint: 'internship_evaluations_one_per_evaluator',
  table: 'internship_evaluations',
  columns: ['internship_id', 'evaluador'],
};
