import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testEngine, type TestApp } from '../test/test-app';
import { AppError } from './app-error';
import { registerErrorHandling } from './error-handler';
import {
  EVALUATION_PER_EVALUATOR,
  tryUnique,
  uniqueAs,
  uniqueViolationOf,
  USERS_EMAIL,
  violates,
} from './unique-violation';

/** ADR 0036: unique violations of either engine as catalogue answers, never 500. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(async () => t?.close());

const user = (email: string) => ({
  email,
  password_hash: null,
  role: 'staff' as const,
  brand_key: 'demo',
  first_access_at: null,
  last_login_at: null,
  nombre: 'Una',
  apellidos: '',
  created_at: new Date().toISOString(),
  updated_at: null,
});

/** The error the database raises for a second account with one address. */
async function duplicateEmailError(): Promise<unknown> {
  const email = `dup-${Math.random().toString(36).slice(2)}@demo.test`;
  await t.app.db.insertInto('users').values(user(email)).execute();
  return t.app.db
    .insertInto('users')
    .values(user(email))
    .execute()
    .then(
      () => null,
      (err: unknown) => err,
    );
}

/** An app whose one route throws `err`, answered by the portal's error handler. */
async function answerFor(err: unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/x', async () => {
    throw err;
  });
  const res = await app.inject({ url: '/x' });
  await app.close();
  return [res.statusCode, res.json()] as const;
}

describe(`unique violations (${testEngine})`, () => {
  it('reads the constraint of a real violation and tells it from the others', async () => {
    const err = await duplicateEmailError();
    expect(uniqueViolationOf(err)).toMatchObject(
      testEngine === 'postgres'
        ? { constraint: 'users_email_key', columns: ['email'] }
        : { table: 'users', columns: ['email'] },
    );
    expect(violates(err, USERS_EMAIL)).toBe(true);
    expect(violates(err, EVALUATION_PER_EVALUATOR)).toBe(false);
    expect(uniqueViolationOf(new Error('other'))).toBeNull();
    const mapped = await uniqueAs(USERS_EMAIL, 16, () => Promise.reject(err)).catch((e: unknown) => e);
    expect(mapped).toBeInstanceOf(AppError);
    expect((mapped as AppError).code).toBe(16);
  });

  it('the error handler answers an unnamed unique violation 409 with 340, not 500; other errors stay 500', async () => {
    expect(await answerFor(await duplicateEmailError())).toEqual([409, { status: 340, datos: null }]);
    expect(await answerFor(new Error('boom'))).toEqual([500, { status: 1, datos: null }]);
  });

  it('tryUnique undoes only the violating insert: the transaction goes on and commits the rest', async () => {
    const email = `save-${Math.random().toString(36).slice(2)}@demo.test`;
    await t.app.db.insertInto('users').values(user(email)).execute();
    const other = `${email}.other`;
    await t.app.db.transaction().execute(async (trx) => {
      const again = await tryUnique(trx, USERS_EMAIL, () => trx.insertInto('users').values(user(email)).execute());
      expect(again).toBeUndefined();
      await trx.insertInto('users').values(user(other)).execute();
    });
    const emails = await t.app.db.selectFrom('users').select('email').where('email', 'in', [email, other]).execute();
    expect(emails.map((e) => e.email).sort()).toEqual([email, other]);
  });

  it.runIf(testEngine === 'postgres')(
    'an id past the integer range answers 400 with 15 on PostgreSQL, not 500',
    async () => {
      const err = await sql`select * from users where id = ${'2147483648'}::int`
        .execute(t.app.db)
        .catch((e: unknown) => e);
      expect(await answerFor(err)).toEqual([400, { status: 15, datos: null }]);
    },
  );
});
