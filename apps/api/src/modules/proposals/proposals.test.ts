import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOfferSlug } from '../../db/seed/demo-offers';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { day, requests } from './proposals.fixtures';

// The company's offers: SPEC §2 Company home and offer detail, §3 Process and card, §4 Offers, §7.
// Demo: company 1 (empresa@) has offers 1-14: 7 and 13 pending, 8 closed, 9 expired, 10 a draft.
let t: TestApp;
let empresa: string;
let grupo2: string;
let nueva: string;
let http: ReturnType<typeof requests>;

beforeAll(async () => {
  t = await buildTestApp();
  http = requests(t.app);
  empresa = await loginAs(t.app, 'empresa@demo.test');
  grupo2 = await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 2 });
  nueva = await loginAs(t.app, 'nueva@demo.test');
});
afterAll(async () => {
  await t.close();
});

const ids = (procesos: Array<{ idoferta: number }>) => procesos.map((p) => p.idoferta).sort((a, b) => a - b);
const list = async (token: string, query = '') =>
  (await http.get(`/api/Empresa/dameProcesosEmpleoYpracticas${query}`, token)).json();

describe('dameNumProcesos and dameProcesosEmpleoYpracticas', () => {
  it('counts the open offers per profile', async () => {
    const res = await http.get('/api/Empresa/dameNumProcesos', empresa);
    expect(res.json()).toEqual({ status: 0, datos: { numProcesosActivosPracticas: 8, numProcesosActivosEmpleo: 3 } });
  });

  it('lists only my offers as SPEC §3 cards with candidate counts', async () => {
    const body = await list(empresa);
    expect(body.status).toBe(0);
    expect(ids(body.datos.procesos)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(body.datos.numTotal).toBe(14);
    const one = body.datos.procesos.find((p: { idoferta: number }) => p.idoferta === 1);
    expect(one).toMatchObject({
      empresa: 'Levante Tech',
      idEstado: 3,
      estado: 'Publicada',
      urlAcceso: demoOfferSlug(1),
      textoPerfilOferta: 'Prácticas',
      idPerfil: 2,
      provincia: 'Valencia/València',
      numCandidatos: 4,
      numCandidatosNoLeidos: 1,
      bloqueoEdicion: 25,
      puedeCerrar: true,
      puedeEliminar: false,
    });
    expect(one.fecha).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const pending = body.datos.procesos.find((p: { idoferta: number }) => p.idoferta === 13);
    expect(pending).toMatchObject({
      idEstado: 2,
      bloqueoEdicion: null,
      conCandidatoPreseleccionado: true,
      puedeEliminar: true,
    });
    expect(ids((await list(grupo2)).datos.procesos)).toEqual([15, 16, 17, 18, 19, 20, 21]);
  });

  it('filters by state, type, title and publication date', async () => {
    expect(ids((await list(empresa, '?estado=4')).datos.procesos)).toEqual([8]);
    expect(ids((await list(empresa, '?estado=5,1')).datos.procesos)).toEqual([9, 10]);
    expect(ids((await list(empresa, '?tipo=empleo')).datos.procesos)).toEqual([3, 5, 9, 11]);
    const byTitle = await list(empresa, '?titulo=ANALISIS');
    expect(byTitle.datos.procesos.length).toBeGreaterThan(0);
    for (const p of byTitle.datos.procesos)
      expect(
        p.titulo
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase(),
      ).toContain('analisis');
    expect((await list(empresa, `?fecha=${day(1)}`)).datos.procesos).toEqual([]);
  });

  it('filters SPEC §2: only with unread candidates, having candidates, expiring soon', async () => {
    expect(ids((await list(empresa, '?omitirLeidos=1')).datos.procesos)).toEqual([1, 2, 4, 5, 11]);
    expect(ids((await list(empresa, '?soloConCandidatos=true')).datos.procesos)).toEqual([1, 2, 3, 4, 5, 11]);
    expect((await list(empresa, '?caducanPronto=1')).datos.procesos).toEqual([]);
    await t.app.db
      .updateTable('offers')
      .set({ fecha_caducidad: day(3) })
      .where('id', '=', 3)
      .execute();
    await t.app.db
      .updateTable('offers')
      .set({ fecha_caducidad: day(-2) })
      .where('id', '=', 5)
      .execute();
    const soon = await list(empresa, '?caducanPronto=1');
    expect(ids(soon.datos.procesos)).toEqual([3]);
    expect(soon.datos.procesos[0].caducaPronto).toBe(true);
    // Offer 5 is past its expiry date: listed as expired (state 5), not as expiring.
    expect(ids((await list(empresa, '?estado=5')).datos.procesos)).toEqual([5, 9]);
    expect((await list(empresa, '?estado=abc')).status).toBe(15);
  });
});

describe('dameDatosProceso, dameDatosProcesoComoAlumno, dameOfertaEditable', () => {
  it('gives one of my offers with its candidates, by id or access url', async () => {
    const res = await http.get('/api/Empresa/dameDatosProceso/1', empresa);
    expect(res.statusCode).toBe(200);
    const d = res.json().datos;
    expect(d).toMatchObject({
      idoferta: 1,
      idEstado: 3,
      numCandidatos: 4,
      ocultarDatosEmpresa: false,
      candidatoUniversidadElegido: null,
    });
    expect(d.titulaciones[0]).toMatchObject({ id: 1, obligatoria: true });
    expect(d.candidatos).toHaveLength(4);
    expect(d.candidatos.find((c: { idCandidatura: number }) => c.idCandidatura === 1)).toMatchObject({
      nombre: 'Lucía',
      idEstado: 16,
      origen: 'university',
      leida: true,
    });
    const bySlug = await http.get(`/api/Empresa/dameDatosProceso/${demoOfferSlug(1)}`, empresa);
    expect(bySlug.json().datos.idoferta).toBe(1);
  });

  it('lists only the unread candidates when asked (SPEC §2 unread only)', async () => {
    const d = (await http.get('/api/Empresa/dameDatosProceso/1?soloNoLeidos=1', empresa)).json().datos;
    expect(d.candidatos.map((c: { idCandidatura: number }) => c.idCandidatura)).toEqual([12]);
  });

  it('names the preselected candidate of a proposal with one', async () => {
    const d = (await http.get('/api/Empresa/dameDatosProceso/13', empresa)).json().datos;
    expect(d.candidatoPreseleccionado).toEqual({ nombre: 'Sergio', apellidos: 'Pons Aguilar' });
  });

  it('shows the offer as a student sees it, hiding the company when the offer says so', async () => {
    const mine = (await http.get('/api/Empresa/dameDatosProcesoComoAlumno/1', empresa)).json();
    expect(mine).toMatchObject({
      status: 0,
      datos: { idoferta: 1, empresa: 'Levante Tech', datosEmpresa: { nombre: 'Levante Tech' }, candidatura: null },
    });
    const hidden = (await http.get('/api/Empresa/dameDatosProcesoComoAlumno/18', grupo2)).json();
    expect(hidden.datos).toMatchObject({ idoferta: 18, empresa: null, datosEmpresa: null });
  });

  it('gives the editable form of a pending offer, 25 for a published one, 68 for closed or expired ones', async () => {
    const res = await http.get('/api/Empresa/dameOfertaEditable/7', empresa);
    expect(res.json().status).toBe(0);
    expect(res.json().datos).toMatchObject({
      idOferta: 7,
      tipo: 'practicas',
      titulaciones: expect.any(Array),
      dniCandidato: null,
    });
    expect((await http.get('/api/Empresa/dameOfertaEditable/13', empresa)).json().datos.dniCandidato).toBe('23456789D');
    expect((await http.get('/api/Empresa/dameOfertaEditable/1', empresa)).json().status).toBe(25);
    expect((await http.get('/api/Empresa/dameOfertaEditable/8', empresa)).json().status).toBe(68);
    expect((await http.get('/api/Empresa/dameOfertaEditable/9', empresa)).json().status).toBe(68);
  });

  it('answers 4 (HTTP 404) for an offer that does not exist', async () => {
    const res = await http.get('/api/Empresa/dameDatosProceso/999999', empresa);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 4, datos: null });
  });
});

describe('cerrarOferta', () => {
  it('closes a published offer (511), stores the answer, and closes its open candidatures', async () => {
    const res = await http.post('/api/Empresa/cerrarOferta', empresa, {
      urlOferta: demoOfferSlug(4),
      candidatoUniversidadElegido: true,
    });
    expect(res.json()).toMatchObject({
      status: 0,
      aviso: 511,
      datos: { idoferta: 4, idEstado: 4, puedeCerrar: false, puedeEliminar: true },
    });
    const row = await t.app.db.selectFrom('offers').selectAll().where('id', '=', 4).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ estado: 'cerrada', cierre_candidato_universidad: 1 });
    expect(row.fecha_cierre).not.toBeNull();
    const apps = await t.app.db
      .selectFrom('applications')
      .select(['id', 'estado'])
      .where('offer_id', '=', 4)
      .orderBy('id')
      .execute();
    expect(apps).toEqual([
      { id: 7, estado: 12 },
      { id: 15, estado: 12 },
      { id: 16, estado: 12 },
    ]);
    const note = await t.app.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', 2)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(note.url_acceso).toBe(`/mis-candidaturas/${demoOfferSlug(4)}`);
    const detail = (await http.get('/api/Empresa/dameDatosProceso/4', empresa)).json().datos;
    expect(detail.candidatoUniversidadElegido).toBe(true);
  });

  it('stores a "no" too, and refuses a draft or an already closed offer with 48', async () => {
    const res = await http.post('/api/Empresa/cerrarOferta', empresa, {
      idOferta: 2,
      candidatoUniversidadElegido: false,
    });
    expect(res.json().status).toBe(0);
    expect(
      (
        await t.app.db
          .selectFrom('offers')
          .select('cierre_candidato_universidad')
          .where('id', '=', 2)
          .executeTakeFirstOrThrow()
      ).cierre_candidato_universidad,
    ).toBe(0);
    expect(
      (
        await http.post('/api/Empresa/cerrarOferta', empresa, { idOferta: 2, candidatoUniversidadElegido: false })
      ).json().status,
    ).toBe(48);
    expect(
      (
        await http.post('/api/Empresa/cerrarOferta', empresa, { idOferta: 10, candidatoUniversidadElegido: false })
      ).json().status,
    ).toBe(48);
  });

  it('needs the answer and an offer reference (15)', async () => {
    expect((await http.post('/api/Empresa/cerrarOferta', empresa, { idOferta: 6 })).json().status).toBe(15);
    expect(
      (await http.post('/api/Empresa/cerrarOferta', empresa, { candidatoUniversidadElegido: true })).json().status,
    ).toBe(15);
  });
});

describe('copiarOferta and copiarOfertaPerfilContrario', () => {
  it('copies an offer as a draft with its degrees, labels and languages, and answers datos.urlAcceso', async () => {
    const res = await http.post('/api/Empresa/copiarOferta', empresa, { urlOferta: demoOfferSlug(12) });
    const body = res.json();
    expect(body).toMatchObject({ status: 0, datos: { tipo: 'alternancia' } });
    expect(body.datos.urlAcceso).toMatch(/^[0-9a-f]{16}$/);
    const copy = await t.app.db
      .selectFrom('offers')
      .selectAll()
      .where('url_acceso', '=', body.datos.urlAcceso)
      .executeTakeFirstOrThrow();
    expect(copy).toMatchObject({ estado: 'borrador', copied_from_offer_id: 12, company_id: 1, published_at: null });
    const degrees = (id: number) =>
      t.app.db
        .selectFrom('offer_degrees')
        .select(['degree_id', 'required'])
        .where('offer_id', '=', id)
        .orderBy('degree_id')
        .execute();
    expect(await degrees(copy.id)).toEqual(await degrees(12));
    // SPEC §4: after duplicating, the company edits the copy.
    const editable = await http.get(`/api/Empresa/dameOfertaEditable/${body.datos.urlAcceso}`, empresa);
    expect(editable.json()).toMatchObject({ status: 0, datos: { idOferta: copy.id } });
  });

  it('copies a job to the opposite profile as an internship draft without the job-only data', async () => {
    const res = await http.post('/api/Empresa/copiarOfertaPerfilContrario', empresa, { idOferta: 3 });
    expect(res.json()).toMatchObject({ status: 0, datos: { tipo: 'practicas' } });
    const copy = await t.app.db
      .selectFrom('offers')
      .selectAll()
      .where('id', '=', res.json().datos.idOferta)
      .executeTakeFirstOrThrow();
    expect(copy).toMatchObject({ tipo: 'practicas', id_perfil: 2, estado: 'borrador', contrato: null, salario: null });
    const back = await http.post('/api/Empresa/copiarOfertaPerfilContrario', empresa, { idOferta: 1 });
    expect(back.json().datos.tipo).toBe('empleo');
    const job = await t.app.db
      .selectFrom('offers')
      .selectAll()
      .where('id', '=', back.json().datos.idOferta)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ id_perfil: 1, ayuda_estudio: null, tutor_empresa_nombre: null, tipo_practica: null });
  });

  it('answers 535 when the copy would be an internship proposal of a company without IBAN', async () => {
    const res = await http.post('/api/Empresa/copiarOfertaPerfilContrario', nueva, { idOferta: 30 });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(535);
    expect((await http.post('/api/Empresa/copiarOferta', nueva, { idOferta: 30 })).json().status).toBe(0);
  });
});

describe('deleteOferta', () => {
  it('deletes a pending offer (516): it disappears from every call', async () => {
    const res = await http.post('/api/Empresa/deleteOferta', empresa, { idOferta: 13 });
    expect(res.json()).toEqual({ status: 0, aviso: 516, datos: { idOferta: 13 } });
    expect(
      (await t.app.db.selectFrom('offers').select('estado').where('id', '=', 13).executeTakeFirstOrThrow()).estado,
    ).toBe('eliminada');
    expect(ids((await list(empresa)).datos.procesos)).not.toContain(13);
    expect((await http.get('/api/Empresa/dameDatosProceso/13', empresa)).json().status).toBe(4);
    expect((await http.post('/api/Empresa/deleteOferta', empresa, { idOferta: 13 })).json().status).toBe(4);
  });

  it('refuses a published offer with 48 (HTTP 403): close it first', async () => {
    const res = await http.post('/api/Empresa/deleteOferta', empresa, { urlOferta: demoOfferSlug(6) });
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe(48);
  });
});
