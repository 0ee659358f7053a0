import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOfferSlug } from '../../db/seed/demo-offers';
import { loginAs } from '../../test/login';
import type { TestApp } from '../../test/test-app';
import { cloneOffer, daysFromNow } from './offer-fixtures';
import { idsOf } from './student-test-client';
import { alumnaApp, type AlumnaApp } from './offers-test-kit';

/**
 * Student offer lists, counts and detail (SPEC §2 Student only, §3 offer card, §7). alumna@
 * studies degree 1 (Ingeniería Informática); the demo publishes for it internships 1, 2, 4, 14,
 * 15 and jobs 3, 5, 11, 22.
 */
describe('student offer lists', () => {
  let t: TestApp;
  let api: AlumnaApp['api'];
  let alumna: string;

  beforeAll(async () => ({ t, api, alumna } = await alumnaApp()));
  afterAll(() => t.close());

  it('answers a page of internship offers for my degree, newest highlighted or published first', async () => {
    const seen = await api.get('/api/Alumno/dameOfertasUsuario/practicas/1', alumna);
    expect(seen.http).toBe(200);
    expect(seen.status).toBe(0);
    expect(seen.datos.pagina).toBe(1);
    expect(seen.datos.tamPagina).toBe(10);
    expect(idsOf(seen).sort((a, b) => a - b)).toEqual([1, 2, 4, 14, 15]);
    // Offer 1 is highlighted yesterday: first.
    expect(idsOf(seen)[0]).toBe(1);
    const card = seen.datos.ofertas[0];
    expect(card).toEqual({
      empresa: 'Levante Tech',
      titulo: 'Prácticas de desarrollo web',
      idoferta: 1,
      estado: 'Publicada',
      descripcionEstadoMotivo: null,
      fecha: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      fechaDestacada: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      provincia: 'Valencia/València',
      nombreIsla: null,
      idIsla: null,
      urlAcceso: demoOfferSlug(1),
      textoPerfilOferta: 'Prácticas',
      idPerfil: 2,
      tipo: 'practicas',
      // #16 part 2: Levante Tech authorises its logo but has none stored; hybrid; 400 EUR a month.
      logo: null,
      idModalidad: 2,
      salario: null,
      ayudaEstudio: 400,
      fechaCaducidad: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('answers job offers with textoPerfilOferta other than Prácticas', async () => {
    const seen = await api.get('/api/Alumno/dameOfertasUsuario/empleo/1', alumna);
    expect(idsOf(seen).sort((a, b) => a - b)).toEqual([3, 5, 11, 22]);
    expect(
      seen.datos.ofertas.every(
        (o: { textoPerfilOferta: string; idPerfil: number }) => o.textoPerfilOferta === 'Empleo' && o.idPerfil === 1,
      ),
    ).toBe(true);
  });

  it('counts pages and offers with the same rules (numPaginas, numTotal)', async () => {
    expect((await api.get('/api/Alumno/dameNumOfertasPracticasUsuario', alumna)).datos).toEqual({
      numPaginas: 1,
      numTotal: 5,
    });
    expect((await api.get('/api/Alumno/dameNumOfertasEmpleoUsuario', alumna)).datos).toEqual({
      numPaginas: 1,
      numTotal: 4,
    });
  });

  it('answers an empty page past the last one', async () => {
    const seen = await api.get('/api/Alumno/dameOfertasUsuario/practicas/2', alumna);
    expect(seen.status).toBe(0);
    expect(seen.datos.ofertas).toEqual([]);
  });

  it('refuses an unknown list type or page with 15', async () => {
    for (const url of [
      '/api/Alumno/dameOfertasUsuario/becas/1',
      '/api/Alumno/dameOfertasUsuario/practicas/0',
      '/api/Alumno/dameOfertasUsuario/practicas/x',
    ]) {
      const seen = await api.get(url, alumna);
      expect([seen.http, seen.status]).toEqual([400, 15]);
    }
  });

  it('refuses a filter of the other list with 15 and names it (SPEC §9 per-type filters)', async () => {
    const seen = await api.get('/api/Alumno/dameOfertasUsuario/practicas/1?contrato=1', alumna);
    expect([seen.http, seen.status]).toEqual([400, 15]);
    expect(seen.datos.campos).toEqual([{ campo: 'contrato', error: 'malformed' }]);
    const jobs = await api.get('/api/Alumno/dameNumOfertasEmpleoUsuario?areaFuncional=5', alumna);
    expect([jobs.http, jobs.status]).toEqual([400, 15]);
  });

  it('shows one offer by id or by access url, with my candidature', async () => {
    const byId = await api.get('/api/Alumno/dameOferta/1', alumna);
    const byUrl = await api.get(`/api/Alumno/dameOferta/${demoOfferSlug(1)}`, alumna);
    expect(byId.status).toBe(0);
    expect(byUrl.datos).toEqual(byId.datos);
    expect(byId.datos.idoferta).toBe(1);
    expect(byId.datos.titulaciones.map((d: { id: number }) => d.id)).toContain(1);
    expect(byId.datos.candidatura).toEqual({
      idCandidatura: 1,
      idEstado: 16,
      estado: 'Preinscrito: pendiente de tu respuesta',
    });
    expect(byId.datos.datosEmpresa.nombre).toBe('Levante Tech');
    const other = await api.get('/api/Alumno/dameOferta/5', alumna);
    expect(other.datos.candidatura).toBeNull();
  });

  it('shows an open offer for other degrees opened by its link, and hides a company that asks so', async () => {
    const seen = await api.get(`/api/Alumno/dameOferta/${demoOfferSlug(18)}`, alumna);
    expect(seen.status).toBe(0);
    expect(seen.datos.empresa).toBeNull();
    expect(seen.datos.datosEmpresa).toBeNull();
  });

  it('follows a closed offer I applied to, but not one I did not', async () => {
    const mine = await api.get('/api/Alumno/dameOferta/17', alumna);
    expect(mine.status).toBe(0);
    expect(mine.datos.estado).toBe('Cerrada');
    expect(mine.datos.candidatura.idEstado).toBe(17);
    for (const ref of ['8', '7', '10', '99999', 'no-such-offer']) {
      const seen = await api.get(`/api/Alumno/dameOferta/${ref}`, alumna);
      expect([seen.http, seen.status, seen.datos]).toEqual([404, 4, null]);
    }
  });

  it('lets only students in: a company gets 403/71, no token 401/2', async () => {
    const empresa = await loginAs(t.app, 'empresa@demo.test');
    for (const url of [
      '/api/Alumno/dameOfertasUsuario/practicas/1',
      '/api/Alumno/dameNumOfertasPracticasUsuario',
      '/api/Alumno/dameOferta/1',
      '/api/Alumno/ofertasEncajanConUsuario',
    ]) {
      expect(await api.get(url, empresa)).toMatchObject({ http: 403, status: 71 });
      expect(await api.get(url, null)).toMatchObject({ http: 401, status: 2 });
    }
  });

  it('matching mode answers datos.ofertas of every type, newest first', async () => {
    const seen = await api.get('/api/Alumno/ofertasEncajanConUsuario', alumna);
    expect(seen.status).toBe(0);
    const ids = idsOf(seen);
    expect(new Set(ids)).toEqual(new Set([1, 2, 4, 14, 15, 3, 5, 11, 22]));
    const onlyJobs = await api.get('/api/Alumno/ofertasEncajanConUsuario?tipo=empleo', alumna);
    expect(idsOf(onlyJobs).sort((a, b) => a - b)).toEqual([3, 5, 11, 22]);
  });
});

describe('which offers a student sees', () => {
  let t: TestApp;
  let api: AlumnaApp['api'];
  let alumna: string;

  beforeAll(async () => ({ t, api, alumna } = await alumnaApp()));
  afterAll(() => t.close());

  const practicas = async () =>
    idsOf(await api.get('/api/Alumno/dameOfertasUsuario/practicas/1', alumna)).sort((a, b) => a - b);

  it('only published, open, unexpired offers of the brand for my degrees and group', async () => {
    const db = t.app.db;
    const closed = await cloneOffer(db, 1, { estado: 'cerrada', fecha_destacada: null });
    const forOthers = await cloneOffer(db, 1, { fecha_destacada: null }, [2, 3]);
    const visible = await cloneOffer(db, 1, { fecha_destacada: null });
    await db.updateTable('offers').set({ brand_key: 'catalunya' }).where('id', '=', 2).execute();
    await db
      .updateTable('offers')
      .set({ fecha_caducidad: daysFromNow(-1) })
      .where('id', '=', 4)
      .execute();
    await db.updateTable('offers').set({ student_group: 'erasmus' }).where('id', '=', 14).execute();
    await db.updateTable('offers').set({ preselected_student_id: 8 }).where('id', '=', 15).execute();
    await db
      .updateTable('offers')
      .set({ published_at: new Date(Date.now() + 3_600_000).toISOString() })
      .where('id', '=', 1)
      .execute();
    expect(await practicas()).toEqual([visible]);
    // Not in the list is not reachable by link either, except an offer for other degrees.
    expect((await api.get('/api/Alumno/dameOferta/2', alumna)).status).toBe(4);
    expect((await api.get(`/api/Alumno/dameOferta/${closed}`, alumna)).status).toBe(4);
    expect((await api.get(`/api/Alumno/dameOferta/${forOthers}`, alumna)).status).toBe(0);

    // The group opens up when the student belongs to it.
    await db.updateTable('students').set({ grupo: 'erasmus' }).where('user_id', '=', 1).execute();
    expect(await practicas()).toEqual([14, visible].sort((a, b) => a - b));
    expect((await api.get('/api/Alumno/dameNumOfertasPracticasUsuario', alumna)).datos).toEqual({
      numTotal: 2,
      numPaginas: 1,
    });
  });

  it('pages by 10 with numPaginas rounding up', async () => {
    const db = t.app.db;
    for (let i = 0; i < 11; i++)
      await cloneOffer(db, 3, {
        fecha_destacada: null,
        published_at: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
      });
    const count = await api.get('/api/Alumno/dameNumOfertasEmpleoUsuario', alumna);
    expect(count.datos).toEqual({ numTotal: 15, numPaginas: 2 });
    const first = await api.get('/api/Alumno/dameOfertasUsuario/empleo/1', alumna);
    const second = await api.get('/api/Alumno/dameOfertasUsuario/empleo/2', alumna);
    expect(first.datos.ofertas).toHaveLength(10);
    expect(second.datos.ofertas).toHaveLength(5);
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(15);
  });

  it('lists alternance offers with their counts for a vocational student', async () => {
    const empty = await api.get('/api/Alumno/dameOfertasFormacionEnAlternanciaUsuario/1', alumna);
    expect(empty.datos).toMatchObject({ ofertas: [], numTotal: 0, numPaginas: 0 });
    await t.app.db
      .insertInto('student_studies')
      .values({
        student_id: 1,
        degree_id: 31,
        from_university: 1,
        titulo: 'CFGS Desarrollo de Aplicaciones Web',
        created_at: new Date().toISOString(),
      })
      .execute();
    const seen = await api.get('/api/Alumno/dameOfertasFormacionEnAlternanciaUsuario/1', alumna);
    expect(idsOf(seen)).toEqual(expect.arrayContaining([6, 12]));
    expect(seen.datos.numTotal).toBe(seen.datos.ofertas.length);
    expect(
      seen.datos.ofertas.every(
        (o: { tipo: string; textoPerfilOferta: string }) =>
          o.tipo === 'alternancia' && o.textoPerfilOferta === 'Prácticas',
      ),
    ).toBe(true);
  });
});
