import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXE_BYTES, PDF_BYTES } from '../../platform/files.fixtures';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { base64, call, codeOf, type Json } from './cv-test-kit';

// Demo data: alumna@ (1) has languages 1-3 and experience 1; master@ (2) languages 4-5;
// antiguo@ (3) experience 2. idiomas 1 es ... 5 de; nivelesIdioma 1 A1 ... 7 native.
const CATALUNYA = 'catalunya.localhost';

let t: TestApp;
let alumna: string;
let empresa: string;

async function cv(token: string = alumna): Promise<Json> {
  return (await call(t.app, 'GET', '/api/Alumno/dameCvUsuario', token)).body.datos;
}

beforeAll(async () => {
  t = await buildTestApp();
  [alumna, empresa] = await Promise.all([loginAs(t.app, 'alumna@demo.test'), loginAs(t.app, 'empresa@demo.test')]);
});
afterAll(async () => t.close());

describe('languages', () => {
  it('adds, edits and deletes a language with its level', async () => {
    const add = await call(t.app, 'POST', '/api/Alumno/addIdioma', alumna, {
      idIdioma: 5,
      idNivel: 3,
      certificado: 'Goethe-Zertifikat B1',
    });
    expect(add.body.status).toBe(0);
    const id = add.body.datos.idNuevaAlta;
    expect((await cv()).idiomas).toContainEqual({
      id,
      idIdioma: 5,
      idNivel: 3,
      certificacion: true,
      certificado: 'Goethe-Zertifikat B1',
    });
    expect(
      await codeOf(call(t.app, 'POST', '/api/Alumno/editIdioma', alumna, { id, idIdioma: 5, idNivel: 4 })),
    ).toEqual([200, 0]);
    expect((await cv()).idiomas).toContainEqual({
      id,
      idIdioma: 5,
      idNivel: 4,
      certificacion: false,
      certificado: null,
    });
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/delIdioma', alumna, { id }))).toEqual([200, 0]);
    expect((await cv()).idiomas.map((l: Json) => l.id)).toEqual([1, 2, 3]);
  });

  it('needs a language and a level (15), known ones (15), once each (8)', async () => {
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/addIdioma', alumna, { idIdioma: 5 }))).toEqual([400, 15]);
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/addIdioma', alumna, { idIdioma: 99, idNivel: 3 }))).toEqual([
      400, 15,
    ]);
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/addIdioma', alumna, { idIdioma: 3, idNivel: 5 }))).toEqual([
      409, 8,
    ]);
    expect(
      await codeOf(call(t.app, 'POST', '/api/Alumno/editIdioma', alumna, { id: 3, idIdioma: 2, idNivel: 5 })),
    ).toEqual([409, 8]);
  });

  it('alumna@ cannot edit or delete master@’s languages (404)', async () => {
    expect(
      await codeOf(call(t.app, 'POST', '/api/Alumno/editIdioma', alumna, { id: 5, idIdioma: 3, idNivel: 1 })),
    ).toEqual([404, 1]);
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/delIdioma', alumna, { id: 4 }))).toEqual([404, 1]);
    const row = await t.app.db
      .selectFrom('student_languages')
      .selectAll()
      .where('id', '=', 5)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ student_id: 2, level_id: 5 });
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/addIdioma', empresa, { idIdioma: 5, idNivel: 3 }))).toEqual([
      403, 71,
    ]);
  });
});

describe('experiences', () => {
  const experience = (changes: Record<string, unknown> = {}) => ({
    empresa: 'Startup Turia',
    puesto: 'Desarrolladora junior',
    idTipoContrato: 5,
    fechaInicio: '2025-01-15',
    fechaFin: '2025-06-30',
    descripcion: 'Aplicación web con React.',
    enlace: 'https://startup-turia.example.com/proyecto',
    ...changes,
  });

  it('adds an experience with its attachment (idNuevaAlta and enlace), replaces and drops it, deletes both', async () => {
    const add = await call(
      t.app,
      'POST',
      '/api/Alumno/addExperiencia',
      alumna,
      experience({
        adjunto: { ficheroB64ParaAltas: base64(PDF_BYTES), extension_adjunto: 'pdf', nombre: 'Carta.pdf' },
      }),
    );
    expect(add.body).toMatchObject({
      status: 0,
      datos: {
        idNuevaAlta: expect.any(Number),
        enlace: expect.stringMatching(/^\/api\/Alumno\/dameDocumentoCv\/\d+$/),
      },
    });
    const { idNuevaAlta: id, enlace } = add.body.datos as { idNuevaAlta: number; enlace: string };
    const listed = (await cv()).profesional.experiencia.find((e: Json) => e.id === id);
    expect(listed).toMatchObject({ empresa: 'Startup Turia', adjunto: { nombre: 'Carta.pdf', enlace } });
    const download = await t.app.inject({ method: 'GET', url: enlace, headers: { authorization: `Bearer ${alumna}` } });
    expect([download.statusCode, download.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);

    const edit = await call(t.app, 'POST', '/api/Alumno/editExperiencia', alumna, {
      ...experience({ actual: true, puesto: 'Desarrolladora' }),
      id,
    });
    expect(edit.body).toMatchObject({ status: 0, datos: { idNuevaAlta: id, enlace } });
    const row = await t.app.db
      .selectFrom('student_experiences')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ puesto: 'Desarrolladora', actual: 1, fecha_fin: null });
    const dropped = await call(t.app, 'POST', '/api/Alumno/editExperiencia', alumna, {
      ...experience(),
      id,
      eliminarAdjunto: true,
    });
    expect(dropped.body.datos).toMatchObject({ enlace: null });

    await call(t.app, 'POST', '/api/Alumno/editExperiencia', alumna, {
      ...experience(),
      id,
      adjunto: { ficheroB64ParaAltas: base64(PDF_BYTES), extension_adjunto: 'pdf' },
    });
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/delExperiencia', alumna, { id }))).toEqual([200, 0]);
    const docs = await t.app.db.selectFrom('documents').select('id').where('experience_id', '=', id).execute();
    expect(docs).toEqual([]);
  });

  it('refuses a disguised attachment (46), missing company or post (15), a start after the end (27)', async () => {
    const exe = { ficheroB64ParaAltas: base64(EXE_BYTES), extension_adjunto: 'pdf' };
    expect(
      await codeOf(call(t.app, 'POST', '/api/Alumno/addExperiencia', alumna, experience({ adjunto: exe }))),
    ).toEqual([400, 46]);
    expect(
      await codeOf(
        call(
          t.app,
          'POST',
          '/api/Alumno/addExperiencia',
          alumna,
          experience({ adjunto: { ...exe, extension_adjunto: 'exe' } }),
        ),
      ),
    ).toEqual([400, 46]);
    const missing = await call(
      t.app,
      'POST',
      '/api/Alumno/addExperiencia',
      alumna,
      experience({ empresa: '', puesto: null }),
    );
    expect([missing.body.status, missing.body.datos.campos.map((c: Json) => c.campo)]).toEqual([
      15,
      ['empresa', 'puesto'],
    ]);
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Alumno/addExperiencia', alumna, experience({ fechaInicio: '2025-07-01' })),
      ),
    ).toEqual([400, 27]);
    expect(
      await codeOf(call(t.app, 'POST', '/api/Alumno/addExperiencia', alumna, experience({ enlace: 'no es una url' }))),
    ).toEqual([400, 15]);
    const count = await t.app.db.selectFrom('student_experiences').select('id').where('student_id', '=', 1).execute();
    expect(count).toHaveLength(1);
  });

  it('follows the brand experience rules (a brand requiring the attachment answers 15 without one)', async () => {
    const brand = t.app.brands.byKey.get('catalunya')!;
    const saved = brand.fields.experience;
    brand.fields.experience = { adjunto: { visible: true, editable: true, required: true } };
    try {
      const onCat = await loginAs(t.app, 'alumna@demo.test', { headers: { host: CATALUNYA } });
      const res = await call(t.app, 'POST', '/api/Alumno/addExperiencia', onCat, experience(), CATALUNYA);
      expect([res.body.status, res.body.datos.campos]).toEqual([15, [{ campo: 'adjunto', error: 'required' }]]);
    } finally {
      brand.fields.experience = saved;
    }
  });

  it('alumna@ cannot edit or delete antiguo@’s experience (404)', async () => {
    expect(
      await codeOf(call(t.app, 'POST', '/api/Alumno/editExperiencia', alumna, { ...experience(), id: 2 })),
    ).toEqual([404, 1]);
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/delExperiencia', alumna, { id: 2 }))).toEqual([404, 1]);
    const row = await t.app.db
      .selectFrom('student_experiences')
      .selectAll()
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ student_id: 3, empresa: 'Asesoría Turia' });
  });
});

describe('lists and single values', () => {
  it('replaces interests, skills and IT knowledge; refuses unknown ids (15)', async () => {
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/editInteres', alumna, { tagsInteres: [2, 3, 3] }))).toEqual([
      200, 0,
    ]);
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/editCompetencias', alumna, { competencias: [4] }))).toEqual([
      200, 0,
    ]);
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Alumno/editConocimientosInformaticos', alumna, {
          programasInformaticos: [{ idPrograma: 2, idNivel: 4 }, { idPrograma: 17 }],
        }),
      ),
    ).toEqual([200, 0]);
    expect((await cv()).interes).toEqual({
      tagsInteres: [2, 3],
      competencias: [4],
      programasInformaticos: [
        { idPrograma: 2, idNivel: 4 },
        { idPrograma: 17, idNivel: null },
      ],
    });
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/editInteres', alumna, { tagsInteres: [999] }))).toEqual([
      400, 15,
    ]);
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Alumno/editConocimientosInformaticos', alumna, {
          programasInformaticos: [{ idPrograma: 2, idNivel: 9 }],
        }),
      ),
    ).toEqual([400, 15]);
  });

  it('stores professional data, presentation (507), portfolio URL, preferences, active search, SNE level, university information', async () => {
    const post = (url: string, body: unknown) => call(t.app, 'POST', url, alumna, body);
    expect(
      (
        await post('/api/Alumno/editProfesionales', {
          areasFuncionales: [12],
          sectores: [13],
          salarioDeseado: '18000,50',
          carnetConducir: false,
          disponibilidadTraslado: true,
          linkedin: 'https://www.linkedin.com/in/lucia-nueva',
        })
      ).body.status,
    ).toBe(0);
    expect((await post('/api/Alumno/editPresentacion', { texto: 'Nueva presentación.' })).body).toMatchObject({
      status: 0,
      aviso: 507,
    });
    expect((await post('/api/Alumno/editEnlacePortfolio', { enlace: 'https://lucia.example.com' })).body.status).toBe(
      0,
    );
    expect(await codeOf(post('/api/Alumno/editEnlacePortfolio', { enlace: 'javascript:alert(1)' }))).toEqual([400, 15]);
    expect(await codeOf(post('/api/Alumno/editProfesionales', { linkedin: 'https://example.com/lucia' }))).toEqual([
      400, 15,
    ]);
    expect((await post('/api/Alumno/editDatosPreferenciaPracticas', { idPeriodoPreferencia: 3 })).body.status).toBe(0);
    expect((await post('/api/Alumno/editDatosBusquedaActivaPracticas', { activa: false })).body.status).toBe(0);
    expect((await post('/api/Alumno/editDatosBusquedaActivaTrabajo', { activa: 0 })).body.status).toBe(0);
    expect((await post('/api/Alumno/editarNivelFormativoSNE', { id: 8 })).body.status).toBe(0);
    expect(await codeOf(post('/api/Alumno/editarNivelFormativoSNE', { id: 99 }))).toEqual([400, 15]);
    expect((await post('/api/Alumno/editRecibirInformacionUniversidad', { recibir: true })).body.status).toBe(0);
    const c = await cv();
    expect(c).toMatchObject({
      presentacion: 'Nueva presentación.',
      enlacePortfolio: 'https://lucia.example.com',
      idPeriodoPreferenciaPracticas: 3,
      busquedaPracticasActiva: false,
      busquedaTrabajoActiva: false,
      idNivelFormativoSNE: 8,
      recibirInformacionUniversidad: true,
    });
    expect(c.profesional).toMatchObject({
      areasFuncionales: [12],
      sectores: [13],
      salarioDeseado: 18000.5,
      carnetConducir: false,
      disponibilidadTraslado: true,
      linkedin: 'https://www.linkedin.com/in/lucia-nueva',
    });
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/editPresentacion', empresa, { texto: 'x' }))).toEqual([
      403, 71,
    ]);
  });
});
