import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { call, codeOf, type Json } from './cv-test-kit';

// Demo users (HELPERS.md): 1 alumna@ (grado), 2 master@, 4 empresa@ (company).
const BASICA = 'basica.localhost';
const CATALUNYA = 'catalunya.localhost';

let t: TestApp;
let alumna: string;
let master: string;
let empresa: string;

beforeAll(async () => {
  t = await buildTestApp();
  [alumna, master, empresa] = await Promise.all([
    loginAs(t.app, 'alumna@demo.test'),
    loginAs(t.app, 'master@demo.test'),
    loginAs(t.app, 'empresa@demo.test'),
  ]);
});
afterAll(async () => t.close());

describe('GET /api/Alumno/dameCvUsuario', () => {
  it('answers every section of my CV and nobody else’s', async () => {
    const res = await call(t.app, 'GET', '/api/Alumno/dameCvUsuario', alumna);
    expect(res.http).toBe(200);
    const cv = res.body.datos;
    expect(Object.keys(cv)).toEqual(
      expect.arrayContaining([
        'personales',
        'academicos',
        'profesional',
        'idiomas',
        'interes',
        'documentos',
        'documentosPrivados',
        'documentosProcesos',
        'urlCV',
        'tienePermisoTrabajo',
        'necesitaPermisoTrabajo',
        'urlImagenPerfil',
        'idPeriodoPreferenciaPracticas',
        'busquedaPracticasActiva',
        'busquedaTrabajoActiva',
        'presentacion',
        'validadoDOIP',
        'idNivelFormativoSNE',
        'enlacePortfolio',
      ]),
    );
    expect(cv.personales).toMatchObject({
      nombre: 'Lucía',
      primerApellido: 'Martínez',
      dni: '12345678Z',
      email: 'lucia.martinez@correo.demo.test',
      comunicacionesEnEmailEstudiante: false,
      idiomaPreferido: 1,
    });
    expect(cv.academicos.map((s: Json) => [s.id, s.deLaUniversidad, s.nota])).toEqual([
      [1, true, 2.8],
      [2, false, 3.4],
    ]);
    expect(cv.profesional.experiencia).toEqual([
      expect.objectContaining({ id: 1, empresa: 'Academia Byte', adjunto: null }),
    ]);
    expect(cv.idiomas.map((l: Json) => l.idIdioma)).toEqual([1, 2, 3]);
    expect(cv.interes).toMatchObject({ competencias: [1, 3, 6, 13], tagsInteres: [1, 7, 14] });
    expect(cv.interes.programasInformaticos).toContainEqual({ idPrograma: 17, idNivel: 3 });
    expect(cv.documentos.map((d: Json) => d.id)).toEqual(expect.arrayContaining([1, 4]));
    expect(cv.documentosPrivados.map((d: Json) => d.id)).toEqual([3]);
    expect(cv.documentosProcesos).toEqual([expect.objectContaining({ id: 11, idOferta: 1 })]);
    expect(cv.urlCV).toBe('/api/Alumno/dameDocumentoCv/1');
    expect(cv).toMatchObject({
      busquedaPracticasActiva: true,
      busquedaTrabajoActiva: true,
      enlacePortfolio: 'https://github.com/lucia-demo',
    });

    const other = (await call(t.app, 'GET', '/api/Alumno/dameCvUsuario', master)).body.datos;
    expect(other.personales.nombre).toBe('Pablo');
    expect(other.academicos.map((s: Json) => s.id)).toEqual([3, 4]);
  });

  it('refuses a company token (403/71) and no token (401/2)', async () => {
    expect(await codeOf(call(t.app, 'GET', '/api/Alumno/dameCvUsuario', empresa))).toEqual([403, 71]);
    expect(await codeOf(call(t.app, 'GET', '/api/Alumno/dameCvUsuario', null))).toEqual([401, 2]);
  });

  it('answers the fields a brand hides as null (basica hides IBAN and social-security number)', async () => {
    await t.app.db.updateTable('students').set({ iban: 'ES9121000418450200051332' }).where('user_id', '=', 1).execute();
    const onBasica = await loginAs(t.app, 'alumna@demo.test', { headers: { host: BASICA } });
    const hidden = (await call(t.app, 'GET', '/api/Alumno/dameCvUsuario', onBasica, undefined, BASICA)).body.datos;
    expect(hidden.personales.iban).toBeNull();
    const shown = (await call(t.app, 'GET', '/api/Alumno/dameCvUsuario', alumna)).body.datos;
    expect(shown.personales.iban).toBe('ES9121000418450200051332');
    // catalunya hides `nota` of the academic form.
    const onCatalunya = await loginAs(t.app, 'alumna@demo.test', { headers: { host: CATALUNYA } });
    const cat = (await call(t.app, 'GET', '/api/Alumno/dameCvUsuario', onCatalunya, undefined, CATALUNYA)).body.datos;
    expect(cat.academicos.every((s: Json) => s.nota === null)).toBe(true);
  });
});

describe('GET /api/Alumno/dameTitulacionesActuales', () => {
  it('lists my current degrees of this university only', async () => {
    const res = await call(t.app, 'GET', '/api/Alumno/dameTitulacionesActuales', master);
    expect(res.body).toMatchObject({ status: 0, datos: [{ id: 3, idTitulacion: 21, nivel: 'master' }] });
    expect(await codeOf(call(t.app, 'GET', '/api/Alumno/dameTitulacionesActuales', empresa))).toEqual([403, 71]);
  });
});

describe('GET /api/Alumno/faltanDatosPersonalesObligatorios', () => {
  it('names the required fields still empty and asks for the social-security number (518)', async () => {
    const res = await call(t.app, 'GET', '/api/Alumno/faltanDatosPersonalesObligatorios', alumna);
    // Default brand: idiomaPreferido required (stored), no social-security number yet.
    expect(res.body).toMatchObject({
      status: 0,
      aviso: 518,
      datos: { faltanDatos: false, campos: [], faltaNumeroSeguridadSocial: true },
    });
    // master@ has one: no request.
    const m = await call(t.app, 'GET', '/api/Alumno/faltanDatosPersonalesObligatorios', master);
    expect(m.body.aviso).toBeUndefined();
    expect(m.body.datos).toMatchObject({ faltaNumeroSeguridadSocial: false });
  });

  it('follows the brand: catalunya requires the social-security number, basica does not show it', async () => {
    const onCatalunya = await loginAs(t.app, 'alumna@demo.test', { headers: { host: CATALUNYA } });
    const cat = await call(
      t.app,
      'GET',
      '/api/Alumno/faltanDatosPersonalesObligatorios',
      onCatalunya,
      undefined,
      CATALUNYA,
    );
    expect(cat.body).toMatchObject({ aviso: 518, datos: { faltanDatos: true, campos: ['numeroSeguridadSocial'] } });
    const onBasica = await loginAs(t.app, 'alumna@demo.test', { headers: { host: BASICA } });
    const bas = await call(t.app, 'GET', '/api/Alumno/faltanDatosPersonalesObligatorios', onBasica, undefined, BASICA);
    expect(bas.body.aviso).toBeUndefined();
    expect(bas.body.datos).toMatchObject({ faltanDatos: false, faltaNumeroSeguridadSocial: false, faltaIban: false });
    // A required field emptied shows up in the list.
    await t.app.db.updateTable('students').set({ dni: null }).where('user_id', '=', 2).execute();
    const m = await call(t.app, 'GET', '/api/Alumno/faltanDatosPersonalesObligatorios', master);
    expect(m.body.datos).toMatchObject({ faltanDatos: true, campos: ['dni'] });
    await t.app.db.updateTable('students').set({ dni: '87654321X' }).where('user_id', '=', 2).execute();
  });
});

describe('GET /api/Alumno/descargaMisDatos (GDPR Art. 15 and 20)', () => {
  it('answers all my data as JSON, without secrets or other people’s rows', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/descargaMisDatos',
      headers: { authorization: `Bearer ${alumna}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="mis-datos-\d{4}-\d{2}-\d{2}\.json"/);
    const data = res.json().datos;
    expect(data.formato).toBe('portal-datos-alumno/1');
    expect(data.cuenta).toMatchObject({ id: 1, email: 'alumna@demo.test' });
    expect(data.cuenta).not.toHaveProperty('password_hash');
    expect(data.cuenta).not.toHaveProperty('token_version');
    expect(data.cv.personales.nombre).toBe('Lucía');
    expect(data.registros.applications.length).toBeGreaterThan(0);
    expect(data.registros.applications.every((a: Json) => a.student_id === 1)).toBe(true);
    expect(data.registros.documents.every((d: Json) => d.owner_user_id === 1 && !('storage_key' in d))).toBe(true);
    expect(data.registros.saved_searches).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain('$argon2');
    expect(await codeOf(call(t.app, 'GET', '/api/Alumno/descargaMisDatos', empresa))).toEqual([403, 71]);
  });
});
