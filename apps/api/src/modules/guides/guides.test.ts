import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { injectClient } from '../../test/inject';
import { buildTestApp, type TestApp } from '../../test/test-app';

// Six demo guides for every brand; the basica brand has guides turned off.
let t: TestApp;
let alumna: string;

const { get } = injectClient(() => t.app);

beforeAll(async () => {
  t = await buildTestApp();
  alumna = await loginAs(t.app, 'alumna@demo.test');
  await t.app.db
    .insertInto('guides')
    .values({
      brand_key: 'catalunya',
      titulo: 'Guia catalana',
      descripcion: null,
      url_fichero: null,
      url_imagen: null,
      sort: 0,
      created_at: new Date().toISOString(),
    })
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/Alumno/dameGuiaOrientacion', () => {
  it("lists the brand's guides in the office's order (SPEC §3 Guide fields)", async () => {
    const res = await get('/api/Alumno/dameGuiaOrientacion', alumna);
    expect(res.statusCode).toBe(200);
    const list = res.json().datos;
    expect(list).toHaveLength(6);
    expect(list[0]).toEqual({
      idGuia: 1,
      titulo: 'Cómo preparar tu CV',
      descripcion: 'Estructura, extensión y errores frecuentes en el currículum de un recién titulado.',
      // issue #12 item 11: files of the platform's storage, answered with their type and name.
      urlFichero: expect.stringMatching(/^\/api\/Publico\/ficheroContenido\/\d+$/),
      ulrImagen: expect.stringMatching(/^\/api\/Publico\/ficheroContenido\/\d+$/),
    });
  });

  it('gives the home at most 4 (limite=4)', async () => {
    const res = await get('/api/Alumno/dameGuiaOrientacion?limite=4', alumna);
    expect(res.json().datos.map((g: { idGuia: number }) => g.idGuia)).toEqual([1, 2, 3, 4]);
  });

  it("shows a brand's own guides on that brand only", async () => {
    const headers = { host: 'catalunya.localhost' };
    const token = await loginAs(t.app, 'alumna@demo.test', { headers });
    const res = await get('/api/Alumno/dameGuiaOrientacion', token, headers);
    expect(res.json().datos[0].titulo).toBe('Guia catalana');
    const here = await get('/api/Alumno/dameGuiaOrientacion', alumna);
    expect(here.json().datos.map((g: { titulo: string }) => g.titulo)).not.toContain('Guia catalana');
  });

  it('answers 403/71 on a brand without guides (hasGuiasOrientacion off)', async () => {
    const headers = { host: 'basica.localhost' };
    const token = await loginAs(t.app, 'alumna@demo.test', { headers });
    const res = await get('/api/Alumno/dameGuiaOrientacion', token, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 71, datos: null });
  });

  it('answers 401/2 without a token and 403/71 to a company', async () => {
    const anon = await get('/api/Alumno/dameGuiaOrientacion');
    expect(anon.statusCode).toBe(401);
    expect(anon.json().status).toBe(2);
    const company = await get('/api/Alumno/dameGuiaOrientacion', await loginAs(t.app, 'empresa@demo.test'));
    expect(company.statusCode).toBe(403);
    expect(company.json().status).toBe(71);
  });
});
