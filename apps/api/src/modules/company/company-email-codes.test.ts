import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { companyFields, contactBody } from './company.fixtures';

// Issue #12 item 27: a malformed or accented e-mail on any company form answers 69 (SPEC §8
// 'email format'), as registration and the student e-mail form do; SPEC §5 forbids accents in
// the company contact e-mail.
let t: TestApp;
let empresa: string;
let nueva: string;

beforeAll(async () => {
  t = await buildTestApp();
  [empresa, nueva] = await Promise.all([loginAs(t.app, 'empresa@demo.test'), loginAs(t.app, 'nueva@demo.test')]);
});
afterAll(async () => {
  await t.close();
});

const BAD_EMAILS = ['sin-arroba.test', 'josé@acento.test'];

const signer = (email: string) => ({
  nombre: 'Andrés',
  apellidos: 'Torres Molina',
  email,
  cargo: 'Administrador único',
});
const agreementRequest = (email: string) => ({
  ...signer(email),
  dni: '55667788Z',
  fechaEscritura: '2019-03-14',
  notario: 'María Luisa Ferrer',
  localidadNotario: 'València',
  declaracion: true,
});

describe('#12.27 company forms answer 69 to a malformed or accented e-mail', () => {
  const forms: Array<[string, () => string, (email: string) => object]> = [
    ['/api/Empresa/addContactoEmpresa', () => empresa, (email) => contactBody({ email })],
    ['/api/Empresa/editaContactoEmpresa', () => empresa, (email) => ({ ...contactBody({ email }), idContacto: 2 })],
    ['/api/Empresa/editaUsuario', () => nueva, (email) => contactBody({ email })],
    ['/api/Empresa/editaEmpresaCompletos', () => empresa, (email) => companyFields({ email })],
    ['/api/Empresa/editaDatosFirmanteEmpresa', () => nueva, (email) => signer(email)],
    ['/api/Empresa/addSolicitudConvenioEmpresa', () => nueva, (email) => agreementRequest(email)],
  ];

  for (const [url, token, body] of forms) {
    it(`#12.27 ${url.split('/').pop()} answers 69 (HTTP 400) and names the email field`, async () => {
      for (const email of BAD_EMAILS) {
        const res = await call(t.app, 'POST', url, token(), body(email));
        expect([res.http, res.body.status, email]).toEqual([400, 69, email]);
        expect(JSON.stringify(res.body.datos.campos)).toContain('email');
      }
    });
  }

  it('#12.27 nothing is stored: the signer keeps its e-mail', async () => {
    const before = await t.app.db
      .selectFrom('company_signers')
      .select('email')
      .where('company_id', '=', 4)
      .executeTakeFirst();
    await call(t.app, 'POST', '/api/Empresa/editaDatosFirmanteEmpresa', nueva, signer('josé@acento.test'));
    const after = await t.app.db
      .selectFrom('company_signers')
      .select('email')
      .where('company_id', '=', 4)
      .executeTakeFirst();
    expect(after).toEqual(before);
  });
});
