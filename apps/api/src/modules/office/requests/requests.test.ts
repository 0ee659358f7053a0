import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REQUESTS } from '../../../db/seed/demo-office-requests';
import { call } from '../../../test/call';
import { loginAs } from '../../../test/login';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { auditRows, CATALAN_HOST, officeLogin, outboxTo } from '../office-test-kit';

// Requests of the office console (issue #14 '5. Requests'). gestor@demo.test (7) is the default
// brand's admin, oficina@ (90) a gestor scoped to campus 1. Waiting in the demo: practice request
// 1 (empresa@'s company, about a student of campus 1) and 3 (master@, campus 3, a company not
// registered), change request 1 (empresa@, alumna@'s internship), education requests 1 and 3
// (empresa@'s company), and claudia.serrano@'s (11) deregistration.

let t: TestApp;
let admin: string;
let oficina: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
  oficina = await officeLogin(t.app, 'oficina@demo.test');
});
afterAll(async () => t?.close());

const Q = '/api/Gestion/solicitudes';
const ids = (datos: { items: Array<{ idSolicitud: number }> }) => datos.items.map((i) => i.idSolicitud);
const practiceRow = (id: number) =>
  t.app.db.selectFrom('practice_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const changeRow = (id: number) =>
  t.app.db.selectFrom('internship_change_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const notificationsOf = (userId: number) =>
  t.app.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();

describe('office requests (issue #14 "5. Requests")', () => {
  it('#14 lists each kind of the brand with days waiting, filtered, searched, sorted and paginated on the server', async () => {
    const res = await call(t.app, 'GET', `${Q}/practicas?estado=pendiente`, admin);
    expect(res.body.status).toBe(0);
    expect(ids(res.body.datos)).toEqual([DEMO_REQUESTS.outOfScopePractice, 1]);
    expect(res.body.datos.items[0]).toMatchObject({
      tipo: 'practicas',
      estado: 'pendiente',
      diasEspera: 9,
      solicitante: 'Pablo Navarro Gil',
      rolSolicitante: 'student',
      alumno: 'Pablo Navarro Gil',
    });
    const all = await call(t.app, 'GET', `${Q}/practicas?orden=fecha&dir=desc`, admin);
    expect(ids(all.body.datos)).toEqual([1, DEMO_REQUESTS.outOfScopePractice, 2]);
    const page = await call(t.app, 'GET', `${Q}/practicas?tamano=1&pagina=2&dir=desc`, admin);
    expect(page.body.datos).toMatchObject({ total: 3, pagina: 2, tamano: 1 });
    expect(ids(page.body.datos)).toEqual([DEMO_REQUESTS.outOfScopePractice]);
    const search = await call(t.app, 'GET', `${Q}/practicas?q=consultor`, admin);
    expect(ids(search.body.datos)).toEqual([DEMO_REQUESTS.outOfScopePractice]);
    for (const [kind, expected] of [
      ['cambio', [1]],
      ['educacion', [3, 1]],
      ['baja', [expect.any(Number)]],
    ] as const) {
      const list = await call(t.app, 'GET', `${Q}/${kind}?estado=pendiente&dir=desc`, admin);
      expect(ids(list.body.datos), kind).toEqual(expected);
    }
    expect((await call(t.app, 'GET', `${Q}/otra`, admin)).http).toBe(400);
    expect((await call(t.app, 'GET', `${Q}/practicas?orden=nada`, admin)).http).toBe(400);
  });

  it("#14 keeps a scoped gestor to their campuses' students: out of the list, refused on the sheet and the decision (144)", async () => {
    const list = await call(t.app, 'GET', `${Q}/practicas?estado=pendiente`, oficina);
    expect(ids(list.body.datos)).toEqual([1]);
    const before = await practiceRow(DEMO_REQUESTS.outOfScopePractice);
    const sheet = await call(t.app, 'GET', `${Q}/practicas/${DEMO_REQUESTS.outOfScopePractice}`, oficina);
    expect([sheet.http, sheet.body.status, sheet.body.datos]).toEqual([403, 144, null]);
    const decided = await call(
      t.app,
      'POST',
      `${Q}/practicas/${DEMO_REQUESTS.outOfScopePractice}/aceptar`,
      oficina,
      {},
    );
    expect([decided.http, decided.body.status]).toEqual([403, 144]);
    expect(await practiceRow(DEMO_REQUESTS.outOfScopePractice)).toEqual(before);
    // The dashboard counts the same rows as the list.
    const summary = await call(t.app, 'GET', '/api/Gestion/resumen', oficina);
    const counter = summary.body.datos.contadores.find((c: { clave: string }) => c.clave === 'solicitudesPracticas');
    expect(counter).toMatchObject({
      total: 1,
      lista: 'solicitudes',
      filtro: { tipo: 'practicas', estado: 'pendiente' },
    });
  });

  it("#14 hides the brand's requests from the other brand's staff (180) and changes nothing", async () => {
    const catalan = await officeLogin(t.app, 'gestor@catalunya.demo.test', CATALAN_HOST);
    const list = await call(t.app, 'GET', `${Q}/practicas`, catalan, undefined, CATALAN_HOST);
    expect(ids(list.body.datos)).not.toContain(1);
    const before = await practiceRow(1);
    const sheet = await call(t.app, 'GET', `${Q}/practicas/1`, catalan, undefined, CATALAN_HOST);
    expect([sheet.http, sheet.body.status]).toEqual([404, 180]);
    const reject = await call(t.app, 'POST', `${Q}/practicas/1/rechazar`, catalan, { motivo: 'No' }, CATALAN_HOST);
    expect([reject.http, reject.body.status]).toEqual([404, 180]);
    expect(await practiceRow(1)).toEqual(before);
  });

  it('#14 shows a sheet with what was sent and its timeline', async () => {
    const res = await call(t.app, 'GET', `${Q}/cambio/1`, admin);
    expect(res.body.status).toBe(0);
    expect(res.body.datos).toMatchObject({ idSolicitud: 1, tipo: 'cambio', estado: 'pendiente', decision: null });
    expect(res.body.datos.campos).toEqual(
      expect.arrayContaining([
        { clave: 'accion', valor: 'cambio_fechas' },
        { clave: 'fechaFin', valor: expect.any(String) },
      ]),
    );
    expect(res.body.datos.historial).toEqual([]);
  });

  it('#14 accepts a practice request: its state, one audit row, the company told in the bell and by e-mail', async () => {
    const mailsBefore = (await outboxTo(t.app, 'empresa@demo.test')).length;
    const res = await call(t.app, 'POST', `${Q}/practicas/1/aceptar`, admin, {});
    expect(res.body.status).toBe(0);
    expect(res.body.datos).toMatchObject({ estado: 'aceptada', decision: { autor: 'Carmen Gómez Ortega' } });
    expect(res.body.datos.historial).toMatchObject([
      { accion: 'request.accept', desde: 'pendiente', hasta: 'aceptada' },
    ]);
    expect(await practiceRow(1)).toMatchObject({ estado: 'aceptada', decided_by: 7 });
    const audit = await auditRows(t.app, 'request.accept');
    expect(audit.at(-1)).toMatchObject({ object_type: 'practice_request', object_id: '1', actor_user_id: 7 });
    const mails = await outboxTo(t.app, 'empresa@demo.test');
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails[0].subject).toContain('solicitud aceptada');
    expect((await notificationsOf(4))[0].titulo).toContain('solicitud aceptada');
    // Decided once: a second decision is refused and changes nothing.
    const again = await call(t.app, 'POST', `${Q}/practicas/1/rechazar`, admin, { motivo: 'Tarde' });
    expect([again.http, again.body.status]).toEqual([409, 181]);
    expect(await practiceRow(1)).toMatchObject({ estado: 'aceptada', decision_reason: null });
  });

  it('#14 rejects a change request only with a reason, which reaches the company', async () => {
    const before = await changeRow(1);
    const auditBefore = (await auditRows(t.app, 'request.reject')).length;
    for (const body of [{}, { motivo: '   ' }]) {
      const refused = await call(t.app, 'POST', `${Q}/cambio/1/rechazar`, admin, body);
      expect(refused.http).toBe(400);
    }
    expect(await changeRow(1)).toEqual(before);
    expect(await auditRows(t.app, 'request.reject')).toHaveLength(auditBefore);
    const res = await call(t.app, 'POST', `${Q}/cambio/1/rechazar`, admin, {
      motivo: 'El convenio no cubre esas fechas',
    });
    expect(res.body.status).toBe(0);
    expect(res.body.datos.decision.motivo).toBe('El convenio no cubre esas fechas');
    expect(await changeRow(1)).toMatchObject({
      estado: 'rechazada',
      decision_reason: 'El convenio no cubre esas fechas',
    });
    expect((await outboxTo(t.app, 'empresa@demo.test'))[0].text).toContain('Motivo: El convenio no cubre esas fechas');
    expect((await notificationsOf(4))[0].texto).toContain('El convenio no cubre esas fechas');
    expect(await auditRows(t.app, 'request.reject')).toHaveLength(auditBefore + 1);
  });

  it("#14 accepts an education request: the company's logins are told", async () => {
    const res = await call(t.app, 'POST', `${Q}/educacion/3/aceptar`, admin, {});
    expect(res.body.datos.estado).toBe('aceptada');
    expect((await outboxTo(t.app, 'empresa@demo.test'))[0].text).toContain('prácticas de educación');
  });

  it('#14 refuses a tutor (143) and a student (71)', async () => {
    const tutor = await officeLogin(t.app, 'tutora@demo.test');
    expect((await call(t.app, 'GET', `${Q}/practicas`, tutor)).body.status).toBe(143);
    const student = await loginAs(t.app, 'alumna@demo.test');
    expect((await call(t.app, 'GET', `${Q}/practicas`, student)).body.status).toBe(71);
  });
});
