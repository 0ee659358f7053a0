import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REQUESTS } from '../../../db/seed/demo-office-requests';
import { call } from '../../../test/call';
import { DEMO_PASSWORD, loginAs } from '../../../test/login';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { auditRows, officeLogin, outboxTo } from '../office-test-kit';

// An accepted deregistration (issue #14 '5. Requests', ADR 0012): the person's data is erased or
// anonymised in one transaction, recorded, confirmed by e-mail to the address they had, and they
// cannot sign in again; internships, agreements and the audit log stay.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
});
afterAll(async () => t?.close());

const Q = '/api/Gestion/solicitudes/baja';
const STUDENT = DEMO_REQUESTS.deregisteringStudent;
const STUDENT_EMAIL = 'claudia.serrano@estudiantes.demo.test';
const now = () => new Date().toISOString();

async function pendingOf(userId: number) {
  const row = await t.app.db
    .selectFrom('deregistration_requests')
    .select('id')
    .where('user_id', '=', userId)
    .where('estado', '=', 'pendiente')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('office deregistration (issue #14 "5. Requests")', () => {
  it('#14 erases a student: CV, documents and contact data go, the internship stays, and they cannot sign in', async () => {
    const db = t.app.db;
    // Candidate-only demo students have no password: give this one alumna@'s, to hold a session.
    const { password_hash } = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    await db.updateTable('users').set({ password_hash }).where('id', '=', STUDENT).execute();
    const token = await loginAs(t.app, STUDENT_EMAIL);
    // What the student has: a CV document, a language, an internship with its document.
    await db
      .insertInto('documents')
      .values({
        owner_user_id: STUDENT,
        kind: 'cv',
        nombre: 'cv-claudia.pdf',
        extension: 'pdf',
        mime: 'application/pdf',
        size: 100,
        storage_key: null,
        created_at: now(),
      })
      .execute();
    await db
      .insertInto('student_languages')
      .values({ student_id: STUDENT, language_id: 1, level_id: 1, created_at: now() })
      .execute();
    const internship = await db
      .insertInto('internships')
      .values({
        student_id: STUDENT,
        company_id: 1,
        titulo: 'Prácticas de periodismo de datos',
        estado: 'finalizada',
        fecha_inicio: '2025-02-01',
        fecha_fin: '2025-05-31',
        course: '2024-25',
        created_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('documents')
      .values({
        owner_user_id: STUDENT,
        internship_id: internship.id,
        kind: 'document',
        nombre: 'memoria-practicas.pdf',
        extension: 'pdf',
        mime: 'application/pdf',
        size: 100,
        storage_key: null,
        created_at: now(),
      })
      .execute();
    const id = await pendingOf(STUDENT);

    const res = await call(t.app, 'POST', `${Q}/${id}/aceptar`, admin, {});
    expect(res.body.status).toBe(0);
    expect(res.body.datos).toMatchObject({ estado: 'aceptada', solicitante: 'Anonimizado' });

    const user = await db.selectFrom('users').selectAll().where('id', '=', STUDENT).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ status: 'deregistered', password_hash: null, nombre: 'Anonimizado', apellidos: '' });
    expect(user.email).not.toContain('claudia');
    const student = await db
      .selectFrom('students')
      .selectAll()
      .where('user_id', '=', STUDENT)
      .executeTakeFirstOrThrow();
    expect(student).toMatchObject({ dni: null, email_personal: null, telefono1: null, direccion: null, iban: null });
    expect(await db.selectFrom('student_languages').selectAll().where('student_id', '=', STUDENT).execute()).toEqual(
      [],
    );
    const documents = await db.selectFrom('documents').select('nombre').where('owner_user_id', '=', STUDENT).execute();
    expect(documents.map((d) => d.nombre)).toEqual(['memoria-practicas.pdf']);
    expect(
      await db.selectFrom('internships').select('titulo').where('id', '=', internship.id).executeTakeFirst(),
    ).toEqual({ titulo: 'Prácticas de periodismo de datos' });

    // The token held is refused; signing in again fails with the old and any address.
    expect((await call(t.app, 'GET', '/api/Alumno/dameCvUsuario', token)).http).toBe(401);
    const login = await call(t.app, 'POST', '/api/Alumno/logaUsuario', null, {
      eUsuario: STUDENT_EMAIL,
      ePassword: DEMO_PASSWORD,
    });
    expect(login.body.status).not.toBe(0);
    expect(login.body.datos).toBeNull();

    // Confirmed to the address captured before the erasure, and recorded.
    const mails = await outboxTo(t.app, STUDENT_EMAIL);
    expect(mails[0].subject).toContain('confirmación de baja');
    expect((await auditRows(t.app, 'account.erase')).at(-1)).toMatchObject({
      object_type: 'user',
      object_id: String(STUDENT),
      to_state: 'deregistered',
    });
    expect((await auditRows(t.app, 'request.accept')).at(-1)).toMatchObject({
      object_type: 'deregistration_request',
      object_id: String(id),
    });
  });

  it('#14 a rejected deregistration keeps the person as they were, told why', async () => {
    const db = t.app.db;
    await db
      .insertInto('deregistration_requests')
      .values({ user_id: 1, company_id: null, motivo: 'Ya no lo uso', datos: null, created_at: now() })
      .execute();
    const id = await pendingOf(1);
    const before = await db.selectFrom('users').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    const res = await call(t.app, 'POST', `${Q}/${id}/rechazar`, admin, { motivo: 'Tienes unas prácticas en curso' });
    expect(res.body.datos.estado).toBe('rechazada');
    expect(await db.selectFrom('users').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()).toEqual(before);
    expect((await outboxTo(t.app, 'alumna@demo.test'))[0].text).toContain('Tienes unas prácticas en curso');
    await expect(loginAs(t.app, 'alumna@demo.test')).resolves.toBeTruthy();
  });

  it('#14 deregisters a company: blocked, its contacts anonymised and signed out, its agreements kept', async () => {
    const db = t.app.db;
    const contact = await db
      .selectFrom('company_contacts')
      .select(['company_id'])
      .where('user_id', '=', 6)
      .executeTakeFirstOrThrow();
    const companyId = contact.company_id;
    const token = await loginAs(t.app, 'nueva@demo.test');
    const agreementsBefore = await db
      .selectFrom('agreements')
      .selectAll()
      .where('company_id', '=', companyId)
      .execute();
    await db
      .insertInto('deregistration_requests')
      .values({ user_id: 6, company_id: companyId, motivo: 'Cierre de la empresa', datos: null, created_at: now() })
      .execute();
    const id = await pendingOf(6);
    const res = await call(t.app, 'POST', `${Q}/${id}/aceptar`, admin, {});
    expect(res.body.status).toBe(0);
    const company = await db.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirstOrThrow();
    expect(company.blocked).toBe(1);
    const contacts = await db.selectFrom('company_contacts').selectAll().where('company_id', '=', companyId).execute();
    expect(contacts.every((c) => c.nombre === 'Anonimizado' && c.telefono1 === null && c.activo === 0)).toBe(true);
    expect(await db.selectFrom('agreements').selectAll().where('company_id', '=', companyId).execute()).toEqual(
      agreementsBefore,
    );
    expect((await call(t.app, 'GET', '/api/Empresa/dameDatosEmpresa', token)).http).toBe(401);
    const login = await call(t.app, 'POST', '/api/Empresa/logaUsuario', null, {
      eUsuario: 'nueva@demo.test',
      ePassword: DEMO_PASSWORD,
    });
    expect(login.body.status).not.toBe(0);
    expect((await outboxTo(t.app, 'nueva@demo.test'))[0].subject).toContain('confirmación de baja');
    expect((await auditRows(t.app, 'company.deregister')).at(-1)).toMatchObject({ object_id: String(companyId) });
  });

  it('#14 deregisters one company of a contact who also works for another: the account stays for the other', async () => {
    const db = t.app.db;
    // grupo@ (5) is a contact of companies 2 and 3.
    await db
      .insertInto('deregistration_requests')
      .values({ user_id: 5, company_id: 2, motivo: 'Cierre de la filial', datos: null, created_at: now() })
      .execute();
    const id = await pendingOf(5);
    const res = await call(t.app, 'POST', `${Q}/${id}/aceptar`, admin, {});
    expect(res.body.status).toBe(0);
    const user = await db.selectFrom('users').select(['status', 'email']).where('id', '=', 5).executeTakeFirstOrThrow();
    expect(user).toEqual({ status: 'active', email: 'grupo@demo.test' });
    const contacts = await db
      .selectFrom('company_contacts')
      .select(['company_id', 'user_id', 'nombre'])
      .where('company_id', 'in', [2, 3])
      .orderBy('company_id')
      .execute();
    expect(
      contacts.filter((c) => c.company_id === 2).every((c) => c.user_id === null && c.nombre === 'Anonimizado'),
    ).toBe(true);
    expect(contacts.filter((c) => c.company_id === 3).map((c) => c.user_id)).toContain(5);
    await expect(loginAs(t.app, 'grupo@demo.test')).resolves.toBeTruthy();
  });
});
