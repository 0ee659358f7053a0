import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { injectClient } from '../../test/inject';
import { buildTestApp, type TestApp } from '../../test/test-app';

// Demo communications: 1 and 2 for students, 3 for companies, 4 for everyone, 5 expired (companies).
let t: TestApp;
let alumna: string;
let empresa: string;
const CATALUNYA = { host: 'catalunya.localhost' };

const { get } = injectClient(() => t.app);
const ids = (res: { json(): { datos: Array<{ idComunicacion: number }> } }) =>
  res.json().datos.map((c) => c.idComunicacion);

beforeAll(async () => {
  t = await buildTestApp();
  alumna = await loginAs(t.app, 'alumna@demo.test');
  empresa = await loginAs(t.app, 'empresa@demo.test');
  await t.app.db
    .insertInto('communications')
    .values({
      brand_key: 'catalunya',
      audience: 'all',
      fecha_desde: new Date().toISOString().slice(0, 10),
      fecha_hasta: null,
      descripcion_es: 'Solo en Catalunya',
      descripcion_ca: 'Només a Catalunya',
      enlace: null,
      created_at: new Date().toISOString(),
    })
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/{Alumno|Empresa}/dameComunicaciones', () => {
  it('gives a student the communications for students and for everyone, in force, newest first', async () => {
    const res = await get('/api/Alumno/dameComunicaciones', alumna);
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([4, 1, 2]);
    expect(res.json().datos[1]).toEqual({
      idComunicacion: 1,
      fechaDesde: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      descripcion: 'Abierto el plazo de solicitud de prácticas extracurriculares para el segundo cuatrimestre.',
      enlace: '/programas-practicas-activos',
    });
  });

  it('gives a company its own and the shared ones, without expired ones', async () => {
    const res = await get('/api/Empresa/dameComunicaciones', empresa);
    expect(ids(res)).toEqual([4, 3]);
    expect(res.json().datos[1].enlace).toBeNull();
  });

  it('speaks the user’s preferred language', async () => {
    await t.app.db
      .updateTable('users')
      .set({ preferred_language: 'ca' })
      .where('email', '=', 'alumna@demo.test')
      .execute();
    const res = await get('/api/Alumno/dameComunicaciones', alumna);
    expect(res.json().datos[0].descripcion).toBe(
      "Fòrum d'Ocupació: inscriu-te a la fira anual d'ocupació i pràctiques.",
    );
    await t.app.db
      .updateTable('users')
      .set({ preferred_language: 'es' })
      .where('email', '=', 'alumna@demo.test')
      .execute();
  });

  it("shows a brand's own communications on that brand only", async () => {
    const token = await loginAs(t.app, 'alumna@demo.test', { headers: CATALUNYA });
    const res = await get('/api/Alumno/dameComunicaciones', token, CATALUNYA);
    expect(res.json().datos.map((c: { descripcion: string }) => c.descripcion)).toContain('Solo en Catalunya');
    const company = await get('/api/Empresa/dameComunicaciones', empresa);
    expect(company.json().datos.map((c: { descripcion: string }) => c.descripcion)).not.toContain('Solo en Catalunya');
  });

  it('answers 401/2 without a token and 403/71 on the other role’s path', async () => {
    const anon = await get('/api/Alumno/dameComunicaciones');
    expect(anon.statusCode).toBe(401);
    expect(anon.json().status).toBe(2);
    const wrong = await get('/api/Alumno/dameComunicaciones', empresa);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ status: 71, datos: null });
    const wrong2 = await get('/api/Empresa/dameComunicaciones', alumna);
    expect(wrong2.statusCode).toBe(403);
    expect(wrong2.json().status).toBe(71);
  });
});
