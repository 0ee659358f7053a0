import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { requests } from '../proposals/proposals.fixtures';

// SPEC §2 Company home (mandatory signer dialog), §4 Company home flow, §5 Signer dialog, §7.
// Demo: company 1's signer is complete; nueva@'s company 4 has no position nor email, no IBAN.
let t: TestApp;
let empresa: string;
let nueva: string;
let grupo2: string;
let grupo3: string;
let alumna: string;
let http: ReturnType<typeof requests>;

const GET = '/api/Empresa/dameDatosFirmanteEmpresa';
const EDIT = '/api/Empresa/editaDatosFirmanteEmpresa';
const SIGNER = {
  nombre: 'Andrés',
  apellidos: 'Torres Molina',
  email: 'andres.torres@nuevainno.demo.test',
  cargo: 'Administrador único',
};

beforeAll(async () => {
  t = await buildTestApp();
  http = requests(t.app);
  [empresa, nueva, grupo2, grupo3, alumna] = await Promise.all([
    loginAs(t.app, 'empresa@demo.test'),
    loginAs(t.app, 'nueva@demo.test'),
    loginAs(t.app, 'grupo@demo.test', { idEmpresa: 2 }),
    loginAs(t.app, 'grupo@demo.test', { idEmpresa: 3 }),
    loginAs(t.app, 'alumna@demo.test'),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('dameDatosFirmanteEmpresa / editaDatosFirmanteEmpresa', () => {
  it('gives a complete signer for empresa@ and an incomplete one for nueva@ (dialog first)', async () => {
    expect((await http.get(GET, empresa)).json()).toEqual({
      status: 0,
      datos: {
        nombre: 'Rosa',
        apellidos: 'Beltrán Climent',
        dni: '22334455Y',
        cargo: 'Directora general',
        email: 'rosa@levantetech.demo.test',
        completo: true,
      },
    });
    expect((await http.get(GET, nueva)).json().datos).toMatchObject({
      nombre: 'Andrés',
      cargo: null,
      email: null,
      completo: false,
    });
  });

  it('requires first name, last name, a valid email (69, issue #12 item 27) and the position (15)', async () => {
    for (const [campo, value, error, status] of [
      ['nombre', '', 'required', 15],
      ['apellidos', undefined, 'required', 15],
      ['cargo', '  ', 'required', 15],
      ['email', 'andres@', '69', 69],
      ['email', undefined, 'required', 15],
    ] as const) {
      const res = await http.post(EDIT, nueva, { ...SIGNER, [campo]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(status);
      expect(res.json().datos.campos).toContainEqual({ campo, error });
    }
    expect((await http.get(GET, nueva)).json().datos.completo).toBe(false);
  });

  it('takes the ID as optional, but a malformed one answers 66', async () => {
    expect((await http.post(EDIT, nueva, { ...SIGNER, dni: '55667788A' })).json().status).toBe(66);
    const res = await http.post(EDIT, nueva, { ...SIGNER, dni: '' });
    expect(res.json()).toMatchObject({ status: 0, aviso: 532, datos: { ...SIGNER, dni: null, completo: true } });
    const withId = await http.post(EDIT, nueva, { ...SIGNER, dni: '55667788z' });
    expect(withId.json().datos).toMatchObject({ dni: '55667788Z', completo: true });
    const row = await t.app.db
      .selectFrom('company_signers')
      .selectAll()
      .where('company_id', '=', 4)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ cargo: 'Administrador único', telefono: null });
  });

  it("changes only the signed-in company's signer (grupo@ has two)", async () => {
    await http.post(EDIT, grupo2, { ...SIGNER, nombre: 'Jordina' });
    expect((await http.get(GET, grupo2)).json().datos.nombre).toBe('Jordina');
    expect((await http.get(GET, grupo3)).json().datos.nombre).toBe('Laura');
  });

  it('creates the signer row of a company without one', async () => {
    await t.app.db.deleteFrom('company_signers').where('company_id', '=', 3).execute();
    expect((await http.get(GET, grupo3)).json().datos).toEqual({
      nombre: null,
      apellidos: null,
      dni: null,
      cargo: null,
      email: null,
      completo: false,
    });
    expect((await http.post(EDIT, grupo3, SIGNER)).json().datos.completo).toBe(true);
  });
});

describe('faltanDatosAlaEmpresa / faltanDatosAlContactoEmpresa', () => {
  it('reports the company data still missing (nueva@: IBAN)', async () => {
    expect((await http.get('/api/Empresa/faltanDatosAlaEmpresa', empresa)).json()).toEqual({
      status: 0,
      datos: { faltanDatos: false, campos: [] },
    });
    expect((await http.get('/api/Empresa/faltanDatosAlaEmpresa', nueva)).json().datos).toEqual({
      faltanDatos: true,
      campos: ['iban'],
    });
  });

  it("reports the signed-in contact's missing data", async () => {
    expect((await http.get('/api/Empresa/faltanDatosAlContactoEmpresa', empresa)).json().datos).toEqual({
      faltanDatos: false,
      campos: [],
    });
    await t.app.db
      .updateTable('company_contacts')
      .set({ telefono1: null, puesto: '', tipo_contacto: '[]' })
      .where('id', '=', 5)
      .execute();
    expect((await http.get('/api/Empresa/faltanDatosAlContactoEmpresa', nueva)).json().datos).toEqual({
      faltanDatos: true,
      campos: ['telefono1', 'puesto', 'tipoContacto'],
    });
  });

  it('refuses students (403/71) and anonymous calls (401/2)', async () => {
    for (const url of [GET, '/api/Empresa/faltanDatosAlaEmpresa', '/api/Empresa/faltanDatosAlContactoEmpresa']) {
      const asStudent = await http.get(url, alumna);
      expect([asStudent.statusCode, asStudent.json().status]).toEqual([403, 71]);
      const anonymous = await http.get(url);
      expect([anonymous.statusCode, anonymous.json().status]).toEqual([401, 2]);
    }
    const edit = await http.post(EDIT, alumna, SIGNER);
    expect([edit.statusCode, edit.json().status]).toEqual([403, 71]);
  });
});
