import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call';
import { DEMO_PASSWORD, loginAs } from '../../../test/login';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { auditRows, CATALAN_HOST, freshCode, officeLogin, outboxTo, waitFor } from '../office-test-kit';

// Demo staff (db/seed/demo-office.ts): gestor@demo.test admin of the default brand, allowed by
// brand.json to skip the second factor; oficina@ gestor of campus 1; tutora@ tutor;
// gestor@catalunya.demo.test admin of the Catalan brand, who must use TOTP.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const signIn = (eUsuario: string, headers: Record<string, string> = {}, ePassword = DEMO_PASSWORD) =>
  call(t.app, 'POST', '/api/Gestion/logaUsuario', null, { eUsuario, ePassword }, headers);

describe('office sign-in (issue #14)', () => {
  it('signs the demo admin in with the password alone, as its brand allows for the demo, and records it', async () => {
    const res = await signIn('gestor@demo.test');
    expect(res.http).toBe(200);
    expect(res.body.status).toBe(0);
    expect(res.body.datos.rol).toBe('staff');
    expect(res.body.datos.perfil).toMatchObject({
      email: 'gestor@demo.test',
      tipo: 'admin',
      sedes: [],
      segundoFactor: false,
    });
    expect(res.body.datos.perfil.permisos).toContain('staff.manage');
    const session = await call(t.app, 'GET', '/api/Gestion/sesion', res.body.datos.token);
    expect(session.body.datos.tipo).toBe('admin');
    const rows = await auditRows(t.app, 'auth.sign_in');
    expect(rows.some((r) => r.actor_user_id === 7 && r.reason === 'password_demo' && r.ip)).toBe(true);
  });

  it('signs a gestor in with their campus scope and a tutor with only their internships', async () => {
    const gestor = await signIn('oficina@demo.test');
    expect(gestor.body.datos.perfil).toMatchObject({ tipo: 'gestor', sedes: [1] });
    expect(gestor.body.datos.perfil.permisos).not.toContain('staff.manage');
    const tutor = await signIn('tutora@demo.test');
    expect(tutor.body.datos.perfil).toMatchObject({ tipo: 'tutor', permisos: ['internships.tutor'] });
  });

  it('refuses staff of another brand, students and wrong passwords alike (status 3)', async () => {
    for (const res of [
      await signIn('gestor@catalunya.demo.test'),
      await signIn('alumna@demo.test'),
      await signIn('oficina@demo.test', {}, 'Wrong2026'),
    ]) {
      expect(res.http).toBe(400);
      expect(res.body.status).toBe(3);
    }
  });

  it('enrols an admin without a second factor: QR code, a first code, ten recovery codes', async () => {
    const first = await signIn('gestor@catalunya.demo.test', CATALAN_HOST);
    expect(first.body.status).toBe(0);
    expect(first.body.datos).toMatchObject({ segundoFactor: 'alta' });
    expect(first.body.datos.token).toBeUndefined();
    expect(first.body.datos.qr).toMatch(/^data:image\/png;base64,/);
    const { ticket, secreto } = first.body.datos;

    const wrong = await call(
      t.app,
      'POST',
      '/api/Gestion/confirmaSegundoFactor',
      null,
      { ticket, codigo: '000000' },
      CATALAN_HOST,
    );
    expect([wrong.http, wrong.body.status]).toEqual([400, 140]);

    const codigo = await generate({ secret: secreto });
    const done = await call(
      t.app,
      'POST',
      '/api/Gestion/confirmaSegundoFactor',
      null,
      { ticket, codigo },
      CATALAN_HOST,
    );
    expect(done.body.status).toBe(0);
    expect(done.body.datos.perfil).toMatchObject({ tipo: 'admin', segundoFactor: true });
    expect(done.body.datos.codigosRecuperacion).toHaveLength(10);
    const stored = await t.app.db
      .selectFrom('staff_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', 92)
      .execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.code_hash)).not.toContain(done.body.datos.codigosRecuperacion[0]);
    expect(await auditRows(t.app, 'staff.totp_enrol')).toHaveLength(1);

    const again = await call(
      t.app,
      'POST',
      '/api/Gestion/confirmaSegundoFactor',
      null,
      { ticket, codigo },
      CATALAN_HOST,
    );
    expect(again.body.status).not.toBe(0);

    // From now on the password answers 'second factor needed'; the code completes the sign-in once.
    const next = await signIn('gestor@catalunya.demo.test', CATALAN_HOST);
    expect(next.body.datos).toEqual({ segundoFactor: 'codigo', ticket: expect.any(String) });
    const replay = await call(
      t.app,
      'POST',
      '/api/Gestion/logaUsuario',
      null,
      { ticket: next.body.datos.ticket, codigo },
      CATALAN_HOST,
    );
    expect([replay.http, replay.body.status]).toEqual([400, 140]);
    const fresh = await freshCode(t.app, 92, secreto);
    const ok = await call(
      t.app,
      'POST',
      '/api/Gestion/logaUsuario',
      null,
      { ticket: next.body.datos.ticket, codigo: fresh },
      CATALAN_HOST,
    );
    expect(ok.body.status).toBe(0);
    expect(ok.body.datos.token).toEqual(expect.any(String));

    // A recovery code works instead of the app's code, once.
    const recovery = done.body.datos.codigosRecuperacion[3].toUpperCase();
    const third = await signIn('gestor@catalunya.demo.test', CATALAN_HOST);
    const viaRecovery = await call(
      t.app,
      'POST',
      '/api/Gestion/logaUsuario',
      null,
      { ticket: third.body.datos.ticket, codigo: recovery },
      CATALAN_HOST,
    );
    expect(viaRecovery.body.status).toBe(0);
    const fourth = await signIn('gestor@catalunya.demo.test', CATALAN_HOST);
    const reused = await call(
      t.app,
      'POST',
      '/api/Gestion/logaUsuario',
      null,
      { ticket: fourth.body.datos.ticket, codigo: recovery },
      CATALAN_HOST,
    );
    expect(reused.body.status).toBe(140);
    expect(await auditRows(t.app, 'staff.recovery_code_used')).toHaveLength(1);
  });

  it('keeps the ticket from working as a session, spends it after five wrong codes (330) and delays the address (429, 90)', async () => {
    // gestor@catalunya enrolled in the test above; its wrong codes there are forgotten first.
    await t.app.db.deleteFrom('login_throttle').execute();
    const first = await signIn('gestor@catalunya.demo.test', CATALAN_HOST);
    const { ticket } = first.body.datos;
    const asSession = await call(t.app, 'GET', '/api/Gestion/sesion', ticket, undefined, CATALAN_HOST);
    expect([asSession.http, asSession.body.status]).toEqual([401, 2]);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await call(
        t.app,
        'POST',
        '/api/Gestion/logaUsuario',
        null,
        { ticket, codigo: '000000' },
        CATALAN_HOST,
      );
      expect(wrong.body.status).toBe(140);
    }
    const locked = await call(
      t.app,
      'POST',
      '/api/Gestion/logaUsuario',
      null,
      { ticket, codigo: '000000' },
      CATALAN_HOST,
    );
    expect([locked.http, locked.body.status]).toEqual([429, 330]);
    // A new ticket from the same address waits (growing delays per user and address).
    const again = await signIn('gestor@catalunya.demo.test', CATALAN_HOST);
    const delayed = await call(
      t.app,
      'POST',
      '/api/Gestion/logaUsuario',
      null,
      { ticket: again.body.datos.ticket, codigo: '000000' },
      CATALAN_HOST,
    );
    expect([delayed.http, delayed.body.status]).toEqual([429, 90]);
    expect(delayed.res.headers['retry-after']).toBeDefined();
    await t.app.db.deleteFrom('login_throttle').execute();
  });

  it('refuses a forged ticket or one of another brand (141)', async () => {
    const res = await call(t.app, 'POST', '/api/Gestion/logaUsuario', null, { ticket: 'x.y.z', codigo: '123456' });
    expect([res.http, res.body.status]).toEqual([400, 141]);
    const catalan = await signIn('gestor@catalunya.demo.test', CATALAN_HOST);
    const elsewhere = await call(t.app, 'POST', '/api/Gestion/logaUsuario', null, {
      ticket: catalan.body.datos.ticket,
      codigo: '123456',
    });
    expect(elsewhere.body.status).toBe(141);
  });

  it('ends the session at logout', async () => {
    const token = await officeLogin(t.app, 'oficina@demo.test');
    expect((await call(t.app, 'POST', '/api/Gestion/logout', token)).body.status).toBe(0);
    const after = await call(t.app, 'GET', '/api/Gestion/sesion', token);
    expect([after.http, after.body.status]).toEqual([401, 2]);
  });
});

describe('god mode (/gma2019) stays with staff', () => {
  it('grants it to staff only, and its token does not open the console', async () => {
    const god = await call(t.app, 'POST', '/api/Publico/modoDios', null, {
      eUsuario: 'gestor@demo.test',
      ePassword: DEMO_PASSWORD,
    });
    expect(god.body.datos.godMode).toBe(true);
    const student = await call(t.app, 'POST', '/api/Publico/modoDios', null, {
      eUsuario: 'alumna@demo.test',
      ePassword: DEMO_PASSWORD,
    });
    expect(student.body.status).toBe(3);
    const console = await call(t.app, 'GET', '/api/Gestion/sesion', god.body.datos.token);
    expect([console.http, console.body.status]).toEqual([403, 71]);
    expect(typeof (await loginAs(t.app, 'oficina@demo.test'))).toBe('string');
  });
});

describe('office password recovery', () => {
  it('mails a link to the console page and the new password signs in', async () => {
    const res = await call(t.app, 'POST', '/api/Gestion/recuerdoPassword', null, { email: 'tutora@demo.test' });
    expect(res.body).toMatchObject({ status: 0, aviso: 505 });
    const [mail] = await waitFor(async () => {
      const mails = await outboxTo(t.app, 'tutora@demo.test');
      return mails.length ? mails : null;
    });
    const match = /https?:\/\/[^\s]+\/gestion\/restablecer-contrasena\?token=([\w-]+)/.exec(mail.text);
    expect(match).not.toBeNull();
    const set = await call(t.app, 'POST', '/api/Gestion/restablecerPassword', null, {
      token: match![1],
      password: 'Tutora2027',
    });
    expect(set.body).toMatchObject({ status: 0, aviso: 508 });
    expect((await signIn('tutora@demo.test', {}, 'Tutora2027')).body.status).toBe(0);
    // A student's recovery page does not take a staff link.
    const other = await call(t.app, 'POST', '/api/Alumno/restablecerPassword', null, {
      token: match![1],
      password: 'Otra2027x',
    });
    expect(other.body.status).toBe(42);
  });

  it('answers 505 for an unknown address and mails nothing', async () => {
    const res = await call(t.app, 'POST', '/api/Gestion/recuerdoPassword', null, { email: 'nadie@demo.test' });
    expect(res.body).toMatchObject({ status: 0, aviso: 505 });
    expect(await outboxTo(t.app, 'nadie@demo.test')).toEqual([]);
  });
});
