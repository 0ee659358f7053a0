import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call';
import { loginAs } from '../../../test/login';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { auditRows, CATALAN_HOST, officeLogin, outboxTo } from '../office-test-kit';
import { dniOf, toBase64 } from './student-import-fixtures';

// The students' CSV import (issue #15 'Students'): dry run stored with its file, apply in one
// transaction, re-import changes nothing. alumna@ (1) has DNI 12345678Z and degree 1 (campus 1).

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
});
afterAll(async () => t?.close());

const I = '/api/Gestion/alumnos/importaciones';
const upload = (text: string, token = admin, name = 'alumnos.csv', headers: Record<string, string> = {}) =>
  call(t.app, 'POST', I, token, { nombreFichero: name, fichero: toBase64(text) }, headers);
const counts = (informe: Record<string, unknown>) => ({
  crear: informe.crear,
  actualizar: informe.actualizar,
  sinCambios: informe.sinCambios,
  errores: informe.errores,
});
const userCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const SMALL = [
  'DNI;Email;Nombre;Apellidos;Titulación;Sede;Curso',
  `${dniOf(51_000_001)};nuevo1@alumnos.import.test;Nuria;Nueva Uno;1;;2`,
  `${dniOf(51_000_001)};nuevo1@alumnos.import.test;Nuria;Nueva Uno;2;1;2`,
  `${dniOf(51_000_002)};"nuevo2@alumnos.import.test";"Pau";"Nou, Dos";3;;1`,
  // alumna@ moves to 4th year of degree 1: an update.
  '12345678Z;alumna@demo.test;Lucía;Martínez Soler;1;1;4',
  // Errors: the DNI letter, an e-mail, an unknown degree, a company's login.
  '12345678A;malo@alumnos.import.test;Mal;Dni;1;;1',
  `${dniOf(51_000_003)};no-es-correo;Mal;Correo;1;;1`,
  `${dniOf(51_000_004)};grado@alumnos.import.test;Sin;Grado;999;;1`,
  `${dniOf(51_000_005)};empresa@demo.test;Correo;Ajeno;1;;1`,
  '',
].join('\n');

describe('office students CSV import (issue #15 "Students")', () => {
  it('#15.import dry-runs a file: rows to create, to update, and each bad row with its reasons; nothing written', async () => {
    const users = await userCount();
    const res = await upload(`\ufeff${SMALL}`);
    expect(res.body.status).toBe(0);
    const imp = res.body.datos;
    expect(imp).toMatchObject({ fichero: 'alumnos.csv', aplicado: null, autor: 'Carmen Gómez Ortega' });
    expect(counts(imp.informe)).toEqual({ crear: 3, actualizar: 1, sinCambios: 0, errores: 4 });
    expect(imp.informe.filas).toBe(8);
    expect(imp.informe.filasConError).toEqual([
      { linea: 6, dni: '12345678A', email: 'malo@alumnos.import.test', errores: ['dni'] },
      { linea: 7, dni: dniOf(51_000_003), email: 'no-es-correo', errores: ['email'] },
      { linea: 8, dni: dniOf(51_000_004), email: 'grado@alumnos.import.test', errores: ['titulacionDesconocida'] },
      { linea: 9, dni: dniOf(51_000_005), email: 'empresa@demo.test', errores: ['emailEnUso'] },
    ]);
    expect(imp.informe.muestraActualizar).toMatchObject([{ linea: 5, dni: '12345678Z' }]);
    expect(await userCount()).toBe(users);
    // Stored: the report is read back by id (any instance), and listed.
    const again = await call(t.app, 'GET', `${I}/${imp.idImportacion}`, admin);
    expect(again.body.datos.informe).toEqual(imp.informe);
    const list = await call(t.app, 'GET', I, admin);
    expect(list.body.datos.items[0]).toMatchObject({ idImportacion: imp.idImportacion, informe: { crear: 3 } });
    expect((await auditRows(t.app, 'student_import.dry_run')).at(-1)).toMatchObject({
      object_id: String(imp.idImportacion),
    });
  });

  it('#15.import applies the stored dry run in one transaction; a second apply is refused; re-importing changes nothing', async () => {
    const dry = (await upload(SMALL.replaceAll(';', ','), admin, 'comas.csv')).body.datos;
    // The comma file reads the same, except the quoted field with a comma inside stays whole.
    expect(counts(dry.informe)).toEqual({ crear: 3, actualizar: 1, sinCambios: 0, errores: 4 });
    const mails = await t.app.db.selectFrom('outbox_mail').select('id').execute();
    const applied = await call(t.app, 'POST', `${I}/${dry.idImportacion}/aplicar`, admin, {});
    expect(applied.body.status).toBe(0);
    expect(applied.body.datos.aplicado).not.toBeNull();
    expect(counts(applied.body.datos.informe)).toEqual({ crear: 3, actualizar: 1, sinCambios: 0, errores: 4 });
    // No bulk mail unless asked.
    expect(await t.app.db.selectFrom('outbox_mail').select('id').execute()).toHaveLength(mails.length);
    const created = await t.app.db
      .selectFrom('users as u')
      .innerJoin('students as s', 's.user_id', 'u.id')
      .select(['u.id', 'u.email', 'u.password_hash', 'u.apellidos', 's.dni', 's.campus_id'])
      .where('u.email', 'in', ['nuevo1@alumnos.import.test', 'nuevo2@alumnos.import.test'])
      .orderBy('u.email')
      .execute();
    expect(created).toMatchObject([
      { dni: dniOf(51_000_001), password_hash: null, campus_id: 1 },
      { dni: dniOf(51_000_002), password_hash: null, apellidos: 'Nou, Dos' },
    ]);
    const studies = await t.app.db
      .selectFrom('student_studies')
      .select(['degree_id', 'curso'])
      .where('student_id', '=', created[0].id)
      .orderBy('degree_id')
      .execute();
    expect(studies).toEqual([
      { degree_id: 1, curso: 2 },
      { degree_id: 2, curso: 2 },
    ]);
    const alumna = await t.app.db
      .selectFrom('student_studies')
      .select('curso')
      .where('student_id', '=', 1)
      .where('degree_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(alumna.curso).toBe(4);
    const twice = await call(t.app, 'POST', `${I}/${dry.idImportacion}/aplicar`, admin, {});
    expect([twice.http, twice.body.status]).toEqual([409, 272]);
    expect((await auditRows(t.app, 'student_import.apply')).at(-1)).toMatchObject({
      object_id: String(dry.idImportacion),
      to_state: 'aplicada',
    });
    // The same file again: every good row is unchanged.
    const users = await userCount();
    const second = (await upload(SMALL)).body.datos;
    expect(counts(second.informe)).toEqual({ crear: 0, actualizar: 0, sinCambios: 4, errores: 4 });
    const reapplied = await call(t.app, 'POST', `${I}/${second.idImportacion}/aplicar`, admin, {});
    expect(counts(reapplied.body.datos.informe)).toEqual({ crear: 0, actualizar: 0, sinCambios: 4, errores: 4 });
    expect(await userCount()).toBe(users);
  });

  it('#15.import sends the set-password mail to created students only when asked', async () => {
    const text = [
      'dni;email;nombre;apellidos;titulacion',
      `${dniOf(52_000_001)};invitada@alumnos.import.test;Inés;Invitada;1`,
    ].join('\n');
    const dry = (await upload(text)).body.datos;
    await call(t.app, 'POST', `${I}/${dry.idImportacion}/aplicar`, admin, { enviarInvitacion: true });
    const mail = (await outboxTo(t.app, 'invitada@alumnos.import.test'))[0];
    expect(mail.text).toContain('/establecer-login?token=');
  });

  it('#15.import refuses a file without the columns (273), of another type (46), and an unknown import (271)', async () => {
    expect((await upload('nombre;apellidos\nAna;Sin Columnas\n')).body.status).toBe(273);
    expect((await upload('dni;email;nombre;apellidos;titulacion\n')).body.status).toBe(273);
    expect((await upload(SMALL, admin, 'alumnos.xlsx')).body.status).toBe(46);
    expect((await call(t.app, 'GET', `${I}/99999`, admin)).body.status).toBe(271);
    expect((await call(t.app, 'POST', `${I}/99999/aplicar`, admin, {})).body.status).toBe(271);
  });

  it('reads a Windows-1252 file with a BOM-less header, a quoted surname with a line break, and stores it as text', async () => {
    const text = [
      'dni,email,nombre,apellidos,titulacion',
      `${dniOf(55_000_001)},angel@alumnos.import.test,Àngel,"Muñoz` + '\r\n' + `Pérez",1`,
      `${dniOf(55_000_002)},nuria@alumnos.import.test,Núria,Ferrer,1`,
    ].join('\r\n');
    const cp1252 = Buffer.from(text, 'latin1');
    const res = await call(t.app, 'POST', I, admin, { nombreFichero: 'excel.csv', fichero: cp1252.toString('base64') });
    expect(res.body.status).toBe(0);
    expect(res.body.datos.informe).toMatchObject({ filas: 2, crear: 2, errores: 0 });
    expect(
      res.body.datos.informe.muestraCrear.map((r: { linea: number; nombre: string }) => [r.linea, r.nombre]),
    ).toEqual([
      [2, 'Àngel'],
      [4, 'Núria'],
    ]);
    // Binary content named .csv is still refused (46).
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    expect(
      (await call(t.app, 'POST', I, admin, { nombreFichero: 'x.csv', fichero: png.toString('base64') })).body.status,
    ).toBe(46);
  });

  it("#15.import keeps a scoped gestor to their campuses' students (fueraDeSede)", async () => {
    const oficina = await officeLogin(t.app, 'oficina@demo.test');
    const text = [
      'dni;email;nombre;apellidos;titulacion;sede',
      `${dniOf(53_000_001)};valencia@alumnos.import.test;Vera;Valencia;1;1`,
      `${dniOf(53_000_002)};madrid@alumnos.import.test;Mario;Madrid;5;3`,
      // master@ studies at campus 3.
      '87654321X;master@demo.test;Pablo;Navarro Gil;21;1',
    ].join('\n');
    const dry = (await upload(text, oficina)).body.datos;
    expect(counts(dry.informe)).toEqual({ crear: 1, actualizar: 0, sinCambios: 0, errores: 2 });
    expect(dry.informe.filasConError.map((e: { errores: string[] }) => e.errores)).toEqual([
      ['fueraDeSede'],
      // Another campus's student is not named as such (ADR 0033).
      ['noPermitido'],
    ]);
  });

  it("#15.import refuses the other brand's staff (271), a tutor (143), a student and a company (71), and changes nothing", async () => {
    const dry = (
      await upload(`dni;email;nombre;apellidos;titulacion\n${dniOf(54_000_001)};x@alumnos.import.test;X;Y;1`)
    ).body.datos;
    const catalan = await officeLogin(t.app, 'gestor@catalunya.demo.test', CATALAN_HOST);
    const other = await call(t.app, 'POST', `${I}/${dry.idImportacion}/aplicar`, catalan, {}, CATALAN_HOST);
    expect([other.http, other.body.status]).toEqual([404, 271]);
    const tutor = await officeLogin(t.app, 'tutora@demo.test');
    const student = await loginAs(t.app, 'alumna@demo.test');
    const company = await loginAs(t.app, 'empresa@demo.test');
    for (const [token, code] of [
      [tutor, 143],
      [student, 71],
      [company, 71],
    ] as const) {
      expect((await call(t.app, 'POST', `${I}/${dry.idImportacion}/aplicar`, token, {})).body.status).toBe(code);
      expect((await upload(SMALL, token)).body.status).toBe(code);
    }
    const row = await t.app.db
      .selectFrom('student_imports')
      .select('applied_at')
      .where('id', '=', dry.idImportacion)
      .executeTakeFirstOrThrow();
    expect(row.applied_at).toBeNull();
    expect(
      await t.app.db.selectFrom('users').select('id').where('email', '=', 'x@alumnos.import.test').execute(),
    ).toEqual([]);
  });
});
