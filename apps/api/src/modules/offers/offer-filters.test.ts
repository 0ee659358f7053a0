import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { cloneOffer, daysFromNow } from './offer-fixtures';
import { idsOf } from './student-test-client';
import { alumnaApp, type AlumnaApp } from './offers-test-kit';

/**
 * SPEC §2 offer list filters, the per-type lists of SPEC §9 and full-text search, on the lists
 * of alumna@ (internships 1, 2, 4, 14, 15; jobs 3, 5, 11, 22 in the demo data).
 */
describe('offer list filters', () => {
  let t: TestApp;
  let api: AlumnaApp['api'];
  let alumna: string;

  const practicas = async (query: string) => {
    const seen = await api.get(`/api/Alumno/dameOfertasUsuario/practicas/1?${query}`, alumna);
    expect(seen.status).toBe(0);
    return idsOf(seen).sort((a, b) => a - b);
  };
  const empleo = async (query: string) => {
    const seen = await api.get(`/api/Alumno/dameOfertasUsuario/empleo/1?${query}`, alumna);
    expect(seen.status).toBe(0);
    return idsOf(seen).sort((a, b) => a - b);
  };

  beforeAll(async () => ({ t, api, alumna } = await alumnaApp()));
  afterAll(() => t.close());

  it('searches title, description and company, ignoring accents and case, words as prefixes', async () => {
    expect(await practicas('titulo=auditoria')).toEqual([15]);
    expect(await practicas('titulo=AUDITOR')).toEqual([15]);
    expect(await practicas(`titulo=${encodeURIComponent('Auditoría')}`)).toEqual([15]);
    // Company trade name 'Levante Tech' (only in the company name).
    expect(await practicas('titulo=levante')).toEqual([1, 2, 4, 14]);
    // Every word must match.
    expect(await practicas('titulo=levante%20soporte')).toEqual([4]);
    expect(await practicas('titulo=ciberseguridadxyz')).toEqual([]);
    // Query syntax in the text is only text.
    expect(await practicas(`titulo=${encodeURIComponent('"OR* NEAR( -levante AND')}`)).toEqual([]);
    expect(await practicas(`titulo=${encodeURIComponent('   ')}`)).toEqual([1, 2, 4, 14, 15]);
  });

  it('#12.9 searching only % or _ (or the escape character) no longer matches every offer', async () => {
    for (const text of ['%', '_', '%%', '_%_', '\\', '%\\_']) {
      expect(await practicas(`titulo=${encodeURIComponent(text)}`), text).toEqual([]);
      expect(await empleo(`titulo=${encodeURIComponent(text)}`), text).toEqual([]);
      const count = await api.get(
        `/api/Alumno/dameNumOfertasPracticasUsuario?titulo=${encodeURIComponent(text)}`,
        alumna,
      );
      expect(count.datos.numTotal, text).toBe(0);
    }
    // Wildcards beside a word are not wildcards either: '%levante%' searches 'levante'.
    expect(await practicas(`titulo=${encodeURIComponent('%levante_')}`)).toEqual([1, 2, 4, 14]);
  });

  it('matches words of 1-2 letters whole and longer ones on their first 8 letters', async () => {
    expect(await practicas('titulo=web')).toEqual([1]);
    expect(await practicas('titulo=we')).toEqual([]);
    // 'desarrolladores' searches 'desarrol…': 'desarrollo' in Levante Tech's description.
    expect(await practicas('titulo=desarrolladores')).toEqual([1, 2, 4, 14]);
  });

  it('answers search results in the order of the list', async () => {
    const list = idsOf(await api.get('/api/Alumno/dameOfertasUsuario/practicas/1', alumna));
    const found = idsOf(await api.get('/api/Alumno/dameOfertasUsuario/practicas/1?titulo=levante', alumna));
    expect(found).toEqual(list.filter((id) => found.includes(id)));
  });

  it('counts with the same filters', async () => {
    expect((await api.get('/api/Alumno/dameNumOfertasPracticasUsuario?titulo=levante', alumna)).datos).toEqual({
      numTotal: 4,
      numPaginas: 1,
    });
    expect((await api.get('/api/Alumno/dameNumOfertasEmpleoUsuario?contrato=5', alumna)).datos).toEqual({
      numTotal: 2,
      numPaginas: 1,
    });
  });

  it('filters by location, degree, labels, start date, thesis and programme', async () => {
    expect(await practicas('provincia=8')).toEqual([15]);
    expect(await practicas('provincia=46,8')).toEqual([1, 2, 4, 14, 15]);
    expect(await practicas('provincia=46&provincia=8')).toEqual([1, 2, 4, 14, 15]);
    expect(await practicas('titulaciones=22')).toEqual([2, 4, 14]);
    expect(await practicas(`etiquetas=${encodeURIComponent('inglés')}`)).toEqual([1, 4]);
    expect(await practicas('etiquetas=verano,remoto')).toEqual([15]);
    expect(await practicas(`fechainicio=${daysFromNow(40)}`)).toEqual([14, 15]);
    expect(await practicas('trabajoFin=TFG')).toEqual([14]);
    expect(await practicas('trabajoFin=TFM')).toEqual([]);
    expect(await practicas('tituloPrograma=1')).toEqual([15]);
    expect(await practicas('areaFuncional=5')).toEqual([1, 2, 4, 14]);
    expect(await practicas('areaFuncional=1')).toEqual([15]);
    expect(await practicas('nivelesTitulaciones=1')).toEqual([1, 2, 4, 14, 15]);
    expect(await practicas('nivelesTitulaciones=4')).toEqual([]);
  });

  it('leaves out the offers I applied to on request', async () => {
    expect(await practicas('omitirInscritos=1')).toEqual([4, 14]);
    expect(await practicas('omitirInscritos=false')).toEqual([1, 2, 4, 14, 15]);
    expect(await empleo('omitirInscritos=true')).toEqual([5, 11]);
  });

  it('filters jobs by contract, minimum salary and degree area', async () => {
    expect(await empleo('contrato=5')).toEqual([5, 11]);
    expect(await empleo('salario=30000')).toEqual([5, 11]);
    const db = t.app.db;
    const area14 = (await db.selectFrom('degrees').select('area_id').where('id', '=', 14).executeTakeFirstOrThrow())
      .area_id;
    const withArea = await db
      .selectFrom('offer_degrees as od')
      .innerJoin('degrees as d', 'd.id', 'od.degree_id')
      .select('od.offer_id')
      .where('d.area_id', '=', area14)
      .where('od.offer_id', 'in', [3, 5, 11, 22])
      .execute();
    expect(await empleo(`areasTitulaciones=${area14}`)).toEqual(
      [...new Set(withArea.map((r) => r.offer_id))].sort((a, b) => a - b),
    );
    expect(await empleo(`areasTitulaciones=${area14}`)).toContain(22);
  });

  it('filters by publication date, international and type of training', async () => {
    const db = t.app.db;
    await db
      .updateTable('offers')
      // A second ago, not an hour: between 00:00 and 01:00 UTC an hour ago is yesterday.
      .set({ published_at: new Date(Date.now() - 1_000).toISOString() })
      .where('id', '=', 14)
      .execute();
    await db.updateTable('offers').set({ international: 1 }).where('id', '=', 4).execute();
    await db.updateTable('offers').set({ tipo_formacion_id: 2 }).where('id', '=', 14).execute();
    expect(await practicas(`fechaPublicacion=${new Date().toISOString().slice(0, 10)}`)).toEqual([14]);
    expect(await practicas('internacional=1')).toEqual([4]);
    expect(await practicas('tiposFormacion=2')).toEqual([14]);
  });

  it('matches my CV: requirements I do not meet leave the list (encajaCV and matching mode)', async () => {
    const db = t.app.db;
    expect(await practicas('encajaCV=1')).toEqual([1, 2, 4, 14, 15]);
    await db.updateTable('offers').set({ vehiculo_propio: 1 }).where('id', '=', 2).execute();
    // German B1, which alumna@ does not speak.
    await db
      .insertInto('offer_languages')
      .values({ offer_id: 4, language_id: 5, level_id: 3, certification: 0 })
      .execute();
    expect(await practicas('encajaCV=1')).toEqual([1, 14, 15]);
    expect(await practicas('')).toEqual([1, 2, 4, 14, 15]);
    const matching = idsOf(await api.get('/api/Alumno/ofertasEncajanConUsuario?tipo=practicas', alumna));
    expect(matching.sort((a, b) => a - b)).toEqual([1, 14, 15]);
  });

  it('refuses malformed filters with 15', async () => {
    for (const query of ['fechaPublicacion=ayer', 'trabajoFin=TFX', 'provincia=abc', `titulo=${'a'.repeat(101)}`]) {
      const seen = await api.get(`/api/Alumno/dameOfertasUsuario/practicas/1?${query}`, alumna);
      expect([seen.http, seen.status]).toEqual([400, 15]);
    }
  });
});

describe('full-text index follows the data', () => {
  let t: TestApp;
  let api: AlumnaApp['api'];
  let alumna: string;
  const search = async (text: string) =>
    idsOf(await api.get(`/api/Alumno/dameOfertasUsuario/practicas/1?titulo=${encodeURIComponent(text)}`, alumna)).sort(
      (a, b) => a - b,
    );

  beforeAll(async () => ({ t, api, alumna } = await alumnaApp()));
  afterAll(() => t.close());

  it('indexes new offers, title changes and deletions', async () => {
    const db = t.app.db;
    const id = await cloneOffer(db, 1, {
      titulo: 'Prácticas de robótica submarina',
      descripcion: 'Vehículos autónomos.',
    });
    expect(await search('robotica')).toEqual([id]);
    expect(await search('vehiculos autonomos')).toEqual([id]);
    await db.updateTable('offers').set({ titulo: 'Prácticas de oceanografía' }).where('id', '=', id).execute();
    expect(await search('robotica')).toEqual([]);
    expect(await search('oceanografia')).toEqual([id]);
    await db.deleteFrom('offers').where('id', '=', id).execute();
    expect(await search('oceanografia')).toEqual([]);
  });

  it('keeps search results in list order when an offer is highlighted or published again', async () => {
    const db = t.app.db;
    const ordered = async () =>
      idsOf(await api.get('/api/Alumno/dameOfertasUsuario/practicas/1?titulo=levante', alumna));
    await db
      .updateTable('offers')
      .set({ fecha_destacada: new Date().toISOString().slice(0, 10) })
      .where('id', '=', 14)
      .execute();
    expect((await ordered())[0]).toBe(14);
    await db
      .updateTable('offers')
      .set({ fecha_destacada: null, published_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', 'in', [1, 14])
      .execute();
    await db
      .updateTable('offers')
      .set({ published_at: new Date(Date.now() - 30_000).toISOString() })
      .where('id', '=', 4)
      .execute();
    expect((await ordered()).slice(0, 3)).toEqual([4, 14, 1]);
  });

  it('follows company renames, and never finds an offer by a company it hides', async () => {
    const db = t.app.db;
    const hidden = await cloneOffer(db, 1, {
      titulo: 'Prácticas confidenciales',
      descripcion: 'Empresa del sector tecnológico.',
      ocultar_datos_empresa: 1,
    });
    expect(await search('levante')).not.toContain(hidden);
    expect(await search('confidenciales')).toEqual([hidden]);
    await db.updateTable('companies').set({ nombre_comercial: 'Xarxa Llevant' }).where('id', '=', 1).execute();
    expect(await search('xarxa')).toEqual([1, 2, 4, 14]);
    await db.updateTable('offers').set({ ocultar_datos_empresa: 0 }).where('id', '=', hidden).execute();
    expect(await search('xarxa')).toEqual([1, 2, 4, 14, hidden]);
  });
});
