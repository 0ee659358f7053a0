import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import { precompiled } from './precompiled';

describe('precompiled queries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const userByEmail = precompiled(['email', 'minId'], (db, v: { email: string; minId: number }) =>
    db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', v.email)
      .where('id', '>=', v.minId)
      .orderBy('id'),
  );

  it('runs the compiled query with each call’s values', async () => {
    expect(await userByEmail(t.app.db, { email: 'alumna@demo.test', minId: 1 })).toEqual([
      { id: 1, email: 'alumna@demo.test' },
    ]);
    expect(await userByEmail(t.app.db, { email: 'master@demo.test', minId: 1 })).toEqual([
      { id: 2, email: 'master@demo.test' },
    ]);
    expect(await userByEmail(t.app.db, { email: 'master@demo.test', minId: 3 })).toEqual([]);
  });

  it('refuses a value that does not reach the SQL as one parameter', async () => {
    const unused = precompiled(['email', 'never'], (db, v: { email: string; never: string }) =>
      db.selectFrom('users').select('id').where('email', '=', v.email),
    );
    await expect(unused(t.app.db, { email: 'x', never: 'y' })).rejects.toThrow(/never not bound/);
  });
});
