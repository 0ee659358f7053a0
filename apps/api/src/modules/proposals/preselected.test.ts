import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { placementForm, requests } from './proposals.fixtures';

// Internship proposals with a preselected candidate: SPEC §2, §4, §7, §8 509, 527, 528.
// Demo: student 8 (Sergio Pons) has DNI 23456789D, student 9 (Núria Vidal) 34567890V;
// offer 13 of empresa@ is a pending proposal preselecting student 8.
let t: TestApp;
let empresa: string;
let nueva: string;
let http: ReturnType<typeof requests>;

const CHECK = '/api/Empresa/compruebaDNIalumno';
const SAVE = '/api/Empresa/addPropuestaCandidatoPreseleccionado';

function proposal(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { tipo: _tipo, ...form } = placementForm({ titulo: 'Prácticas con candidato: análisis de datos' });
  return { dni: '23456789D', ...form, ...overrides };
}

beforeAll(async () => {
  t = await buildTestApp();
  http = requests(t.app);
  empresa = await loginAs(t.app, 'empresa@demo.test');
  nueva = await loginAs(t.app, 'nueva@demo.test');
});
afterAll(async () => {
  await t.close();
});

describe('compruebaDNIalumno', () => {
  it('names the student with that DNI, in any letter case', async () => {
    for (const dni of ['23456789D', '23456789d']) {
      const res = await http.post(CHECK, empresa, { dni });
      expect(res.json()).toEqual({
        status: 0,
        datos: { dni: '23456789D', nombre: 'Sergio', apellidos: 'Pons Aguilar' },
      });
    }
  });

  it('answers 509 (HTTP 404) when no candidate has that DNI, 66 for a malformed one', async () => {
    const none = await http.post(CHECK, empresa, { dni: '00000000T' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ status: 509, datos: null });
    expect((await http.post(CHECK, empresa, { dni: '12345678A' })).json().status).toBe(66);
    expect((await http.post(CHECK, empresa, {})).json().status).toBe(15);
  });
});

describe('addPropuestaCandidatoPreseleccionado', () => {
  it('answers 527 with datos.campos while the form is incomplete, saving nothing', async () => {
    const before = await t.app.db
      .selectFrom('offers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await http.post(SAVE, empresa, { dni: '23456789D', titulo: 'Prácticas' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(527);
    expect(res.json().datos.campos.map((c: { campo: string }) => c.campo)).toEqual(
      expect.arrayContaining(['descripcion', 'plazas', 'horario', 'fechaInicio']),
    );
    const after = await t.app.db
      .selectFrom('offers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers 527 for a field the brand requires, and the specific code of a broken rule (102, 27)', async () => {
    const brand = await http.post(SAVE, empresa, proposal({ fechaCaducidad: null }));
    expect(brand.json()).toMatchObject({
      status: 527,
      datos: { campos: [{ campo: 'fechaCaducidad', error: 'required' }] },
    });
    expect((await http.post(SAVE, empresa, proposal({ horasSemana: 40 }))).json().status).toBe(102);
    expect((await http.post(SAVE, empresa, proposal({ fechaFin: proposal().fechaInicio }))).json().status).toBe(27);
  });

  it('answers 509 for an unknown DNI and 535 for a company without IBAN', async () => {
    expect((await http.post(SAVE, empresa, proposal({ dni: '00000000T' }))).json().status).toBe(509);
    const res = await http.post(
      SAVE,
      nueva,
      proposal({
        idCentro: 4,
        tutorEmpresa: { nombre: 'Andrés', apellidos: 'Torres', email: 'nueva@demo.test', titulacion: 'Ingeniería' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(535);
  });

  let created: number;
  it('creates the internship proposal with the candidate once the form is complete (528)', async () => {
    const res = await http.post(SAVE, empresa, proposal());
    expect(res.json()).toMatchObject({ status: 0, aviso: 528 });
    created = res.json().datos.idOferta;
    const row = await t.app.db.selectFrom('offers').selectAll().where('id', '=', created).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      company_id: 1,
      tipo: 'practicas',
      estado: 'pendiente_validacion',
      preselected_student_id: 8,
    });
  });

  it('updates it with idOferta (512), also changing the candidate', async () => {
    const res = await http.post(SAVE, empresa, proposal({ idOferta: created, dni: '34567890V', plazas: 1 }));
    expect(res.json()).toMatchObject({ status: 0, aviso: 512, datos: { idOferta: created } });
    const row = await t.app.db.selectFrom('offers').selectAll().where('id', '=', created).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ preselected_student_id: 9, plazas: 1 });
    const editable = await http.get(`/api/Empresa/dameOfertaEditable/${created}`, empresa);
    expect(editable.json().datos.dniCandidato).toBe('34567890V');
  });

  it('answers 4 for an offer without a preselected candidate or of another company, 25/68 when not editable', async () => {
    expect((await http.post(SAVE, empresa, proposal({ idOferta: 7 }))).json().status).toBe(4);
    expect((await http.post(SAVE, empresa, proposal({ idOferta: 29 }))).json().status).toBe(4);
    await t.app.db.updateTable('offers').set({ estado: 'publicada' }).where('id', '=', created).execute();
    expect((await http.post(SAVE, empresa, proposal({ idOferta: created }))).json().status).toBe(25);
    await t.app.db.updateTable('offers').set({ estado: 'cerrada' }).where('id', '=', created).execute();
    expect((await http.post(SAVE, empresa, proposal({ idOferta: created }))).json().status).toBe(68);
  });

  it('lists my proposals with a preselected candidate (damePropuestasCandidatoPreseleccionado)', async () => {
    const res = await http.get('/api/Empresa/damePropuestasCandidatoPreseleccionado', empresa);
    expect(res.json().status).toBe(0);
    const rows = res.json().datos.propuestas;
    expect(rows.map((r: { idOferta: number }) => r.idOferta).sort((a: number, b: number) => a - b)).toEqual([
      13,
      created,
    ]);
    expect(rows.find((r: { idOferta: number }) => r.idOferta === 13)).toMatchObject({
      idEstado: 2,
      estado: 'Pendiente de validación',
      candidato: { nombre: 'Sergio', apellidos: 'Pons Aguilar' },
      bloqueoEdicion: null,
    });
    expect(
      (await http.get('/api/Empresa/damePropuestasCandidatoPreseleccionado', nueva)).json().datos.propuestas,
    ).toEqual([]);
  });
});
