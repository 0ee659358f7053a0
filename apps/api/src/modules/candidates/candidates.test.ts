import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOfferSlug } from '../../db/seed/demo-offers';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { requests } from '../proposals/proposals.fixtures';

// A company's candidates: SPEC §2 Company offer detail and /ver-cv, §3 Rejection reason, §4
// Candidature (docs/states.md). Demo candidatures of offer 1 (empresa@, placements): 1 alumna@
// in 16, 12 student 8 in 1 (unread), 13 student 9 in 3, 14 student 11 in 17.
let t: TestApp;
let empresa: string;
let http: ReturnType<typeof requests>;

const CHANGE = '/api/Empresa/cambiaEstadoCandidatura';

beforeAll(async () => {
  t = await buildTestApp();
  http = requests(t.app);
  empresa = await loginAs(t.app, 'empresa@demo.test');
});
afterAll(async () => {
  await t.close();
});

async function lastNotification(userId: number) {
  return t.app.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

describe('dameCandidato', () => {
  it('gives the candidate with history, allowed states and reasons, and marks it read', async () => {
    const res = await http.get('/api/Empresa/dameCandidato/12', empresa);
    expect(res.statusCode).toBe(200);
    const d = res.json().datos;
    expect(d).toMatchObject({
      idCandidatura: 12,
      idOferta: 1,
      urlOferta: demoOfferSlug(1),
      idPerfil: 2,
      idEstado: 1,
      estado: 'Inscrito',
      leida: true,
      alumno: {
        nombre: 'Sergio',
        apellidos: 'Pons Aguilar',
        titulaciones: [{ titulo: 'Grado en Ingeniería Informática', finalizada: false }],
      },
      historial: [{ idEstado: 1, estado: 'Inscrito' }],
    });
    expect(d.estadosPosibles.map((s: { id: number }) => s.id)).toEqual([2, 3, 4, 5, 6, 9, 10, 11, 17]);
    // The company's reasons of state 17 (issue #12 item 12), not the student's.
    expect(d.motivosRechazo.map((r: { idMotivo: number }) => r.idMotivo)).toEqual([14, 15, 16, 17, 18, 19]);
    const row = await t.app.db
      .selectFrom('applications')
      .select('leida_empresa')
      .where('id', '=', 12)
      .executeTakeFirstOrThrow();
    expect(row.leida_empresa).toBe(1);
    const list = (await http.get('/api/Empresa/dameProcesosEmpleoYpracticas?omitirLeidos=1', empresa)).json().datos
      .procesos;
    expect(list.map((p: { idoferta: number }) => p.idoferta)).not.toContain(1);
  });

  it('offers no state change for a candidate waiting for the student (16) or rejected (17)', async () => {
    expect((await http.get('/api/Empresa/dameCandidato/1', empresa)).json().datos.estadosPosibles).toEqual([]);
    const rejected = (await http.get('/api/Empresa/dameCandidato/14', empresa)).json().datos;
    expect(rejected).toMatchObject({
      idEstado: 17,
      idMotivo: 15,
      motivo: 'Otra candidatura se ajusta mejor al puesto',
      estadosPosibles: [],
    });
  });

  it('answers 31 (HTTP 404) for a candidature that does not exist', async () => {
    const res = await http.get('/api/Empresa/dameCandidato/999999', empresa);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 31, datos: null });
  });
});

describe('cambiaEstadoCandidatura', () => {
  it('moves a candidate, writes the history and notifies the student in Spanish', async () => {
    const res = await http.post(CHANGE, empresa, { idCandidatura: 12, idEstado: 4 });
    expect(res.json()).toMatchObject({
      status: 0,
      aviso: 532,
      datos: { idCandidatura: 12, idEstado: 4, estado: 'Entrevista' },
    });
    expect(res.json().datos.historial.map((h: { idEstado: number }) => h.idEstado)).toEqual([1, 4]);
    const history = await t.app.db
      .selectFrom('application_history')
      .selectAll()
      .where('application_id', '=', 12)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history).toMatchObject({ estado: 4, changed_by_user_id: 4 });
    const note = await lastNotification(8);
    expect(note).toMatchObject({
      titulo: 'Tu candidatura ha cambiado de estado',
      leida: 0,
      url_acceso: `/mis-candidaturas/${demoOfferSlug(1)}`,
    });
    expect(note?.texto).toContain('Entrevista');
  });

  it('rejects with a reason (17) and notifies a Catalan-speaking student in Catalan', async () => {
    await t.app.db.updateTable('users').set({ preferred_language: 'ca' }).where('id', '=', 9).execute();
    const res = await http.post(CHANGE, empresa, {
      idCandidatura: 13,
      idEstado: 17,
      idMotivo: 14,
      motivo: 'Buscamos más experiencia en datos.',
    });
    expect(res.json()).toMatchObject({ status: 0, datos: { idEstado: 17, idMotivo: 14, estado: 'Descartado' } });
    const row = await t.app.db.selectFrom('applications').selectAll().where('id', '=', 13).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ estado: 17, id_motivo: 14, motivo_texto: 'Buscamos más experiencia en datos.' });
    const note = await lastNotification(9);
    expect(note?.titulo).toBe("La teva candidatura ha canviat d'estat");
    expect(note?.texto).toContain('Descartat');
    expect(note?.texto).toContain('El perfil no s&#39;ajusta als requisits de l&#39;oferta');
  });

  it('#12.12 a company discarding a candidate is offered, and may give, only the company reasons of state 17 (15 for a student reason)', async () => {
    const d = (await http.get('/api/Empresa/dameCandidato/12', empresa)).json().datos;
    const texts = d.motivosRechazo.map((r: { descripcion: string }) => r.descripcion);
    expect(texts).not.toContain('El horario de las prácticas es incompatible con mis estudios');
    expect(texts).toContain('Otra candidatura se ajusta mejor al puesto');
    // SPEC §4: a client keeps the reasons of the offer's profile or none; SPEC §9 names profiles 1 and 2 only.
    expect(
      d.motivosRechazo.every(
        (r: { idEstado: number; idPerfil: number | null }) =>
          r.idEstado === 17 && (r.idPerfil === null || r.idPerfil === d.idPerfil),
      ),
    ).toBe(true);
    // Reason 6 is the student's ('El horario... incompatible con mis estudios') on this placement.
    const student = await http.post(CHANGE, empresa, { idCandidatura: 12, idEstado: 17, idMotivo: 6 });
    expect([student.statusCode, student.json()]).toEqual([
      400,
      { status: 15, datos: { campos: [{ campo: 'idMotivo', error: 'malformed' }] } },
    ]);
    expect(
      (await t.app.db.selectFrom('applications').select('estado').where('id', '=', 12).executeTakeFirstOrThrow())
        .estado,
    ).toBe(4);
  });

  it('asks a reason of state 17 and of the offer’s profile to reject (15)', async () => {
    const none = await http.post(CHANGE, empresa, { idCandidatura: 12, idEstado: 17 });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ status: 15, datos: { campos: [{ campo: 'idMotivo', error: 'required' }] } });
    // Reason 1 is for employment offers; offer 1 is a placement.
    const wrong = await http.post(CHANGE, empresa, { idCandidatura: 12, idEstado: 17, idMotivo: 1 });
    expect(wrong.json()).toEqual({ status: 15, datos: { campos: [{ campo: 'idMotivo', error: 'malformed' }] } });
    expect(
      (await t.app.db.selectFrom('applications').select('estado').where('id', '=', 12).executeTakeFirstOrThrow())
        .estado,
    ).toBe(4);
  });

  it('answers 14 for a change outside the state machine, and notifies nobody', async () => {
    const before = await t.app.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const cases = [
      { idCandidatura: 14, idEstado: 2 }, // from 17 (final)
      { idCandidatura: 1, idEstado: 3 }, // from 16 (the student must answer)
      { idCandidatura: 12, idEstado: 20 }, // not a company target
      { idCandidatura: 12, idEstado: 4 }, // to its own state
    ];
    for (const body of cases) {
      const res = await http.post(CHANGE, empresa, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 14, datos: null });
    }
    const after = await t.app.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers 49 when the offer is closed', async () => {
    const now = new Date().toISOString();
    const app = await t.app.db
      .insertInto('applications')
      .values({
        offer_id: 8,
        student_id: 10,
        estado: 1,
        leida_empresa: 0,
        origen: 'student',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await http.post(CHANGE, empresa, { idCandidatura: app.id, idEstado: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 49, datos: null });
    expect((await http.get(`/api/Empresa/dameCandidato/${app.id}`, empresa)).json().datos.estadosPosibles).toEqual([]);
  });

  it('validates the body (15)', async () => {
    expect((await http.post(CHANGE, empresa, { idEstado: 2 })).json().status).toBe(15);
    expect((await http.post(CHANGE, empresa, { idCandidatura: 'doce', idEstado: 2 })).json().status).toBe(15);
  });
});

describe('dameCvCandidato', () => {
  it('gives the CV of a candidate without private documents or other processes’ documents', async () => {
    const res = await http.get('/api/Empresa/dameCvCandidato/1', empresa);
    expect(res.statusCode).toBe(200);
    const cv = res.json().datos;
    expect(cv.personales).toMatchObject({
      nombre: 'Lucía',
      apellido1: 'Martínez',
      apellido2: 'Soler',
      telefono1: '612345678',
      carnetConducir: true,
    });
    expect(cv.personales).not.toHaveProperty('dni');
    expect(cv.academicos).toHaveLength(2);
    expect(cv.profesional[0]).toMatchObject({ empresa: 'Academia Byte' });
    expect(cv.idiomas).toHaveLength(3);
    expect(cv.interes.programasInformaticos.map((p: { descripcion: string }) => p.descripcion)).toEqual(
      expect.arrayContaining(['Python', 'Git']),
    );
    expect(cv.documentos.map((d: { id: number }) => d.id).sort()).toEqual([1, 11, 4]);
    expect(cv.enlacePortfolio).toBe('https://github.com/lucia-demo');
  });

  it('leaves out the process documents given for another company’s offer', async () => {
    // alumna@ also applied to offer 15 (grupo@'s company 2): its company does not see offer 1's document.
    const grupo2 = await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 2 });
    const cv = (await http.get('/api/Empresa/dameCvCandidato/4', grupo2)).json().datos;
    expect(cv.documentos.map((d: { id: number }) => d.id).sort()).toEqual([1, 4]);
  });
});

// #16 part 6 'unread marks': opening the CV (page or panel) marks the candidate read for the
// company of the offer only. Candidature 4: alumna@ on offer 15 of grupo@'s company 2.
describe('unread marks through the CV', () => {
  const leida = async (id: number) =>
    Number(
      (await t.app.db.selectFrom('applications').select('leida_empresa').where('id', '=', id).executeTakeFirstOrThrow())
        .leida_empresa,
    );

  it('marks the candidate read when its company opens the CV, and the list and count show it', async () => {
    await t.app.db.updateTable('applications').set({ leida_empresa: 0 }).where('id', '=', 4).execute();
    const grupo2 = await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 2 });
    const before = (await http.get(`/api/Empresa/dameDatosProceso/${demoOfferSlug(15)}`, grupo2)).json().datos;
    expect(before.candidatos.find((c: { idCandidatura: number }) => c.idCandidatura === 4).leida).toBe(false);
    expect((await http.get('/api/Empresa/dameCvCandidato/4', grupo2)).statusCode).toBe(200);
    expect(await leida(4)).toBe(1);
    const after = (await http.get(`/api/Empresa/dameDatosProceso/${demoOfferSlug(15)}`, grupo2)).json().datos;
    expect(after.candidatos.find((c: { idCandidatura: number }) => c.idCandidatura === 4).leida).toBe(true);
    expect(after.numCandidatosNoLeidos).toBe(before.numCandidatosNoLeidos - 1);
  });

  it('refuses another company (31) and leaves the mark unchanged', async () => {
    await t.app.db.updateTable('applications').set({ leida_empresa: 0 }).where('id', '=', 4).execute();
    const nueva = await loginAs(t.app, 'nueva@demo.test');
    for (const token of [empresa, nueva]) {
      const cv = await http.get('/api/Empresa/dameCvCandidato/4', token);
      expect(cv.statusCode).toBe(404);
      expect(cv.json().status).toBe(31);
      expect((await http.get('/api/Empresa/dameCandidato/4', token)).json().status).toBe(31);
      // Nor does it see the offer's candidates and their marks.
      const offer = (await http.get(`/api/Empresa/dameDatosProceso/${demoOfferSlug(15)}`, token)).json();
      expect(offer.datos).toBeNull();
    }
    expect(await leida(4)).toBe(0);
  });

  it('refuses a student and the office (no company session) and leaves the mark unchanged', async () => {
    await t.app.db.updateTable('applications').set({ leida_empresa: 0 }).where('id', '=', 4).execute();
    for (const email of ['alumna@demo.test', 'gestor@demo.test']) {
      const token = await loginAs(t.app, email);
      expect((await http.get('/api/Empresa/dameCvCandidato/4', token)).statusCode).toBeGreaterThanOrEqual(400);
    }
    expect(await leida(4)).toBe(0);
  });
});
