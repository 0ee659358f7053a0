import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import { contactBody } from './company.fixtures';

// SPEC §3/§5 Company contact, §7 contact calls, /mi-perfil (editaUsuario).
let t: TestApp;
let empresa: string;
let nueva: string;

beforeAll(async () => {
  t = await buildTestApp();
  empresa = await loginAs(t.app, 'empresa@demo.test');
  nueva = await loginAs(t.app, 'nueva@demo.test');
});
afterAll(async () => {
  await t.close();
});

const ids = (list: Array<{ idContacto: number }>) => list.map((c) => c.idContacto).sort((a, b) => a - b);

describe('reading contacts', () => {
  it('dameDatosContactoEmpresa lists my company contacts, main first, marking me', async () => {
    const res = await call(t.app, 'GET', '/api/Empresa/dameDatosContactoEmpresa', empresa);
    expect(ids(res.body.datos)).toEqual([1, 2]);
    expect(res.body.datos[0]).toMatchObject({
      idContacto: 1,
      principal: true,
      esUsuarioActual: true,
      tieneUsuario: true,
      tipoContacto: [1, 6, 9],
    });
    expect(res.body.datos[1]).toMatchObject({ idContacto: 2, esUsuarioActual: false, tieneUsuario: false });
  });

  it('dameDatosContactoPorId gives my contact, 404 for another company’s', async () => {
    expect((await call(t.app, 'GET', '/api/Empresa/dameDatosContactoPorId/2', empresa)).body.datos).toMatchObject({
      nombre: 'Sergio',
      email: 'sergio.blasco@levantetech.demo.test',
    });
    const other = await call(t.app, 'GET', '/api/Empresa/dameDatosContactoPorId/5', empresa);
    expect([other.http, other.body.status]).toEqual([404, 1]);
  });

  it('dameContactosTipoTutorPracticas (type 2) and dameContactosTipoContacto (type 1)', async () => {
    expect(ids((await call(t.app, 'GET', '/api/Empresa/dameContactosTipoTutorPracticas', empresa)).body.datos)).toEqual(
      [2],
    );
    expect(ids((await call(t.app, 'GET', '/api/Empresa/dameContactosTipoContacto', empresa)).body.datos)).toEqual([1]);
  });
});

describe('addContactoEmpresa', () => {
  it('#12.1 the set-password link of a new contact ignores a hostile Host header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Empresa/addContactoEmpresa',
      headers: { authorization: `Bearer ${empresa}`, host: 'practicas.ulevante.example:443@evil.example' },
      payload: contactBody({ email: 'hostil.contacto@levantetech.test' }),
    });
    expect(res.json()).toMatchObject({ status: 0, aviso: 538 });
    const mail = await t.app.db
      .selectFrom('outbox_mail')
      .select('text')
      .where('to_address', '=', 'hostil.contacto@levantetech.test')
      .executeTakeFirstOrThrow();
    const link = new URL(/https?:\/\/\S+\/establecer-login\?token=[\w-]+/.exec(mail.text)![0]);
    expect(link.origin).toBe('http://localhost:3000');
  });

  it('creates a contact with a user, default type 9, and mails the set-password link (538)', async () => {
    const res = await call(
      t.app,
      'POST',
      '/api/Empresa/addContactoEmpresa',
      empresa,
      contactBody({ email: 'Nuevo.Contacto@levantetech.test', aniosForoEmpleo: [2010, new Date().getFullYear()] }),
    );
    expect(res.body).toMatchObject({
      status: 0,
      aviso: 538,
      datos: { email: 'nuevo.contacto@levantetech.test', tipoContacto: [9], tieneUsuario: true, principal: false },
    });
    expect(res.body.datos.aniosForoEmpleo).toEqual([2010, new Date().getFullYear()]);
    const user = await t.app.db
      .selectFrom('users')
      .select(['role', 'password_hash'])
      .where('email', '=', 'nuevo.contacto@levantetech.test')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ role: 'company', password_hash: null });
    const mail = await t.app.db
      .selectFrom('outbox_mail')
      .select('text')
      .where('to_address', '=', 'nuevo.contacto@levantetech.test')
      .executeTakeFirstOrThrow();
    expect(mail.text).toMatch(/\/establecer-login\?token=/);
  });

  it('refuses a contact the company already has (29), an email of another company (44), bad fields (15, 70)', async () => {
    const dup = await call(
      t.app,
      'POST',
      '/api/Empresa/addContactoEmpresa',
      empresa,
      contactBody({ email: 'sergio.blasco@levantetech.demo.test' }),
    );
    expect([dup.http, dup.body.status]).toEqual([409, 29]);
    const other = await call(
      t.app,
      'POST',
      '/api/Empresa/addContactoEmpresa',
      empresa,
      contactBody({ email: 'grupo@demo.test' }),
    );
    expect([other.http, other.body.status]).toEqual([409, 44]);
    expect(
      (await call(t.app, 'POST', '/api/Empresa/addContactoEmpresa', empresa, contactBody({ email: 'sin-arroba.test' })))
        .body.status,
    ).toBe(69);
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/Empresa/addContactoEmpresa',
          empresa,
          contactBody({ email: 'a@b.test', nombre: 'Al' }),
        )
      ).body.status,
    ).toBe(15);
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/Empresa/addContactoEmpresa',
          empresa,
          contactBody({ email: 'a@b.test', telefono2: '123' }),
        )
      ).body.status,
    ).toBe(70);
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/Empresa/addContactoEmpresa',
          empresa,
          contactBody({ email: 'a@b.test', tipoContacto: [42] }),
        )
      ).body.status,
    ).toBe(15);
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/Empresa/addContactoEmpresa',
          empresa,
          contactBody({ email: 'a@b.test', aniosForoEmpleo: [new Date().getFullYear() + 1] }),
        )
      ).body.status,
    ).toBe(15);
  });

  it('takes the contact types where the brand does not require them, defaulting an empty choice to 9', async () => {
    const brand = t.app.brands.byKey.get('default')!;
    const required = await call(
      t.app,
      'POST',
      '/api/Empresa/addContactoEmpresa',
      empresa,
      contactBody({ email: 'vacio@levantetech.test', tipoContacto: [] }),
    );
    expect(required.body.status).toBe(15);
    brand.flags.tipoContactoObligatorio = false;
    try {
      const res = await call(
        t.app,
        'POST',
        '/api/Empresa/addContactoEmpresa',
        empresa,
        contactBody({ email: 'vacio@levantetech.test', tipoContacto: [] }),
      );
      expect(res.body.datos.tipoContacto).toEqual([9]);
    } finally {
      brand.flags.tipoContactoObligatorio = true;
    }
  });
});

describe('editing contacts and my profile', () => {
  it('editaContactoEmpresa saves my contact (532), 404 for another company’s', async () => {
    const res = await call(t.app, 'POST', '/api/Empresa/editaContactoEmpresa', empresa, {
      ...contactBody({ email: 'sergio.blasco@levantetech.demo.test', nombre: 'Sergio José', tipoContacto: [2, 8] }),
      idContacto: 2,
    });
    expect(res.body).toMatchObject({
      status: 0,
      aviso: 532,
      datos: { idContacto: 2, nombre: 'Sergio José', tipoContacto: [2, 8] },
    });
    const other = await call(t.app, 'POST', '/api/Empresa/editaContactoEmpresa', nueva, {
      ...contactBody(),
      idContacto: 2,
    });
    expect([other.http, other.body.status]).toEqual([404, 1]);
  });

  it("does not change a sign-in email from a company page (48) nor take another contact's (29)", async () => {
    const own = await call(t.app, 'POST', '/api/Empresa/editaContactoEmpresa', empresa, {
      ...contactBody({ email: 'otro@levantetech.test' }),
      idContacto: 1,
    });
    expect(own.body.status).toBe(48);
    const taken = await call(t.app, 'POST', '/api/Empresa/editaContactoEmpresa', empresa, {
      ...contactBody({ email: 'empresa@demo.test' }),
      idContacto: 2,
    });
    expect(taken.body.status).toBe(29);
  });

  it('editaUsuario reads and saves my own contact data, also my user name', async () => {
    const me = await call(t.app, 'GET', '/api/Empresa/editaUsuario', nueva);
    expect(me.body.datos).toMatchObject({ idContacto: 5, email: 'nueva@demo.test', esUsuarioActual: true });
    const saved = await call(
      t.app,
      'POST',
      '/api/Empresa/editaUsuario',
      nueva,
      contactBody({ email: 'nueva@demo.test', nombre: 'Andrés María', puesto: 'CEO y fundador' }),
    );
    expect(saved.body).toMatchObject({
      status: 0,
      aviso: 532,
      datos: { idContacto: 5, nombre: 'Andrés María', puesto: 'CEO y fundador' },
    });
    const user = await t.app.db.selectFrom('users').select('nombre').where('id', '=', 6).executeTakeFirstOrThrow();
    expect(user.nombre).toBe('Andrés María');
  });
});

describe('adding tutors and responsible contacts by email', () => {
  it('an active company user becomes a tutor (97) or a responsible contact (96) of my company', async () => {
    const tutor = await call(t.app, 'POST', '/api/Empresa/addContactoEmpresa_tutorPracticas_PorEmail', empresa, {
      email: 'GRUPO@demo.test',
    });
    expect(tutor.body).toMatchObject({ status: 0, aviso: 97 });
    const added = tutor.body.datos.find((c: { email: string }) => c.email === 'grupo@demo.test');
    // A record of my company, not a sign-in to it: that needs the person's consent.
    expect(added).toMatchObject({ tipoContacto: [2], nombre: 'Marta', tieneUsuario: false });
    const responsible = await call(t.app, 'POST', '/api/Empresa/addContactoEmpresa_contacto_PorEmail', empresa, {
      email: 'grupo@demo.test',
    });
    expect(responsible.body.aviso).toBe(96);
    expect(responsible.body.datos.find((c: { email: string }) => c.email === 'grupo@demo.test').tipoContacto).toEqual([
      2, 1,
    ]);
  });

  it('answers 524 for an email of no active company user', async () => {
    for (const email of ['nadie@ninguna.test', 'alumna@demo.test', 'sergio.blasco@levantetech.demo.test']) {
      const res = await call(t.app, 'POST', '/api/Empresa/addContactoEmpresa_tutorPracticas_PorEmail', empresa, {
        email,
      });
      expect(res.body.status).toBe(524);
    }
    // A company user of another brand is not one of this portal's.
    await t.app.db
      .updateTable('users')
      .set({ brand_key: 'catalunya' })
      .where('email', '=', 'nuevo.contacto@levantetech.test')
      .execute();
    expect(
      (
        await call(t.app, 'POST', '/api/Empresa/addContactoEmpresa_contacto_PorEmail', nueva, {
          email: 'nuevo.contacto@levantetech.test',
        })
      ).body.status,
    ).toBe(524);
    await t.app.db.updateTable('users').set({ status: 'blocked' }).where('email', '=', 'nueva@demo.test').execute();
    try {
      expect(
        (
          await call(t.app, 'POST', '/api/Empresa/addContactoEmpresa_contacto_PorEmail', empresa, {
            email: 'nueva@demo.test',
          })
        ).body.status,
      ).toBe(524);
    } finally {
      await t.app.db.updateTable('users').set({ status: 'active' }).where('email', '=', 'nueva@demo.test').execute();
    }
  });
});
