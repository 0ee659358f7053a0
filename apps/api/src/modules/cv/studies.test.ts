import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { call, codeOf, type Json } from './cv-test-kit';

// Demo studies (seed): alumna@ 1 (this university, current, degree 1) and 2 (elsewhere, finished);
// master@ 3 (this university, current master 21) and 4 (this university, finished).
const CATALUNYA = 'catalunya.localhost';

let t: TestApp;
let alumna: string;
let master: string;
let empresa: string;

const external = (changes: Record<string, unknown> = {}) => ({
  titulo: 'Ciclo de Desarrollo de Aplicaciones Web',
  centro: 'IES Serpis',
  nota: '3,25',
  fechaInicio: '2019-09-01',
  fechaFin: '2021-06-20',
  finalizado: false,
  idTipoFormacion: 4,
  idPais: 1,
  ...changes,
});

async function studyRow(id: number) {
  return t.app.db.selectFrom('student_studies').selectAll().where('id', '=', id).executeTakeFirst();
}

beforeAll(async () => {
  t = await buildTestApp();
  [alumna, master, empresa] = await Promise.all([
    loginAs(t.app, 'alumna@demo.test'),
    loginAs(t.app, 'master@demo.test'),
    loginAs(t.app, 'empresa@demo.test'),
  ]);
});
afterAll(async () => t.close());

describe('addEstudio / editEstudio', () => {
  it('adds studies elsewhere with a decimal-comma grade and answers the new id', async () => {
    const res = await call(t.app, 'POST', '/api/Alumno/addEstudio', alumna, external());
    expect(res.body).toMatchObject({ status: 0, datos: { idNuevaAlta: expect.any(Number) } });
    const id = res.body.datos.idNuevaAlta;
    expect(await studyRow(id)).toMatchObject({
      student_id: 1,
      from_university: 0,
      nota: 3.25,
      titulo: 'Ciclo de Desarrollo de Aplicaciones Web',
    });
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Alumno/editEstudio', alumna, {
          ...external({ nota: '2,5', centro: 'IES Jaume I' }),
          id,
        }),
      ),
    ).toEqual([200, 0]);
    expect(await studyRow(id)).toMatchObject({ nota: 2.5, centro: 'IES Jaume I' });
    await t.app.db.deleteFrom('student_studies').where('id', '=', id).execute();
  });

  it('refuses a grade outside 1-4, a start after the end (27) and a missing title (15)', async () => {
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/addEstudio', alumna, external({ nota: '4,5' })))).toEqual([
      400, 15,
    ]);
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/addEstudio', alumna, external({ nota: '0,9' })))).toEqual([
      400, 15,
    ]);
    expect(
      await codeOf(
        call(
          t.app,
          'POST',
          '/api/Alumno/addEstudio',
          alumna,
          external({ fechaInicio: '2022-01-01', fechaFin: '2021-01-01' }),
        ),
      ),
    ).toEqual([400, 27]);
    const res = await call(t.app, 'POST', '/api/Alumno/addEstudio', alumna, external({ titulo: '' }));
    expect([res.http, res.body.status, res.body.datos.campos]).toEqual([
      400,
      15,
      [{ campo: 'titulo', error: 'required' }],
    ]);
  });

  it('follows the brand academic rules: nota required on the default brand, hidden (ignored) on catalunya', async () => {
    const res = await call(t.app, 'POST', '/api/Alumno/addEstudio', alumna, external({ nota: null }));
    expect([res.http, res.body.status, res.body.datos.campos]).toEqual([
      400,
      15,
      [{ campo: 'nota', error: 'required' }],
    ]);
    const onCat = await loginAs(t.app, 'alumna@demo.test', { headers: { host: CATALUNYA } });
    const cat = await call(t.app, 'POST', '/api/Alumno/addEstudio', onCat, external({ nota: '3' }), CATALUNYA);
    expect(cat.body.status).toBe(0);
    const id = cat.body.datos.idNuevaAlta;
    expect((await studyRow(id))?.nota).toBeNull();
    await t.app.db.deleteFrom('student_studies').where('id', '=', id).execute();
  });

  it('asks for a copy of the degree (notice 537) after finished studies until one is among the private documents', async () => {
    const res = await call(t.app, 'POST', '/api/Alumno/addEstudio', alumna, external({ finalizado: true }));
    expect(res.body).toMatchObject({ status: 0, aviso: 537 });
    await t.app.db.updateTable('documents').set({ tipo_documento_id: 8 }).where('id', '=', 3).execute();
    const again = await call(
      t.app,
      'POST',
      '/api/Alumno/addEstudio',
      alumna,
      external({ finalizado: true, titulo: 'Otro ciclo' }),
    );
    expect(again.body.status).toBe(0);
    expect(again.body.aviso).toBeUndefined();
    await t.app.db.updateTable('documents').set({ tipo_documento_id: 3 }).where('id', '=', 3).execute();
    await t.app.db.deleteFrom('student_studies').where('student_id', '=', 1).where('id', '>', 11).execute();
  });

  it('leaves studies of this university to the office: editEstudio and delEstudio answer 48', async () => {
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/editEstudio', alumna, { ...external(), id: 1 }))).toEqual([
      403, 48,
    ]);
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/delEstudio', alumna, { id: 1 }))).toEqual([403, 48]);
  });
});

describe('addEstudioUniversidad / bajaEstudioUniversidad', () => {
  it('adds a degree of the list (41 unknown, 8 already current) and withdraws it', async () => {
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Alumno/addEstudioUniversidad', alumna, { idTitulacion: 9999, idSede: 1, nota: '3' }),
      ),
    ).toEqual([404, 41]);
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Alumno/addEstudioUniversidad', alumna, { idTitulacion: 1, idSede: 1, nota: '3' }),
      ),
    ).toEqual([409, 8]);
    // The default brand requires the grade.
    expect(
      await codeOf(call(t.app, 'POST', '/api/Alumno/addEstudioUniversidad', alumna, { idTitulacion: 2, idSede: 1 })),
    ).toEqual([400, 15]);
    const res = await call(t.app, 'POST', '/api/Alumno/addEstudioUniversidad', alumna, {
      idTitulacion: 2,
      idSede: 1,
      curso: 1,
      nota: '2,9',
    });
    expect(res.body.status).toBe(0);
    const id = res.body.datos.idNuevaAlta;
    expect(await studyRow(id)).toMatchObject({ from_university: 1, degree_id: 2, nota: 2.9, baja: 0 });
    const degrees = (await call(t.app, 'GET', '/api/Alumno/dameTitulacionesActuales', alumna)).body.datos;
    expect(degrees.map((d: Json) => d.idTitulacion)).toEqual([1, 2]);
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/bajaEstudioUniversidad', alumna, { id }))).toEqual([200, 0]);
    expect((await studyRow(id))?.baja).toBe(1);
    // Studies elsewhere are not withdrawn, they are deleted.
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/bajaEstudioUniversidad', alumna, { id: 2 }))).toEqual([
      403, 48,
    ]);
  });

  it('#12.30 a university degree without a campus (sede) is refused (15), nothing stored; an unknown campus too', async () => {
    const count = async () =>
      (await t.app.db.selectFrom('student_studies').select('id').where('student_id', '=', 1).execute()).length;
    const before = await count();
    const res = await call(t.app, 'POST', '/api/Alumno/addEstudioUniversidad', alumna, {
      idTitulacion: 3,
      curso: 1,
      nota: '3',
    });
    expect([res.http, res.body.status]).toEqual([400, 15]);
    expect(res.body.datos.campos).toContainEqual({ campo: 'idSede', error: 'required' });
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Alumno/addEstudioUniversidad', alumna, { idTitulacion: 3, idSede: 999, nota: '3' }),
      ),
    ).toEqual([400, 15]);
    expect(await count()).toBe(before);
  });

  it('keeps at least one current degree of this university (57)', async () => {
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/bajaEstudioUniversidad', master, { id: 3 }))).toEqual([
      400, 57,
    ]);
    expect((await studyRow(3))?.baja).toBe(0);
  });

  it('keeps at least one study (62)', async () => {
    // alumna@: study 2 (elsewhere) can go while study 1 remains; then 1 is the last one.
    await t.app.db.updateTable('student_studies').set({ from_university: 0 }).where('id', '=', 1).execute();
    await t.app.db.deleteFrom('student_studies').where('student_id', '=', 1).where('id', 'not in', [1, 2]).execute();
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/delEstudio', alumna, { id: 2 }))).toEqual([200, 0]);
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/delEstudio', alumna, { id: 1 }))).toEqual([400, 62]);
    expect(await studyRow(1)).toBeTruthy();
    // The same through a withdrawal: a finished degree of this university as the only study left.
    await t.app.db
      .updateTable('student_studies')
      .set({ from_university: 1, finished: 1 })
      .where('id', '=', 1)
      .execute();
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/bajaEstudioUniversidad', alumna, { id: 1 }))).toEqual([
      400, 62,
    ]);
  });
});

describe('ownership', () => {
  it('alumna@ cannot edit, delete or withdraw master@’s studies (404), a company gets 403/71', async () => {
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/editEstudio', alumna, { ...external(), id: 4 }))).toEqual([
      404, 26,
    ]);
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/delEstudio', alumna, { id: 4 }))).toEqual([404, 26]);
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/bajaEstudioUniversidad', alumna, { id: 3 }))).toEqual([
      404, 26,
    ]);
    expect(await studyRow(3)).toMatchObject({ student_id: 2, baja: 0 });
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/addEstudio', empresa, external()))).toEqual([403, 71]);
  });
});
