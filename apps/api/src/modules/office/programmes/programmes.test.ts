import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call';
import { loginAs } from '../../../test/login';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { auditRows, CATALAN_HOST, officeLogin, outboxTo } from '../office-test-kit';

// Practice programmes in the office console (issue #15 'Content the office publishes').
// gestor@demo.test is the default brand's admin, oficina@ a gestor scoped to campus 1, tutora@ a
// tutor. Demo: programme 3 (students, adhesion, 6 months) has alumna@'s (campus 1) waiting
// adhesion 2; programme 5 is closed; every seeded programme is common (brand_key null), which the
// default brand's office manages.

let t: TestApp;
let admin: string;
let oficina: string;
let tutora: string;
let alumna: string;
let master: string;
let empresa: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
  oficina = await officeLogin(t.app, 'oficina@demo.test');
  tutora = await officeLogin(t.app, 'tutora@demo.test');
  alumna = await loginAs(t.app, 'alumna@demo.test');
  master = await loginAs(t.app, 'master@demo.test');
  empresa = await loginAs(t.app, 'empresa@demo.test');
});
afterAll(async () => t?.close());

const P = '/api/Gestion/programas';
const A = '/api/Gestion/adhesiones';
const form = {
  nombreEs: 'Programa Prácticas Verdes',
  nombreCa: 'Programa Pràctiques Verdes',
  descripcionEs: 'Prácticas en empresas de sostenibilidad.',
  descripcionCa: 'Pràctiques en empreses de sostenibilitat.',
  paraAlumnos: true,
  paraEmpresas: true,
  requiereAdhesion: true,
  dedicacion: 80,
  meses: 12,
  fechaInicio: '2026-01-01',
  fechaFin: '2027-06-30',
};
const programmeRow = (id: number) =>
  t.app.db.selectFrom('programmes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const adhesionRow = (id: number) =>
  t.app.db.selectFrom('programme_adhesions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const adhesionOf = async (programmeId: number, owner: { userId: number } | { companyId: number }) =>
  (
    await t.app.db
      .selectFrom('programme_adhesions')
      .select('id')
      .where('programme_id', '=', programmeId)
      .where('userId' in owner ? 'user_id' : 'company_id', '=', 'userId' in owner ? owner.userId : owner.companyId)
      .executeTakeFirstOrThrow()
  ).id;
const notificationsOf = (userId: number) =>
  t.app.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();

async function create(body: Record<string, unknown> = form): Promise<number> {
  const res = await call(t.app, 'POST', P, admin, body);
  expect(res.body.status).toBe(0);
  return res.body.datos.idPrograma as number;
}

describe('#15.programmes office programmes (issue #15 "Content")', () => {
  it('#15.programmes lists the brand programmes, open and closed, with their waiting adhesions', async () => {
    const res = await call(t.app, 'GET', P, admin);
    expect(res.body.status).toBe(0);
    const byId = new Map(res.body.datos.map((p: { idPrograma: number }) => [p.idPrograma, p]));
    expect(byId.get(3)).toMatchObject({ nombreEs: 'Erasmus+ Prácticas', activo: true, adhesionesPendientes: 1 });
    expect(byId.get(5)).toMatchObject({ activo: false });
  });

  it('#15.programmes creates a programme (es + ca) that students see, edits it and closes it, each audited', async () => {
    const id = await create();
    const seen = await call(t.app, 'GET', `/api/Alumno/detallePrograma/${id}`, alumna);
    expect(seen.body.datos).toMatchObject({ nombre: 'Programa Prácticas Verdes', requiereAdhesion: true, meses: 12 });
    const ca = await call(t.app, 'GET', `/api/Empresa/detallePrograma/${id}?lang=ca`, empresa, undefined, {
      'accept-language': 'ca',
    });
    expect(ca.body.status).toBe(0);
    expect((await auditRows(t.app, 'programme.create')).map((r) => r.object_id)).toContain(String(id));

    const edited = await call(t.app, 'POST', `${P}/${id}/editar`, admin, {
      ...form,
      nombreEs: 'Prácticas Verdes 2027',
    });
    expect(edited.body.datos).toMatchObject({ idPrograma: id, nombreEs: 'Prácticas Verdes 2027' });
    expect((await programmeRow(id)).nombre_es).toBe('Prácticas Verdes 2027');

    const closed = await call(t.app, 'POST', `${P}/${id}/cerrar`, admin);
    const today = new Date().toISOString().slice(0, 10);
    expect(closed.body.datos).toMatchObject({ activo: false, fechaFin: today });
    expect((await call(t.app, 'GET', `/api/Alumno/detallePrograma/${id}`, alumna)).body.status).toBe(63);
    expect((await auditRows(t.app, 'programme.close')).at(-1)).toMatchObject({
      object_id: String(id),
      to_state: 'cerrado',
    });
    // A closed programme stays closed and unchanged (241).
    const before = await programmeRow(id);
    expect((await call(t.app, 'POST', `${P}/${id}/cerrar`, admin)).body.status).toBe(241);
    expect((await call(t.app, 'POST', `${P}/${id}/editar`, admin, form)).body.status).toBe(241);
    expect(await programmeRow(id)).toEqual(before);
  });

  it('#15.programmes refuses wrong dates (27), a commitment other than 80 % and 12 months (58) and no audience', async () => {
    const count = async () => (await t.app.db.selectFrom('programmes').select('id').execute()).length;
    const before = await count();
    const dates = await call(t.app, 'POST', P, admin, { ...form, fechaInicio: '2027-01-01', fechaFin: '2026-01-01' });
    expect(dates.body.status).toBe(27);
    const dedication = await call(t.app, 'POST', P, admin, { ...form, dedicacion: 50 });
    expect([dedication.http, dedication.body.status]).toEqual([400, 58]);
    const nobody = await call(t.app, 'POST', P, admin, { ...form, paraAlumnos: false, paraEmpresas: false });
    expect(nobody.http).toBe(400);
    expect(await count()).toBe(before);
    // Without adhesion a programme may fix any dedication.
    expect(
      (await call(t.app, 'POST', P, admin, { ...form, requiereAdhesion: false, dedicacion: 50 })).body.status,
    ).toBe(0);
  });

  it('#15.programmes accepts a student adhesion: audit, notification and mail; a second decision is refused (240)', async () => {
    const list = await call(t.app, 'GET', `${A}?estado=solicitada`, admin);
    expect(list.body.datos).toContainEqual(
      expect.objectContaining({
        idAdhesion: 2,
        idPrograma: 3,
        tipo: 'alumno',
        estado: 'solicitada',
        email: 'alumna@demo.test',
      }),
    );
    const res = await call(t.app, 'POST', `${A}/2/aceptar`, admin, {});
    expect(res.body).toMatchObject({ status: 0, datos: { idAdhesion: 2, estado: 'aceptada' } });
    expect(await adhesionRow(2)).toMatchObject({ estado: 'aceptada', decided_by_user_id: 7 });
    expect((await auditRows(t.app, 'programme.adhesion_accept')).at(-1)).toMatchObject({
      object_id: '2',
      from_state: 'solicitada',
      to_state: 'aceptada',
    });
    expect((await notificationsOf(1))[0].titulo).toMatch(/adhesión al programa aceptada/);
    const mail = (await outboxTo(t.app, 'alumna@demo.test'))[0];
    expect(mail.text).toMatch(/Erasmus\+ Prácticas/);
    expect(mail.text).toMatch(/^http:\/\/default\.localhost\/login$|\/login$/m);
    const detail = await call(t.app, 'GET', '/api/Alumno/detallePrograma/3', alumna);
    expect(detail.body.datos.estadoAdhesion).toBe('aceptada');

    const again = await call(t.app, 'POST', `${A}/2/rechazar`, admin, { motivo: 'Tarde' });
    expect([again.http, again.body.status, again.body.datos]).toEqual([400, 240, null]);
    expect((await adhesionRow(2)).estado).toBe('aceptada');
  });

  it('#15.programmes refuses an adhesion with the reason the student receives; a reason is required', async () => {
    expect((await call(t.app, 'POST', '/api/Alumno/solicitaAdhesionPrograma/3', master, {})).body.status).toBe(0);
    const id = await adhesionOf(3, { userId: 2 });
    expect((await call(t.app, 'POST', `${A}/${id}/rechazar`, admin, {})).http).toBe(400);
    const res = await call(t.app, 'POST', `${A}/${id}/rechazar`, admin, { motivo: 'Faltan créditos' });
    expect(res.body.datos).toMatchObject({ estado: 'rechazada', decision: { motivo: 'Faltan créditos' } });
    expect((await outboxTo(t.app, 'master@demo.test'))[0].text).toMatch(/Motivo: Faltan créditos/);
    expect((await notificationsOf(2))[0].texto).toMatch(/Faltan créditos/);
  });

  it('#15.programmes answers 63 for a closed programme, 65 when it needs no adhesion, 91 when the named student is not accepted', async () => {
    const closing = await create({ ...form, paraEmpresas: false, dedicacion: null, meses: null });
    await call(t.app, 'POST', `/api/Alumno/solicitaAdhesionPrograma/${closing}`, master, {});
    const closingAdhesion = await adhesionOf(closing, { userId: 2 });
    await call(t.app, 'POST', `${P}/${closing}/cerrar`, admin);
    const closed = await call(t.app, 'POST', `${A}/${closingAdhesion}/aceptar`, admin, {});
    expect([closed.http, closed.body.status]).toEqual([404, 63]);
    expect((await adhesionRow(closingAdhesion)).estado).toBe('solicitada');

    const loose = await create({ ...form, paraEmpresas: false, dedicacion: null, meses: null });
    await call(t.app, 'POST', `/api/Alumno/solicitaAdhesionPrograma/${loose}`, master, {});
    const looseAdhesion = await adhesionOf(loose, { userId: 2 });
    await call(t.app, 'POST', `${P}/${loose}/editar`, admin, { ...form, paraEmpresas: false, requiereAdhesion: false });
    expect((await call(t.app, 'POST', `${A}/${looseAdhesion}/aceptar`, admin, {})).body.status).toBe(65);
    expect((await adhesionRow(looseAdhesion)).estado).toBe('solicitada');

    const both = await create();
    await call(t.app, 'POST', `/api/Alumno/solicitaAdhesionPrograma/${both}`, alumna, { dedicacion: 80, meses: 12 });
    await call(t.app, 'POST', `${A}/${await adhesionOf(both, { userId: 1 })}/aceptar`, admin, {});
    const asked = await call(t.app, 'POST', `/api/Empresa/solicitaAhesionPrograma/${both}`, empresa, {
      dedicacion: 80,
      meses: 12,
      dniAlumno: '12345678Z',
    });
    expect(asked.body.status).toBe(0);
    const companyAdhesion = await adhesionOf(both, { companyId: 1 });
    const named = (await call(t.app, 'GET', `${A}?idPrograma=${both}`, admin)).body.datos.find(
      (a: { idAdhesion: number }) => a.idAdhesion === companyAdhesion,
    );
    expect(named).toMatchObject({
      tipo: 'empresa',
      alumno: expect.stringMatching(/^Lucía/),
      dedicacion: 80,
      meses: 12,
    });
    // The student's own adhesion no longer stands (refused since): the company's cannot be accepted.
    await t.app.db
      .updateTable('programme_adhesions')
      .set({ estado: 'rechazada' })
      .where('id', '=', await adhesionOf(both, { userId: 1 }))
      .execute();
    expect((await call(t.app, 'POST', `${A}/${companyAdhesion}/aceptar`, admin, {})).body.status).toBe(91);
    expect((await adhesionRow(companyAdhesion)).estado).toBe('solicitada');
    // Refusing it still works, and the company contact who asked is told.
    expect(
      (await call(t.app, 'POST', `${A}/${companyAdhesion}/rechazar`, admin, { motivo: 'Sin estudiante' })).body.status,
    ).toBe(0);
    expect((await outboxTo(t.app, 'empresa@demo.test'))[0].text).toMatch(/Sin estudiante/);
  });
});

describe('#15.programmes authorisation', () => {
  it("#15.programmes keeps a scoped gestor to their campuses' students: out of the list, refused (144), unchanged", async () => {
    const programme = await create({ ...form, paraEmpresas: false, dedicacion: null, meses: null });
    await call(t.app, 'POST', `/api/Alumno/solicitaAdhesionPrograma/${programme}`, master, {});
    const id = await adhesionOf(programme, { userId: 2 });
    const list = await call(t.app, 'GET', `${A}?idPrograma=${programme}`, oficina);
    expect(list.body.datos).toEqual([]);
    const before = await adhesionRow(id);
    const res = await call(t.app, 'POST', `${A}/${id}/aceptar`, oficina, {});
    expect([res.http, res.body.status, res.body.datos]).toEqual([403, 144, null]);
    expect(await adhesionRow(id)).toEqual(before);
    expect((await call(t.app, 'GET', `${A}?idPrograma=${programme}`, admin)).body.datos).toHaveLength(1);
  });

  it('#15.programmes refuses the other brand (63), a tutor (143), a student and a company (71), and changes nothing', async () => {
    const other = await officeLogin(t.app, 'gestor@catalunya.demo.test', CATALAN_HOST);
    const theirs = await call(t.app, 'GET', P, other, undefined, CATALAN_HOST);
    expect(theirs.body.datos.map((p: { idPrograma: number }) => p.idPrograma)).not.toContain(3);
    const programme = await programmeRow(3);
    const tries: Array<[string, Record<string, string>, string, string, unknown, [number, number]]> = [
      [other, CATALAN_HOST, 'POST', `${P}/3/cerrar`, undefined, [404, 63]],
      [other, CATALAN_HOST, 'POST', `${P}/3/editar`, form, [404, 63]],
      [other, CATALAN_HOST, 'POST', `${A}/1/rechazar`, { motivo: 'No encaja' }, [404, 63]],
      [tutora, {}, 'POST', `${P}/3/cerrar`, undefined, [403, 143]],
      [tutora, {}, 'GET', P, undefined, [403, 143]],
      [alumna, {}, 'POST', `${P}/3/cerrar`, undefined, [403, 71]],
      [empresa, {}, 'POST', `${A}/1/rechazar`, { motivo: 'No encaja' }, [403, 71]],
    ];
    for (const [token, headers, method, url, body, expected] of tries) {
      const res = await call(t.app, method as 'GET' | 'POST', url, token, body, headers);
      expect([res.http, res.body.status], `${method} ${url}`).toEqual(expected);
      expect(res.body.datos).toBeNull();
    }
    expect(await programmeRow(3)).toEqual(programme);
    expect((await adhesionRow(1)).estado).toBe('aceptada');
    // Their own programme is theirs alone.
    const created = await call(t.app, 'POST', P, other, form, CATALAN_HOST);
    expect(created.body.status).toBe(0);
    expect((await call(t.app, 'GET', `${P}/${created.body.datos.idPrograma}`, admin)).body.status).toBe(63);
  });
});
