import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call';
import { DEMO_PASSWORD, loginAs } from '../../../test/login';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { auditRows, CATALAN_HOST, officeLogin, outboxTo } from '../office-test-kit';

// Students in the office console (issue #15 'Students'). gestor@demo.test (7) is the default
// brand's admin, oficina@ (90) a gestor scoped to campus 1. alumna@ (1, campus 1, degree 1),
// master@ (2, campus 3, degree 21), antiguo@ (3, campus 1, promoción = course year - 3),
// students 8-13 never signed in (no password: pending first access).

let t: TestApp;
let admin: string;
let oficina: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
  oficina = await officeLogin(t.app, 'oficina@demo.test');
});
afterAll(async () => t?.close());

const A = '/api/Gestion/alumnos';
const ids = (datos: { items: Array<{ idAlumno: number }> }) => datos.items.map((i) => i.idAlumno);
const account = (id: number) =>
  t.app.db
    .selectFrom('users')
    .select(['id', 'status', 'token_version', 'email', 'nombre', 'password_hash'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const studentLogin = (email: string) =>
  call(t.app, 'POST', '/api/Alumno/logaUsuario', null, { eUsuario: email, ePassword: DEMO_PASSWORD });

describe('office students (issue #15 "Students")', () => {
  it('#15.students lists the brand students searched by name, DNI and e-mail, filtered, sorted and paginated', async () => {
    const byName = await call(t.app, 'GET', `${A}?q=martínez soler`, admin);
    expect(byName.body.status).toBe(0);
    expect(ids(byName.body.datos)).toEqual([1]);
    expect(byName.body.datos.items[0]).toMatchObject({
      idAlumno: 1,
      nombre: 'Lucía',
      dni: '12345678Z',
      email: 'alumna@demo.test',
      sede: 'Campus de Valencia',
      estado: 'activo',
      titulaciones: ['Grado en Ingeniería Informática'],
    });
    expect(ids((await call(t.app, 'GET', `${A}?q=12345678z`, admin)).body.datos)).toEqual([1]);
    expect(ids((await call(t.app, 'GET', `${A}?q=MASTER@demo`, admin)).body.datos)).toEqual([2]);
    expect(ids((await call(t.app, 'GET', `${A}?titulacion=21`, admin)).body.datos)).toEqual([2]);
    const madrid = ids((await call(t.app, 'GET', `${A}?sede=3`, admin)).body.datos);
    expect(madrid).toContain(2);
    expect(madrid).not.toContain(1);
    const fourth = ids((await call(t.app, 'GET', `${A}?curso=4`, admin)).body.datos);
    expect(fourth).toEqual(expect.arrayContaining([3, 8, 11]));
    expect(fourth).not.toContain(1);
    const promo = await call(t.app, 'GET', `${A}?promocion=${new Date().getUTCFullYear() - 3}`, admin);
    expect(ids(promo.body.datos)).toContain(3);
    const pending = ids((await call(t.app, 'GET', `${A}?estado=pendiente`, admin)).body.datos);
    expect(pending).toEqual(expect.arrayContaining([8, 9, 10, 11, 12, 13]));
    expect(pending).not.toContain(1);
    const active = ids((await call(t.app, 'GET', `${A}?estado=activo`, admin)).body.datos);
    expect(active).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(active).not.toContain(8);
    const all = await call(t.app, 'GET', `${A}?orden=dni&dir=asc`, admin);
    const dnis = all.body.datos.items.map((i: { dni: string | null }) => i.dni).filter(Boolean);
    expect(dnis).toEqual([...dnis].sort());
    const page = await call(t.app, 'GET', `${A}?tamano=2&pagina=2&orden=nombre`, admin);
    expect(page.body.datos).toMatchObject({ total: all.body.datos.total, pagina: 2, tamano: 2 });
    expect(ids(page.body.datos)).toEqual(ids(all.body.datos).length ? expect.any(Array) : []);
    const firstTwo = await call(t.app, 'GET', `${A}?tamano=4&orden=nombre`, admin);
    expect(ids(page.body.datos)).toEqual(ids(firstTwo.body.datos).slice(2, 4));
    expect((await call(t.app, 'GET', `${A}?estado=otro`, admin)).http).toBe(400);
  });

  it('#15.students shows the sheet: data, degrees, the CV as a company sees it, applications, internships, timeline', async () => {
    const res = await call(t.app, 'GET', `${A}/1`, admin);
    expect(res.body.status).toBe(0);
    const sheet = res.body.datos;
    expect(sheet).toMatchObject({ idAlumno: 1, estado: 'activo', datos: { tipo: 'grado' } });
    expect(sheet.estudios.map((s: { titulo: string }) => s.titulo)).toContain('Grado en Ingeniería Informática');
    expect(sheet.cv.personales).toMatchObject({ nombre: 'Lucía', apellido1: 'Martínez' });
    expect(sheet.cv.idiomas.length).toBeGreaterThan(0);
    expect(sheet.cv).not.toHaveProperty('idCandidatura');
    expect(sheet.candidaturas.length).toBeGreaterThan(0);
    expect(sheet.practicas.length).toBeGreaterThan(0);
    expect(Array.isArray(sheet.encuestas)).toBe(true);
    expect((await call(t.app, 'GET', `${A}/4`, admin)).body.status).toBe(270);
    expect((await call(t.app, 'GET', `${A}/99999`, admin)).body.status).toBe(270);
  });

  it('#15.students blocks a student (refused at sign-in with 90, sessions ended) and unblocks, each audited and told', async () => {
    const session = await loginAs(t.app, 'alumna@demo.test');
    const before = await account(1);
    const mails = (await outboxTo(t.app, 'alumna@demo.test')).length;
    const blocked = await call(t.app, 'POST', `${A}/1/bloquear`, admin);
    expect(blocked.body.status).toBe(0);
    expect(blocked.body.datos.estado).toBe('bloqueado');
    expect(blocked.body.datos.historial.at(-1)).toMatchObject({
      accion: 'student.block',
      desde: 'active',
      hasta: 'blocked',
      autor: 'Carmen Gómez Ortega',
    });
    expect(await account(1)).toMatchObject({ status: 'blocked', token_version: before.token_version + 1 });
    const signIn = await studentLogin('alumna@demo.test');
    expect([signIn.http, signIn.body.status]).toEqual([403, 90]);
    // The session opened before the block is over.
    expect((await call(t.app, 'GET', '/api/Alumno/dameComunicaciones', session)).http).toBe(401);
    const told = await outboxTo(t.app, 'alumna@demo.test');
    expect(told.length).toBe(mails + 1);
    expect(told[0].subject).toContain('bloqueado');
    // Blocking again changes nothing and writes nothing.
    const auditCount = (await auditRows(t.app, 'student.block')).length;
    expect((await call(t.app, 'POST', `${A}/1/bloquear`, admin)).body.status).toBe(0);
    expect(await auditRows(t.app, 'student.block')).toHaveLength(auditCount);
    // A blocked student gets no password link.
    expect((await call(t.app, 'POST', `${A}/1/enviarEnlace`, admin)).body.status).toBe(90);

    const unblocked = await call(t.app, 'POST', `${A}/1/desbloquear`, admin);
    expect(unblocked.body.datos.estado).toBe('activo');
    expect((await studentLogin('alumna@demo.test')).body.status).toBe(0);
    expect((await auditRows(t.app, 'student.unblock')).at(-1)).toMatchObject({
      object_type: 'student',
      object_id: '1',
      actor_user_id: 7,
    });
    expect((await outboxTo(t.app, 'alumna@demo.test'))[0].subject).toContain('activo');
  });

  it('#15.students sends a pending student a set-password link built from the brand public URL', async () => {
    const res = await call(t.app, 'POST', `${A}/8/enviarEnlace`, admin, undefined, {
      host: 'localhost',
      'x-forwarded-host': 'evil.example',
    });
    expect(res.body.status).toBe(0);
    const mail = (await outboxTo(t.app, 'sergio.pons@estudiantes.demo.test'))[0];
    expect(mail.text).toMatch(/https?:\/\/[^\s]+\/establecer-login\?token=/);
    expect(mail.text).not.toContain('evil.example');
    expect((await auditRows(t.app, 'student.password_link')).at(-1)).toMatchObject({ object_id: '8', reason: 'set' });
    expect(res.body.datos.historial.map((h: { accion: string }) => h.accion)).toContain('student.password_link');
  });

  it("#15.students keeps a scoped gestor to their campuses' students: out of the list, refused on the sheet and the changes (144)", async () => {
    const list = ids((await call(t.app, 'GET', `${A}?tamano=100`, oficina)).body.datos);
    expect(list).toContain(1);
    expect(list).not.toContain(2);
    const before = await account(2);
    const mails = (await outboxTo(t.app, 'master@demo.test')).length;
    const sheet = await call(t.app, 'GET', `${A}/2`, oficina);
    expect([sheet.http, sheet.body.status, sheet.body.datos]).toEqual([403, 144, null]);
    for (const action of ['bloquear', 'desbloquear', 'enviarEnlace']) {
      const res = await call(t.app, 'POST', `${A}/2/${action}`, oficina);
      expect([res.http, res.body.status], action).toEqual([403, 144]);
    }
    expect(await account(2)).toEqual(before);
    expect((await outboxTo(t.app, 'master@demo.test')).length).toBe(mails);
    expect((await call(t.app, 'GET', `${A}/1`, oficina)).body.status).toBe(0);
  });

  it("#15.students hides the brand's students from the other brand's staff (270) and changes nothing", async () => {
    const catalan = await officeLogin(t.app, 'gestor@catalunya.demo.test', CATALAN_HOST);
    const list = await call(t.app, 'GET', `${A}?tamano=100`, catalan, undefined, CATALAN_HOST);
    expect(ids(list.body.datos)).not.toContain(1);
    const before = await account(1);
    const sheet = await call(t.app, 'GET', `${A}/1`, catalan, undefined, CATALAN_HOST);
    expect([sheet.http, sheet.body.status]).toEqual([404, 270]);
    const block = await call(t.app, 'POST', `${A}/1/bloquear`, catalan, undefined, CATALAN_HOST);
    expect([block.http, block.body.status]).toEqual([404, 270]);
    expect(await account(1)).toEqual(before);
  });

  it('#15.students refuses a tutor (143), a student and a company (71), and changes nothing', async () => {
    const before = await account(1);
    const tutor = await officeLogin(t.app, 'tutora@demo.test');
    const student = await loginAs(t.app, 'master@demo.test');
    const company = await loginAs(t.app, 'empresa@demo.test');
    for (const [token, code] of [
      [tutor, 143],
      [student, 71],
      [company, 71],
    ] as const) {
      expect((await call(t.app, 'GET', A, token)).body.status).toBe(code);
      expect((await call(t.app, 'GET', `${A}/1`, token)).body.status).toBe(code);
      expect((await call(t.app, 'POST', `${A}/1/bloquear`, token)).body.status).toBe(code);
    }
    expect(await account(1)).toEqual(before);
  });
});
