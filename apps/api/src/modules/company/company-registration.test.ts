import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import { companyFields, contactBody, FREE_CIFS, registrationBody } from './company.fixtures';

// SPEC §2 /solicitar-cuenta, §3 Company registration, §7 guardarUsuarioEmpresa and its checks.
let t: TestApp;
const REGISTER = '/api/Empresa/guardarUsuarioEmpresa';
const CATALUNYA = { host: 'catalunya.localhost' };

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('CIF checks', () => {
  it('existeCIF answers for a well-formed CIF with the brand key as code, 33 for a bad format, 71 for a wrong code', async () => {
    expect((await call(t.app, 'GET', '/api/Empresa/existeCIF/B46123451/default')).body).toEqual({
      status: 0,
      datos: { existe: true },
    });
    expect((await call(t.app, 'GET', `/api/Empresa/existeCIF/${FREE_CIFS[3]}/portal`)).body.datos).toEqual({
      existe: false,
    });
    const bad = await call(t.app, 'GET', '/api/Empresa/existeCIF/B46123452/default');
    expect([bad.http, bad.body.status]).toEqual([400, 33]);
    const wrongCode = await call(t.app, 'GET', '/api/Empresa/existeCIF/B46123451/otro');
    expect([wrongCode.http, wrongCode.body.status]).toEqual([403, 71]);
  });

  it('compruebaCIF: exists per brand, 33 for a bad format', async () => {
    expect((await call(t.app, 'POST', '/api/Alumno/compruebaCIF', null, { cif: 'b-46123451' })).body.datos).toEqual({
      existe: true,
    });
    expect(
      (await call(t.app, 'POST', '/api/Alumno/compruebaCIF', null, { cif: 'B46123451' }, CATALUNYA)).body.datos,
    ).toEqual({ existe: false });
    const bad = await call(t.app, 'POST', '/api/Alumno/compruebaCIF', null, { cif: 'X1234' });
    expect([bad.http, bad.body.status]).toEqual([400, 33]);
  });

  it("compruebaEmailContactoEmpresa: own contact, free email, and 44 for another company's", async () => {
    const check = (cif: string, email: string) =>
      call(t.app, 'POST', '/api/Alumno/compruebaEmailContactoEmpresa', null, { cif, email });
    expect((await check('B46123451', 'empresa@demo.test')).body.datos).toEqual({ existe: true });
    expect((await check('B46123451', 'nadie@libre.test')).body.datos).toEqual({ existe: false });
    const other = await check('B46123451', 'nueva@demo.test');
    expect([other.http, other.body.status]).toEqual([409, 44]);
    const student = await check('B46123451', 'alumna@demo.test');
    expect(student.body.status).toBe(44);
  });
});

describe('guardarUsuarioEmpresa', () => {
  it('registers everything in one go; BornActive brand answers 504 and the contact can sign in with its password', async () => {
    const body = registrationBody({ contactos: [contactBody({ email: 'activa@reg.test', password: 'Segura2026' })] });
    const res = await call(t.app, 'POST', REGISTER, null, body);
    expect(res.http).toBe(200);
    expect(res.body).toMatchObject({ status: 0, aviso: 504, datos: { activa: true } });
    expect(res.body.mensaje).toBeUndefined();
    const id = res.body.datos.idEmpresa as number;
    const db = t.app.db;
    const company = await db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(company).toMatchObject({
      cif: FREE_CIFS[0],
      validated: 1,
      brand_key: 'default',
      iban: 'ES9121000418450200051332',
      logo_autorizado: 1,
    });
    expect(
      await db.selectFrom('company_signers').select('cargo').where('company_id', '=', id).executeTakeFirst(),
    ).toEqual({ cargo: 'Gerente' });
    expect(await db.selectFrom('work_centres').select('nombre').where('company_id', '=', id).execute()).toEqual([
      { nombre: 'Sede central' },
    ]);
    expect(
      await db.selectFrom('billing_accounts').select('province_id').where('company_id', '=', id).execute(),
    ).toEqual([{ province_id: 46 }]);
    const contact = await db
      .selectFrom('company_contacts')
      .selectAll()
      .where('company_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(contact).toMatchObject({ email: 'activa@reg.test', principal: 1, tipo_contacto: '[9]' });
    // With a password: no set-password mail; the new contact signs in at once.
    expect(
      await db.selectFrom('outbox_mail').select('id').where('to_address', '=', 'activa@reg.test').execute(),
    ).toEqual([]);
    const token = await loginAs(t.app, 'activa@reg.test', { password: 'Segura2026' });
    const own = await call(t.app, 'GET', '/api/Empresa/dameDatosEmpresa', token);
    expect(own.body.datos).toMatchObject({ idEmpresa: id, cif: FREE_CIFS[0], validada: true });
  });

  it('waits for validation where the brand is not BornActive: 503 with the brand custom message, and sign-in answers 9', async () => {
    const body = registrationBody({
      empresa: companyFields({ cif: FREE_CIFS[1] }),
      contactos: [contactBody({ email: 'espera@reg.test', password: 'Segura2026' })],
    });
    const res = await call(t.app, 'POST', REGISTER, null, body, CATALUNYA);
    expect(res.body).toMatchObject({ status: 0, aviso: 503, datos: { activa: false } });
    expect(res.body.mensaje).toMatch(/48 hor/);
    const login = await call(
      t.app,
      'POST',
      '/api/Empresa/logaUsuario',
      null,
      { eUsuario: 'espera@reg.test', ePassword: 'Segura2026' },
      CATALUNYA,
    );
    expect([login.http, login.body.status]).toEqual([403, 9]);
  });

  it('mails a set-password link to a contact without a password', async () => {
    const body = registrationBody({
      empresa: companyFields({ cif: FREE_CIFS[2] }),
      contactos: [contactBody({ email: 'enlace@reg.test' })],
      idioma: 'ca',
    });
    expect((await call(t.app, 'POST', REGISTER, null, body)).body.aviso).toBe(504);
    const mail = await t.app.db
      .selectFrom('outbox_mail')
      .selectAll()
      .where('to_address', '=', 'enlace@reg.test')
      .executeTakeFirstOrThrow();
    const token = /establecer-login\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    const user = await t.app.db
      .selectFrom('users')
      .select(['password_hash', 'role', 'preferred_language'])
      .where('email', '=', 'enlace@reg.test')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ password_hash: null, role: 'company', preferred_language: 'ca' });
    // /establecer-login: the link sets the first password once (SPEC §8 514, then 42/43).
    const set = await call(t.app, 'POST', '/api/Empresa/establecerPassword', null, {
      token,
      password: 'Nueva2026',
      confirmacionPassword: 'Nueva2026',
    });
    expect(set.body.aviso).toBe(514);
    await expect(loginAs(t.app, 'enlace@reg.test', { password: 'Nueva2026' })).resolves.toBeTruthy();
    // SPEC §8 43/42: the link works once.
    const again = await call(t.app, 'POST', '/api/Empresa/establecerPassword', null, {
      token,
      password: 'Otra2026x',
      confirmacionPassword: 'Otra2026x',
    });
    expect([42, 43]).toContain(again.body.status);
  });

  it('refuses a bad CIF (33), a bad IBAN (73), a registered CIF (8), a taken email (44) and a repeated contact (29)', async () => {
    const status = async (body: unknown) => {
      const r = await call(t.app, 'POST', REGISTER, null, body);
      return [r.http, r.body.status];
    };
    expect(await status(registrationBody({ empresa: companyFields({ cif: 'B46123452' }) }))).toEqual([400, 33]);
    expect(
      await status(
        registrationBody({ empresa: companyFields({ cif: FREE_CIFS[3], iban: 'ES9121000418450200051333' }) }),
      ),
    ).toEqual([400, 73]);
    expect(await status(registrationBody({ empresa: companyFields({ cif: 'B46123451' }) }))).toEqual([409, 8]);
    expect(
      await status(
        registrationBody({
          empresa: companyFields({ cif: FREE_CIFS[3] }),
          contactos: [contactBody({ email: 'empresa@demo.test' })],
        }),
      ),
    ).toEqual([409, 44]);
    const twice = [contactBody({ email: 'dos@reg.test' }), contactBody({ email: 'DOS@reg.test' })];
    expect(await status(registrationBody({ empresa: companyFields({ cif: FREE_CIFS[3] }), contactos: twice }))).toEqual(
      [409, 29],
    );
    // Nothing of the refused requests was stored.
    expect(await t.app.db.selectFrom('companies').select('id').where('cif', '=', FREE_CIFS[3]).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('users').select('id').where('email', '=', 'dos@reg.test').execute()).toEqual([]);
  });

  it('applies the form rules: required fields (15), CP digits, province in Spain, contact types and forum years', async () => {
    const bad = async (body: unknown) => (await call(t.app, 'POST', REGISTER, null, body)).body;
    const cif = { cif: FREE_CIFS[4] };
    expect((await bad(registrationBody({ empresa: companyFields({ ...cif, nombre: '' }) }))).status).toBe(15);
    expect((await bad(registrationBody({ empresa: companyFields({ ...cif, cp: '460' }) }))).datos.campos[0].campo).toBe(
      'empresa/cp',
    );
    expect(
      (await bad(registrationBody({ empresa: companyFields({ ...cif, idProvincia: null }) }))).datos.campos[0].campo,
    ).toBe('empresa/idProvincia');
    expect(
      (await bad(registrationBody({ empresa: companyFields({ ...cif, idTipoSociedad: undefined }) }))).status,
    ).toBe(15);
    expect((await bad(registrationBody({ empresa: companyFields(cif), contactos: [] }))).status).toBe(15);
    // tipoContactoObligatorio: an explicit empty choice is refused.
    expect(
      (await bad(registrationBody({ empresa: companyFields(cif), contactos: [contactBody({ tipoContacto: [] })] })))
        .status,
    ).toBe(15);
    expect(
      (
        await bad(
          registrationBody({ empresa: companyFields(cif), contactos: [contactBody({ aniosForoEmpleo: [2009] })] }),
        )
      ).status,
    ).toBe(15);
    expect(
      (await bad(registrationBody({ empresa: companyFields(cif), contactos: [contactBody({ telefono1: '1234' })] })))
        .status,
    ).toBe(70);
    expect(
      (
        await bad(
          registrationBody({ empresa: companyFields(cif), contactos: [contactBody({ email: 'josé@acento.test' })] }),
        )
      ).status,
    ).toBe(69);
    expect(
      (await bad(registrationBody({ empresa: companyFields(cif), contactos: [contactBody({ password: 'corta' })] })))
        .status,
    ).toBe(28);
    // Postal delivery address only with postal invoices (SPEC §5 Fiscal account).
    const postal = registrationBody({ empresa: companyFields(cif) });
    (postal.cuentasFacturacion[0] as Record<string, unknown>).requiereEnvioPostalFacturas = true;
    expect((await bad(postal)).datos.campos[0].campo).toBe('cuentasFacturacion/0/domicilioEnvioPostal');
  });

  it('is closed where the brand does not take company registrations (48)', async () => {
    const brand = t.app.brands.byKey.get('default')!;
    brand.flags.registroEmpresas = false;
    try {
      const res = await call(
        t.app,
        'POST',
        REGISTER,
        null,
        registrationBody({ empresa: companyFields({ cif: FREE_CIFS[4] }) }),
      );
      expect([res.http, res.body.status]).toEqual([403, 48]);
    } finally {
      brand.flags.registroEmpresas = true;
    }
  });
});
