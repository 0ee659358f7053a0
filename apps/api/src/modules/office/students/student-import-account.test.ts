import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call';
import { loginAs } from '../../../test/login';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { auditRows, officeLogin, outboxTo } from '../office-test-kit';
import { dniOf, toBase64 } from './student-import-fixtures';

// The imported student is whole (their own CV has the surnames and document type the file gave,
// SPEC §3 Personal fields) and the import cannot take over an account (ADR 0033): the login of an
// account that has signed in changes only once confirmed from the new address, the old one told.

let t: TestApp;
let admin: string;
let oficina: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
  oficina = await officeLogin(t.app, 'oficina@demo.test');
});
afterAll(async () => t?.close());

const I = '/api/Gestion/alumnos/importaciones';
const HEADER = 'dni;email;nombre;apellidos;titulacion;sede;curso';
const upload = (text: string, token = admin) =>
  call(t.app, 'POST', I, token, { nombreFichero: 'alumnos.csv', fichero: toBase64(text) });
const apply = (id: number, token = admin, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', `${I}/${id}/aplicar`, token, body);
const tokenIn = (text: string, path: string) =>
  new URL(text.match(/https?:\/\/\S+/g)!.find((u) => u.includes(path))!).searchParams.get('token')!;
const loginOf = async (id: number) =>
  (await t.app.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;

describe('imported students are whole', () => {
  it('a created student signs in, reads the surnames and document type on their CV and saves them unchanged', async () => {
    const email = 'entera@alumnos.import.test';
    const text = [HEADER, `${dniOf(81_000_001)};${email};Elena;de la Fuente Roig;1;;2`].join('\n');
    const dry = (await upload(text)).body.datos;
    expect((await apply(dry.idImportacion, admin, { enviarInvitacion: true })).body.status).toBe(0);
    const mail = (await outboxTo(t.app, email))[0];
    const set = await call(t.app, 'POST', '/api/Empresa/establecerPassword', null, {
      token: tokenIn(mail.text, '/establecer-login'),
      password: 'Elegida2026',
    });
    expect(set.body.status).toBe(0);
    const student = await loginAs(t.app, email, { password: 'Elegida2026' });
    const cv = (await call(t.app, 'GET', '/api/Alumno/dameCvUsuario', student)).body.datos;
    expect(cv.personales).toMatchObject({
      nombre: 'Elena',
      primerApellido: 'de la Fuente',
      segundoApellido: 'Roig',
      idTipoDocumento: 1,
      dni: dniOf(81_000_001),
    });
    const saved = await call(t.app, 'POST', '/api/Alumno/editDatosPersonales', student, cv.personales);
    expect(saved.body.status).toBe(0);
  });

  it('a NIE is a NIE on the CV, and the optional surname columns are taken as written', async () => {
    const nie = 'X1234567L';
    const text = [
      'dni;email;nombre;apellidos;primer apellido;segundo apellido;titulacion',
      `${nie};nie@alumnos.import.test;Nadia;Ben Ali;Ben Ali;;1`,
    ].join('\n');
    const dry = (await upload(text)).body.datos;
    expect(dry.informe).toMatchObject({ crear: 1, errores: 0 });
    await apply(dry.idImportacion);
    const row = await t.app.db
      .selectFrom('students as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.apellido1', 's.apellido2', 's.tipo_documento_id'])
      .where('u.email', '=', 'nie@alumnos.import.test')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ apellido1: 'Ben Ali', apellido2: null, tipo_documento_id: 2 });
  });
});

describe('no account takeover through the import', () => {
  it('an account that never signed in gets the corrected login at once, and the dry run says so', async () => {
    const text = (email: string) => [HEADER, `${dniOf(82_000_001)};${email};Olga;Nunca Entró;1;;1`].join('\n');
    await apply((await upload(text('antes@alumnos.import.test'))).body.datos.idImportacion);
    const dry = (await upload(text('despues@alumnos.import.test'))).body.datos;
    expect(dry.informe).toMatchObject({ actualizar: 1, emailsPorConfirmar: 0 });
    expect(dry.informe.muestraActualizar[0]).toMatchObject({ cambioEmail: 'directo' });
    await apply(dry.idImportacion);
    const users = await t.app.db
      .selectFrom('users')
      .select('email')
      .where('email', 'like', '%s@alumnos.import.test')
      .execute();
    expect(users.map((u) => u.email)).toContain('despues@alumnos.import.test');
  });

  it("a campus gestor's new e-mail for a student who signed in: login unchanged, the link goes to the old address, the new one confirms", async () => {
    // alumna@ (id 1, campus 1, oficina@'s campus) has signed in.
    const fresh = 'lucia.nueva@alumnos.import.test';
    const dry = (await upload([HEADER, `12345678Z;${fresh};Lucía;Martínez Soler;1;1;`].join('\n'), oficina)).body.datos;
    expect(dry.informe).toMatchObject({ actualizar: 1, emailsPorConfirmar: 1, errores: 0 });
    expect(dry.informe.muestraActualizar[0]).toMatchObject({ dni: '12345678Z', cambioEmail: 'confirmacion' });
    expect((await apply(dry.idImportacion, oficina)).body.status).toBe(0);

    expect(await loginOf(1)).toBe('alumna@demo.test');
    await loginAs(t.app, 'alumna@demo.test');
    const notice = await outboxTo(t.app, 'alumna@demo.test');
    expect(notice[0].text).toContain(fresh);
    expect(notice[0].text).not.toContain('token=');
    const confirm = (await outboxTo(t.app, fresh))[0];
    expect(confirm.text).toContain('/confirmar-email?token=');

    // «Enviar enlace» mails the login, which is still the old address.
    const before = (await outboxTo(t.app, fresh)).length;
    expect((await call(t.app, 'POST', '/api/Gestion/alumnos/1/enviarEnlace', oficina)).body.status).toBe(0);
    expect((await outboxTo(t.app, fresh)).length).toBe(before);
    expect((await outboxTo(t.app, 'alumna@demo.test'))[0].text).toContain('/restablecer-candidato?token=');

    const token = tokenIn(confirm.text, '/confirmar-email');
    const confirmed = await call(t.app, 'POST', '/api/Alumno/confirmarEmail', null, { token });
    expect(confirmed.body).toMatchObject({ status: 0, datos: { email: fresh } });
    expect(await loginOf(1)).toBe(fresh);
    expect((await outboxTo(t.app, 'alumna@demo.test'))[0].text).toContain(`${fresh}`);
    const again = await call(t.app, 'POST', '/api/Alumno/confirmarEmail', null, { token });
    expect([again.http, again.body.status]).toEqual([400, 323]);

    expect((await auditRows(t.app, 'student.email_change_requested')).at(-1)).toMatchObject({
      object_id: '1',
      from_state: 'alumna@demo.test',
      to_state: fresh,
    });
    expect((await auditRows(t.app, 'account.email_changed')).at(-1)).toMatchObject({
      object_id: '1',
      from_state: 'alumna@demo.test',
      to_state: fresh,
    });
  });
});
