import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOfferSlug } from '../db/seed/demo-offers';
import { placementForm } from '../modules/proposals/proposals.fixtures';
import { injectClient } from '../test/inject';
import { loginAs } from '../test/login';
import { buildTestApp, type TestApp } from '../test/test-app';

// issue #12 item 22: the office's content reads in Catalan on a Catalan page, with the Spanish text
// where no Catalan one is written.
let t: TestApp;
let alumna: string;
const { get } = injectClient(() => t.app);
const CA = { 'accept-language': 'ca' };
const ES = { 'accept-language': 'es-ES,es;q=0.9' };

beforeAll(async () => {
  t = await buildTestApp();
  alumna = await loginAs(t.app, 'alumna@demo.test');
});
afterAll(async () => {
  await t.close();
});

describe('#12.22 Catalan content', () => {
  it('#12.22 guides read in Catalan on a Catalan page and in Spanish on a Spanish one', async () => {
    const ca = (await get('/api/Alumno/dameGuiaOrientacion', alumna, CA)).json().datos[0];
    expect(ca).toMatchObject({
      titulo: 'Com preparar el teu CV',
      descripcion: expect.stringContaining("d'un titulat recent"),
    });
    const es = (await get('/api/Alumno/dameGuiaOrientacion', alumna, ES)).json().datos[0];
    expect(es.titulo).toBe('Cómo preparar tu CV');
    // Without a page language, the user's preference (Spanish for alumna@).
    expect((await get('/api/Alumno/dameGuiaOrientacion', alumna)).json().datos[0].titulo).toBe('Cómo preparar tu CV');
  });

  it('#12.22 events and their categories read in Catalan (the category slug stays the filter key)', async () => {
    const list = (await get('/api/Alumno/dameEventos', alumna, CA)).json().datos;
    const forum = list.find((e: { idEvento: number }) => e.idEvento === 1);
    expect(forum).toMatchObject({
      titulo: "Fòrum d'Ocupació i Pràctiques",
      entradilla: 'Més de 60 empreses busquen talent universitari.',
      categoria: { nombre: "Fira d'ocupació", slug: 'feria-de-empleo' },
      lugar: 'Campus de València, pavelló poliesportiu',
    });
    const sheet = (await get('/api/Alumno/dameFichaEvento/foro-empleo', alumna, CA)).json().datos;
    expect(sheet.descripcion).toContain('Porta el teu CV');
    const publicSheet = (await get('/api/Publico/dameFichaEvento/1', undefined, CA)).json().datos;
    expect(publicSheet.titulo).toBe("Fòrum d'Ocupació i Pràctiques");
    const spanish = (await get('/api/Publico/dameFichaEvento/1', undefined, ES)).json().datos;
    expect(spanish.categoria.nombre).toBe('Feria de empleo');
  });

  it('#12.22 offers read in Catalan in the list and the detail, page by page and language by language', async () => {
    const es = (await get('/api/Alumno/dameOfertasUsuario/practicas/1', alumna, ES)).json().datos.ofertas;
    const ca = (await get('/api/Alumno/dameOfertasUsuario/practicas/1', alumna, CA)).json().datos.ofertas;
    // The same page (cached, ADR 0006) in each language.
    expect(ca.map((o: { idoferta: number }) => o.idoferta)).toEqual(es.map((o: { idoferta: number }) => o.idoferta));
    expect(ca.find((o: { idoferta: number }) => o.idoferta === 1).titulo).toBe('Pràctiques de desenvolupament web');
    expect(es.find((o: { idoferta: number }) => o.idoferta === 1).titulo).toBe('Prácticas de desarrollo web');
    const again = (await get('/api/Alumno/dameOfertasUsuario/practicas/1', alumna, ES)).json().datos.ofertas;
    expect(again.find((o: { idoferta: number }) => o.idoferta === 1).titulo).toBe('Prácticas de desarrollo web');

    const detail = (await get(`/api/Alumno/dameOferta/${demoOfferSlug(1)}`, alumna, CA)).json().datos;
    expect(detail.titulo).toBe('Pràctiques de desenvolupament web');
    expect(detail.descripcion).toContain('vol incorporar un/a estudiant');
    expect(detail.tareas).toContain('Desenvolupament de noves funcionalitats');
  });

  it('#12.22 the Catalan brand has its own offers, in Catalan', async () => {
    const headers = { host: 'catalunya.localhost' };
    const token = await loginAs(t.app, 'alumna@demo.test', { headers });
    const list = (await get('/api/Alumno/dameOfertasUsuario/practicas/1', token, { ...headers, ...CA })).json().datos
      .ofertas;
    expect(list.map((o: { titulo: string }) => o.titulo)).toContain('Pràctiques en dret mercantil');
  });

  it('#12.22 a text without its Catalan version falls back to the Spanish one', async () => {
    await t.app.db
      .updateTable('offers')
      .set({ titulo_ca: null, descripcion_ca: null, tareas_ca: null })
      .where('id', '=', 2)
      .execute();
    await t.app.db.updateTable('guides').set({ titulo_ca: null }).where('id', '=', 2).execute();
    await t.app.db.updateTable('events').set({ titulo_ca: null }).where('id', '=', 3).execute();
    const offer = (await get(`/api/Alumno/dameOferta/${demoOfferSlug(2)}`, alumna, CA)).json().datos;
    expect(offer).toMatchObject({
      titulo: 'Prácticas en análisis de datos',
      tareas: expect.stringContaining('Desarrollo de nuevas funcionalidades'),
    });
    const guides = (await get('/api/Alumno/dameGuiaOrientacion', alumna, CA)).json().datos;
    expect(guides[1]).toMatchObject({
      titulo: 'La entrevista de trabajo',
      descripcion: expect.stringContaining("Tipus d'entrevista"),
    });
    const event = (await get('/api/Alumno/dameFichaEvento/3', alumna, CA)).json().datos;
    expect(event).toMatchObject({ titulo: 'Webinar: LinkedIn para encontrar empleo', lugar: 'En línia' });
  });

  it("#12.22 a company's form writes Spanish only: a rewritten text drops its outdated Catalan version", async () => {
    const empresa = await loginAs(t.app, 'empresa@demo.test');
    const before = await t.app.db.selectFrom('offers').selectAll().where('id', '=', 7).executeTakeFirstOrThrow();
    expect(before.titulo_ca).toBe('Pràctiques de ciberseguretat');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Empresa/addOferta',
      headers: { authorization: `Bearer ${empresa}`, ...CA },
      payload: placementForm({ idOferta: 7, titulo: 'Prácticas de ciberseguridad ofensiva', tareas: before.tareas }),
    });
    expect(res.json().status).toBe(0);
    const after = await t.app.db.selectFrom('offers').selectAll().where('id', '=', 7).executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      titulo: 'Prácticas de ciberseguridad ofensiva',
      titulo_ca: null,
      descripcion_ca: null,
      tareas_ca: before.tareas_ca,
    });
  });

  it('#12.22 surveys, their questions and their answers read in Catalan', async () => {
    const list = (await get('/api/Alumno/dameEncuestasUsuario', alumna, CA)).json().datos;
    expect(list.map((s: { titulo: string }) => s.titulo)).toEqual([
      'Valoració de tallers i esdeveniments',
      'Avaluació de pràctiques: estudiant',
    ]);
    const sheet = (await get('/api/Encuestas/evaluacion-estudiante', alumna, CA)).json().datos;
    expect(sheet.titulo).toBe('Avaluació de pràctiques: estudiant');
    expect(sheet.preguntas[1]).toMatchObject({
      texto: 'Les tasques es corresponien amb el projecte formatiu?',
      respuestas: [
        { idRespuesta: 1, texto: 'Sí' },
        { idRespuesta: 2, texto: 'En part' },
        { idRespuesta: 3, texto: 'No' },
      ],
    });
    const spanish = (await get('/api/Encuestas/evaluacion-estudiante', alumna, ES)).json().datos;
    expect(spanish.preguntas[1].respuestas[1].texto).toBe('En parte');
  });

  it('#12.22 communications follow the page language too', async () => {
    const ca = (await get('/api/Alumno/dameComunicaciones', alumna, CA)).json().datos;
    expect(ca.map((c: { descripcion: string }) => c.descripcion)).toContain(
      'Recorda mantenir el teu CV actualitzat: les empreses el reben des del teu perfil.',
    );
  });
});
