import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { auditRows, officeLogin, outboxTo } from '../office-test-kit';

// gestor@demo.test (7) is the default brand's admin; oficina@ (90) a gestor of campus 1;
// gestor@catalunya.demo.test (92) the Catalan brand's admin.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
});
afterAll(async () => t?.close());

const invite = (body: Record<string, unknown>, token = admin) =>
  call(t.app, 'POST', '/api/Gestion/personal/invitar', token, body);

describe('office staff management (issue #14)', () => {
  it("lists the brand's staff only, with kind, scope and second factor, searchable and paginated", async () => {
    const res = await call(t.app, 'GET', '/api/Gestion/personal', admin);
    expect(res.body.status).toBe(0);
    const emails = res.body.datos.items.map((i: { email: string }) => i.email);
    expect(emails.sort()).toEqual(['gestor@demo.test', 'oficina@demo.test', 'tutora@demo.test']);
    expect(res.body.datos.items.find((i: { email: string }) => i.email === 'oficina@demo.test')).toMatchObject({
      tipo: 'gestor',
      sedes: [1],
      activo: true,
      invitacionPendiente: false,
    });
    const search = await call(t.app, 'GET', '/api/Gestion/personal?q=teresa&tamano=1', admin);
    expect(search.body.datos).toMatchObject({ total: 1, tamano: 1, pagina: 1 });
    expect(search.body.datos.items[0].email).toBe('tutora@demo.test');
  });

  it('invites a member: the account exists, the set-password link is in the outbox, the row is audited', async () => {
    const res = await invite({
      email: 'Nuevo.Gestor@demo.test',
      nombre: 'Nuevo',
      apellidos: 'Gestor Prueba',
      tipo: 'gestor',
      sedes: [2, 1, 2],
    });
    expect(res.body.status).toBe(0);
    expect(res.body.datos).toMatchObject({
      email: 'nuevo.gestor@demo.test',
      tipo: 'gestor',
      sedes: [1, 2],
      activo: true,
      invitacionPendiente: true,
      segundoFactor: false,
    });
    const [mail] = await outboxTo(t.app, 'nuevo.gestor@demo.test');
    const match = /https?:\/\/[^\s]+\/gestion\/establecer-contrasena\?token=([\w-]+)/.exec(mail.text);
    expect(match).not.toBeNull();
    const rows = await auditRows(t.app, 'staff.invite');
    expect(rows.at(-1)).toMatchObject({
      actor_user_id: 7,
      object_type: 'staff',
      object_id: String(res.body.datos.idUsuario),
      to_state: 'gestor',
    });

    const set = await call(t.app, 'POST', '/api/Gestion/establecerPassword', null, {
      token: match![1],
      password: 'Nuevo2026x',
    });
    expect(set.body).toMatchObject({ status: 0, aviso: 514 });
    const signIn = await call(t.app, 'POST', '/api/Gestion/logaUsuario', null, {
      eUsuario: 'nuevo.gestor@demo.test',
      ePassword: 'Nuevo2026x',
    });
    expect(signIn.body.datos.perfil).toMatchObject({ tipo: 'gestor', sedes: [1, 2] });
  });

  it('refuses an address already registered (16) and an unknown campus (147), creating nothing', async () => {
    const taken = await invite({ email: 'alumna@demo.test', nombre: 'A', apellidos: 'B', tipo: 'tutor' });
    expect([taken.http, taken.body.status]).toEqual([409, 16]);
    const campus = await invite({ email: 'otro@demo.test', nombre: 'A', apellidos: 'B', tipo: 'gestor', sedes: [999] });
    expect([campus.http, campus.body.status]).toEqual([400, 147]);
    expect(
      await t.app.db.selectFrom('users').select('id').where('email', '=', 'otro@demo.test').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('eight invitations of one address at once: one account, one 200 and seven 409 with 16, never 500 (ADR 0036)', async () => {
    const email = 'doble.clic@demo.test';
    const body = { email, nombre: 'Doble', apellidos: 'Clic', tipo: 'tutor' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => invite(body)));
    const seen = answers.map((a) => `${a.http}/${a.body.status}`).sort();
    expect(seen).toEqual(['200/0', ...Array<string>(7).fill('409/16')]);
    const accounts = await t.app.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(accounts).toHaveLength(1);
    expect(await outboxTo(t.app, email)).toHaveLength(1);
  });

  it("changes a member's kind and scope, audited with before and after", async () => {
    const res = await call(t.app, 'POST', '/api/Gestion/personal/90/editar', admin, { tipo: 'gestor', sedes: [3] });
    expect(res.body.datos).toMatchObject({ tipo: 'gestor', sedes: [3] });
    expect((await auditRows(t.app, 'staff.edit')).at(-1)).toMatchObject({
      from_state: 'gestor [1]',
      to_state: 'gestor [3]',
    });
    const back = await call(t.app, 'POST', '/api/Gestion/personal/90/editar', admin, { tipo: 'gestor', sedes: [1] });
    expect(back.body.datos.sedes).toEqual([1]);
  });

  it('deactivates a member: their token stops at once and they cannot sign in; reactivation lets them back', async () => {
    const token = await officeLogin(t.app, 'tutora@demo.test');
    expect((await call(t.app, 'GET', '/api/Gestion/sesion', token)).body.status).toBe(0);
    const off = await call(t.app, 'POST', '/api/Gestion/personal/91/desactivar', admin);
    expect(off.body.datos.activo).toBe(false);
    const after = await call(t.app, 'GET', '/api/Gestion/sesion', token);
    expect([after.http, after.body.status]).toEqual([401, 2]);
    const signIn = await call(t.app, 'POST', '/api/Gestion/logaUsuario', null, {
      eUsuario: 'tutora@demo.test',
      ePassword: 'Demo2026',
    });
    expect(signIn.body.status).toBe(90);
    const god = await call(t.app, 'POST', '/api/Publico/modoDios', null, {
      eUsuario: 'tutora@demo.test',
      ePassword: 'Demo2026',
    });
    expect(god.body.status).toBe(90);
    expect((await auditRows(t.app, 'staff.deactivate')).at(-1)).toMatchObject({
      object_id: '91',
      from_state: 'active',
      to_state: 'inactive',
    });

    const on = await call(t.app, 'POST', '/api/Gestion/personal/91/reactivar', admin);
    expect(on.body.datos.activo).toBe(true);
    expect(typeof (await officeLogin(t.app, 'tutora@demo.test'))).toBe('string');
    expect(await auditRows(t.app, 'staff.reactivate')).toHaveLength(1);
  });

  it('keeps an admin from deactivating or demoting themselves (146)', async () => {
    const off = await call(t.app, 'POST', '/api/Gestion/personal/7/desactivar', admin);
    expect([off.http, off.body.status]).toEqual([403, 146]);
    const demote = await call(t.app, 'POST', '/api/Gestion/personal/7/editar', admin, { tipo: 'gestor', sedes: [] });
    expect([demote.http, demote.body.status]).toEqual([403, 146]);
  });

  it("does not reach another brand's staff (145) and lists the campuses", async () => {
    const other = await call(t.app, 'POST', '/api/Gestion/personal/92/desactivar', admin);
    expect([other.http, other.body.status]).toEqual([404, 145]);
    const campuses = await call(t.app, 'GET', '/api/Gestion/sedes', admin);
    expect(campuses.body.datos[0]).toEqual({ id: 1, nombre: 'Campus de Valencia' });
  });
});
