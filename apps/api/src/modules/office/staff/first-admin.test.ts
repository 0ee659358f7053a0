import { Status } from '@portal/contracts/status-names';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicBaseUrl } from '../../../platform/public-url';
import { call } from '../../../test/call';
import { DEMO_PASSWORD } from '../../../test/login';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { officeLogin } from '../office-test-kit';
import { createFirstAdmin } from './staff.service';

/**
 * Issue #18 part 8: a production database has no demo account; `npm run admin:create` makes the
 * first office admin of a brand, who sets a password through the mailed link and signs in.
 */
describe('the first office admin of a production database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const deps = () => ({ db: t.app.db, config: t.app.config, log: t.app.log });
  const body = { email: 'Directora@Uni.example', nombre: 'Ana', apellidos: 'Pons Vidal', idioma: 'ca' as const };

  it('#18.8 admin:create makes one admin who sets a password through the link and signs in to the console', async () => {
    const brand = t.app.brands.byKey.get('default')!;
    const { url } = await createFirstAdmin(deps(), brand, body, publicBaseUrl(brand, t.app.config));
    expect(url.startsWith(publicBaseUrl(brand, t.app.config))).toBe(true);
    const token = new URL(url).searchParams.get('token');
    const set = await call(t.app, 'POST', '/api/Gestion/establecerPassword', null, { token, password: DEMO_PASSWORD });
    expect(set.body.status).toBe(0);
    // officeLogin enrols the second factor an admin needs at the first sign-in.
    const session = await officeLogin(t.app, 'directora@uni.example');
    const me = await call(t.app, 'GET', '/api/Gestion/sesion', session);
    expect(me.body.datos).toMatchObject({ tipo: 'admin', email: 'directora@uni.example' });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_role', 'to_state'])
      .where('object_type', '=', 'staff')
      .execute();
    expect(audit).toContainEqual({ action: 'staff.invite', actor_role: 'system', to_state: 'admin' });
  });

  it('#18.8 a second admin:create with the same e-mail is refused and creates nothing', async () => {
    const brand = t.app.brands.byKey.get('default')!;
    const before = await t.app.db.selectFrom('users').select('id').execute();
    await expect(createFirstAdmin(deps(), brand, body, 'http://localhost:3000')).rejects.toMatchObject({
      code: Status.EmailAlreadyRegistered,
    });
    expect(await t.app.db.selectFrom('users').select('id').execute()).toEqual(before);
  });
});
