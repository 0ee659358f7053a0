import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import { companyFields, fiscalAccountBody } from './company.fixtures';

// SPEC §2 /mi-empresa, §3 Company registration and Fiscal account, §5 Fiscal account, /solicitar-baja.
let t: TestApp;
let empresa: string;

beforeAll(async () => {
  t = await buildTestApp();
  empresa = await loginAs(t.app, 'empresa@demo.test');
});
afterAll(async () => {
  await t.close();
});

describe('company data', () => {
  it('dameDatosEmpresa: my company with signer, active work centres and billing accounts', async () => {
    const res = await call(t.app, 'GET', '/api/Empresa/dameDatosEmpresa', empresa);
    expect(res.body.status).toBe(0);
    expect(res.body.datos).toMatchObject({
      idEmpresa: 1,
      nombre: 'Tecnologías Levante S.L.',
      cif: 'B46123451',
      iban: 'ES9121000418450200051332',
      validada: true,
      firmante: { nombre: 'Rosa', cargo: 'Directora general' },
    });
    expect(res.body.datos.centrosTrabajo.map((c: { idCentro: number }) => c.idCentro).sort()).toEqual([1, 12]);
    expect(res.body.datos.cuentasFacturacion).toEqual([
      expect.objectContaining({ idCuenta: 1, CIF: 'B46123451', idProvincia: 46, Provincia: 'Valencia/València' }),
    ]);
  });

  it('editaEmpresaCompletos saves the company (532) and refuses a bad IBAN (73), a missing province (15)', async () => {
    const body = companyFields({ nombre: 'Tecnologías Levante Renovada S.L.', iban: 'ES60 0049 1500 0512 3456 7892' });
    const res = await call(t.app, 'POST', '/api/Empresa/editaEmpresaCompletos', empresa, body);
    expect(res.body).toMatchObject({
      status: 0,
      aviso: 532,
      datos: { nombre: 'Tecnologías Levante Renovada S.L.', iban: 'ES6000491500051234567892', cif: 'B46123451' },
    });
    const iban = await call(
      t.app,
      'POST',
      '/api/Empresa/editaEmpresaCompletos',
      empresa,
      companyFields({ iban: 'ES6000491500051234567893' }),
    );
    expect([iban.http, iban.body.status]).toEqual([400, 73]);
    const province = await call(
      t.app,
      'POST',
      '/api/Empresa/editaEmpresaCompletos',
      empresa,
      companyFields({ idProvincia: null }),
    );
    expect(province.body.status).toBe(15);
    const unknownProvince = await call(
      t.app,
      'POST',
      '/api/Empresa/editaEmpresaCompletos',
      empresa,
      companyFields({ idProvincia: 99 }),
    );
    expect(unknownProvince.body).toMatchObject({ status: 15, datos: { campos: [{ campo: 'idProvincia' }] } });
  });
});

describe('work centres', () => {
  const centre = {
    nombre: 'Oficina de Alicante',
    direccion: 'Avenida de Maisonnave, 5',
    cp: '03003',
    localidad: 'Alacant',
    idProvincia: 3,
    idPais: 1,
  };

  it('adds, edits and removes a centre of mine (98, 532)', async () => {
    const added = await call(t.app, 'POST', '/api/Empresa/editaCentroDeTrabajo', empresa, centre);
    expect(added.body).toMatchObject({ status: 0, aviso: 98 });
    const created = added.body.datos.find((c: { nombre: string }) => c.nombre === 'Oficina de Alicante');
    expect(created).toMatchObject({ idProvincia: 3, idPais: 1 });
    const edited = await call(t.app, 'POST', '/api/Empresa/editaCentroDeTrabajo', empresa, {
      ...centre,
      idCentro: created.idCentro,
      nombre: 'Oficina de Alicante (centro)',
      idContacto: 2,
    });
    expect(edited.body.aviso).toBe(98);
    expect(edited.body.datos.find((c: { idCentro: number }) => c.idCentro === created.idCentro)).toMatchObject({
      nombre: 'Oficina de Alicante (centro)',
      idContacto: 2,
    });
    const removed = await call(t.app, 'POST', '/api/Empresa/eliminaCentroDeTrabajo', empresa, {
      idCentro: created.idCentro,
    });
    expect(removed.body).toMatchObject({ status: 0, aviso: 532 });
    expect(removed.body.datos.some((c: { idCentro: number }) => c.idCentro === created.idCentro)).toBe(false);
    const again = await call(t.app, 'POST', '/api/Empresa/eliminaCentroDeTrabajo', empresa, {
      idCentro: created.idCentro,
    });
    expect([again.http, again.body.status]).toEqual([404, 1]);
  });

  it("refuses another company's contact as the centre's contact and a bad postal code", async () => {
    const foreign = await call(t.app, 'POST', '/api/Empresa/editaCentroDeTrabajo', empresa, {
      ...centre,
      idContacto: 5,
    });
    expect(foreign.body).toMatchObject({ status: 15, datos: { campos: [{ campo: 'idContacto' }] } });
    const cp = await call(t.app, 'POST', '/api/Empresa/editaCentroDeTrabajo', empresa, { ...centre, cp: 'ABC' });
    expect(cp.body.status).toBe(15);
  });
});

describe('billing accounts (SPEC §5 Fiscal account)', () => {
  const add = (body: unknown) => call(t.app, 'POST', '/api/Empresa/addCuentaFacturacion', empresa, body);

  it('adds a Spanish account with the province from the list (531)', async () => {
    const res = await add(
      fiscalAccountBody({ NombreFiscal: 'Levante Tech Servicios', CIF: 'B76543214', Provincia: 'se ignora' }),
    );
    expect(res.body).toMatchObject({ status: 0, aviso: 531 });
    expect(res.body.datos.find((a: { CIF: string }) => a.CIF === 'B76543214')).toMatchObject({
      idProvincia: 46,
      Provincia: 'Valencia/València',
      domicilioEnvioPostal: null,
    });
  });

  it('takes a free-text province abroad, and keeps the postal address only with postal invoices', async () => {
    const abroad = fiscalAccountBody({
      NombreFiscal: 'Levante Tech France',
      CIF: 'B11111119',
      idPais: 2,
      idProvincia: null,
      Provincia: 'Île-de-France',
      cp: 'F-75001',
      poblacion: 'Paris',
    });
    const res = await add({ ...abroad, requiereEnvioPostalFacturas: false, domicilioEnvioPostal: 'Rue de Rivoli 1' });
    const saved = res.body.datos.find((a: { CIF: string }) => a.CIF === 'B11111119');
    expect(saved).toMatchObject({
      idPais: 2,
      idProvincia: null,
      Provincia: 'Île-de-France',
      requiereEnvioPostalFacturas: false,
      domicilioEnvioPostal: null,
    });
    const postal = await add({
      ...abroad,
      idCuenta: saved.idCuenta,
      requiereEnvioPostalFacturas: true,
      domicilioEnvioPostal: 'Apartado 10, 75001 Paris',
    });
    expect(postal.body.aviso).toBe(531);
    expect(postal.body.datos.find((a: { idCuenta: number }) => a.idCuenta === saved.idCuenta)).toMatchObject({
      requiereEnvioPostalFacturas: true,
      domicilioEnvioPostal: 'Apartado 10, 75001 Paris',
    });
  });

  it('refuses every broken rule', async () => {
    const fields = async (body: unknown) => {
      const r = await add(body);
      return [r.http, r.body.status, r.body.datos?.campos?.[0]?.campo];
    };
    expect(await fields(fiscalAccountBody({ NombreFiscal: 'ab' }))).toEqual([400, 15, 'NombreFiscal']);
    expect(await fields(fiscalAccountBody({ domicilioFiscal: 'x'.repeat(151) }))).toEqual([400, 15, 'domicilioFiscal']);
    expect(await fields(fiscalAccountBody({ CIF: 'B46123452' }))).toEqual([400, 33, 'CIF']);
    expect(await fields(fiscalAccountBody({ idPais: undefined }))).toEqual([400, 15, 'idPais']);
    expect(await fields(fiscalAccountBody({ idProvincia: null }))).toEqual([400, 15, 'idProvincia']);
    expect(await fields(fiscalAccountBody({ idPais: 2, idProvincia: null }))).toEqual([400, 15, 'Provincia']);
    expect(await fields(fiscalAccountBody({ idPais: 2, idProvincia: null, Provincia: 'AB' }))).toEqual([
      400,
      15,
      'Provincia',
    ]);
    expect(await fields(fiscalAccountBody({ poblacion: '' }))).toEqual([400, 15, 'poblacion']);
    expect(await fields(fiscalAccountBody({ cp: '46' }))).toEqual([400, 15, 'cp']);
    expect(await fields(fiscalAccountBody({ requiereEnvioPostalFacturas: true }))).toEqual([
      400,
      15,
      'domicilioEnvioPostal',
    ]);
    expect(
      await fields(fiscalAccountBody({ requiereEnvioPostalFacturas: true, domicilioEnvioPostal: 'x'.repeat(251) })),
    ).toEqual([400, 15, 'domicilioEnvioPostal']);
    expect(await fields(fiscalAccountBody({ idPais: 999, Provincia: 'Ninguna' }))).toEqual([400, 15, 'idPais']);
  });

  it("an account is replaced only when it is mine (404 for another company's)", async () => {
    const res = await add(fiscalAccountBody({ idCuenta: 2 }));
    expect([res.http, res.body.status]).toEqual([404, 1]);
  });
});

describe('contact consent and deregistration', () => {
  it('editRecibirInformacionUniversidad stores the consent (532)', async () => {
    const res = await call(t.app, 'POST', '/api/Empresa/editRecibirInformacionUniversidad', empresa, {
      recibir: false,
    });
    expect(res.body).toEqual({ status: 0, datos: { recibirInformacion: false }, aviso: 532 });
    const user = await t.app.db
      .selectFrom('users')
      .select('recibir_informacion')
      .where('id', '=', 4)
      .executeTakeFirstOrThrow();
    expect(user.recibir_informacion).toBe(0);
  });

  it('solicitarBajaServicio records the request (517 with the brand message), and is refused where the brand has no deregistration (48)', async () => {
    const res = await call(t.app, 'POST', '/api/Empresa/solicitarBajaServicio', empresa, {
      motivo: 'Cierre de la actividad',
    });
    expect(res.body).toMatchObject({ status: 0, aviso: 517 });
    expect(res.body.mensaje).toMatch(/solicitud de baja/);
    const row = await t.app.db
      .selectFrom('deregistration_requests')
      .selectAll()
      .where('id', '=', res.body.datos.idSolicitud)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: 4, company_id: 1, motivo: 'Cierre de la actividad', estado: 'pendiente' });
    const brand = t.app.brands.byKey.get('default')!;
    brand.flags.hasBajaEmpresa = false;
    try {
      const off = await call(t.app, 'POST', '/api/Empresa/solicitarBajaServicio', empresa, {});
      expect([off.http, off.body.status]).toEqual([403, 48]);
    } finally {
      brand.flags.hasBajaEmpresa = true;
    }
  });
});
