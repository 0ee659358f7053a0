import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_DUPLICATE_COMPANY,
  DEMO_DUPLICATE_OF,
  DEMO_DUPLICATE_OFFER,
  DEMO_WAITING_COMPANY,
} from '../../../db/seed/demo-office-companies';
import { call } from '../../../test/call';
import { DEMO_PASSWORD, loginAs } from '../../../test/login';
import { sql } from 'kysely';
import { buildTestApp, testEngine, type TestApp } from '../../../test/test-app';
import { auditRows, CATALAN_HOST, officeLogin, outboxTo } from '../office-test-kit';

// gestor@demo.test (7) is the default brand's admin; oficina@ (90) a gestor of campus 1;
// tutora@ (91) an academic tutor; gestor@catalunya.demo.test (92) the Catalan brand's admin.
// Seed: 150 awaits validation, 151 awaits validation and is a second record of company 1 (same CIF).

let t: TestApp;
let admin: string;
let gestor: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
  gestor = await officeLogin(t.app, 'oficina@demo.test');
});
afterAll(async () => t?.close());

const list = (query = '', token = gestor) => call(t.app, 'GET', `/api/Gestion/empresas${query}`, token);
const ids = (res: { body: { datos: { items: { idEmpresa: number }[] } } }) =>
  res.body.datos.items.map((i) => i.idEmpresa);
const act = (id: number, action: string, body?: unknown, token = gestor) =>
  call(t.app, 'POST', `/api/Gestion/empresas/${id}/${action}`, token, body);
const companyLogin = (email: string) =>
  call(t.app, 'POST', '/api/Empresa/logaUsuario', null, { eUsuario: email, ePassword: DEMO_PASSWORD });

/** A company awaiting validation whose contact signs in (nueva@, user 6), for the decisions that tell the company. */
async function waitingCompanyWithLogin(cif: string): Promise<number> {
  const now = new Date().toISOString();
  const company = await t.app.db
    .insertInto('companies')
    .values({
      nombre: `Empresa de prueba ${cif}`,
      cif,
      brand_key: 'default',
      validated: 0,
      blocked: 0,
      province_id: 46,
      sector_id: 8,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('company_contacts')
    .values({
      company_id: company.id,
      user_id: 6,
      nombre: 'Andrés',
      apellidos: 'Torres Molina',
      email: 'nueva@demo.test',
      principal: 1,
      created_at: now,
    })
    .execute();
  return company.id;
}

describe('office companies: list (issue #14 part 2)', () => {
  it("lists the brand's companies with state, sector, province and same-CIF count, paginated", async () => {
    const res = await list('?tamano=5');
    expect(res.body.status).toBe(0);
    expect(res.body.datos).toMatchObject({ pagina: 1, tamano: 5 });
    expect(res.body.datos.total).toBeGreaterThanOrEqual(13);
    expect(res.body.datos.items).toHaveLength(5);
    const all = await list('?tamano=100');
    const duplicate = all.body.datos.items.find((i: { idEmpresa: number }) => i.idEmpresa === DEMO_DUPLICATE_COMPANY);
    expect(duplicate).toMatchObject({
      cif: 'B46123451',
      estado: 'pendiente',
      duplicados: 1,
      idProvincia: 46,
      provincia: expect.any(String),
      sector: expect.any(String),
    });
    const second = await list('?tamano=5&pagina=2');
    expect(ids(second).filter((id: number) => ids(res).includes(id))).toEqual([]);
  });

  it('filters by state, name, CIF, sector and province', async () => {
    expect(ids(await list('?estado=pendiente')).sort((a: number, b: number) => a - b)).toEqual([
      DEMO_WAITING_COMPANY,
      DEMO_DUPLICATE_COMPANY,
    ]);
    expect(ids(await list('?cif=b46123451')).sort((a: number, b: number) => a - b)).toEqual([
      DEMO_DUPLICATE_OF,
      DEMO_DUPLICATE_COMPANY,
    ]);
    expect(ids(await list('?nombre=huerta'))).toEqual([DEMO_WAITING_COMPANY]);
    expect(ids(await list('?nombre=%25'))).toEqual(ids(await list('?tamano=25')));
    const bySector = await list('?sector=8&provincia=46&tamano=100');
    expect(
      bySector.body.datos.items.every(
        (i: { idSector: number; idProvincia: number }) => i.idSector === 8 && i.idProvincia === 46,
      ),
    ).toBe(true);
    expect(ids(bySector)).toContain(DEMO_WAITING_COMPANY);
    expect(ids(await list('?estado=bloqueada'))).toEqual([]);
    expect((await list('?estado=nada')).body.status).toBe(15);
  });

  it('sorts by name, CIF, registration date and state, both ways', async () => {
    const names = (await list('?orden=nombre&dir=asc&tamano=100')).body.datos.items.map((i: { nombre: string }) =>
      i.nombre.toLowerCase(),
    );
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const cifs = (await list('?orden=cif&dir=desc&tamano=100')).body.datos.items.map((i: { cif: string }) =>
      i.cif.toUpperCase(),
    );
    expect(cifs).toEqual([...cifs].sort().reverse());
    expect(ids(await list('?orden=alta&dir=desc&tamano=1'))).toEqual([DEMO_DUPLICATE_COMPANY]);
    const states = (await list('?orden=estado&dir=asc&tamano=100')).body.datos.items.map(
      (i: { estado: string }) => i.estado,
    );
    expect(states.slice(0, 2)).toEqual(['pendiente', 'pendiente']);
  });

  it("shows another brand's staff nothing of this brand: list empty of it, sheet 404 (150)", async () => {
    const other = await officeLogin(t.app, 'gestor@catalunya.demo.test', CATALAN_HOST);
    const res = await call(t.app, 'GET', '/api/Gestion/empresas?tamano=100', other, undefined, CATALAN_HOST);
    expect(res.body.status).toBe(0);
    expect(ids(res)).not.toContain(DEMO_DUPLICATE_OF);
    const sheet = await call(
      t.app,
      'GET',
      `/api/Gestion/empresas/${DEMO_DUPLICATE_OF}`,
      other,
      undefined,
      CATALAN_HOST,
    );
    expect([sheet.http, sheet.body.status, sheet.body.datos]).toEqual([404, 150, null]);
    const decide = await call(
      t.app,
      'POST',
      `/api/Gestion/empresas/${DEMO_WAITING_COMPANY}/validar`,
      other,
      undefined,
      CATALAN_HOST,
    );
    expect([decide.http, decide.body.status]).toEqual([404, 150]);
    expect(
      (
        await t.app.db
          .selectFrom('companies')
          .select('validated')
          .where('id', '=', DEMO_WAITING_COMPANY)
          .executeTakeFirstOrThrow()
      ).validated,
    ).toBe(0);
  });

  it('refuses a tutor (143) and a student (71)', async () => {
    const tutor = await officeLogin(t.app, 'tutora@demo.test');
    expect([(await list('', tutor)).http, (await list('', tutor)).body.status]).toEqual([403, 143]);
    expect((await act(DEMO_WAITING_COMPANY, 'validar', undefined, tutor)).body.status).toBe(143);
    const student = await loginAs(t.app, 'alumna@demo.test');
    expect((await call(t.app, 'GET', `/api/Gestion/empresas/${DEMO_DUPLICATE_OF}`, student)).body.status).toBe(71);
  });
});

describe('office companies: sheet and decisions (issue #14 part 2)', () => {
  it('shows the company sheet: profile, signer, contacts, work centres, billing, agreements, offers, internships, same-CIF records', async () => {
    const res = await call(t.app, 'GET', `/api/Gestion/empresas/${DEMO_DUPLICATE_OF}`, gestor);
    expect(res.body.status).toBe(0);
    const sheet = res.body.datos;
    expect(sheet.perfil).toMatchObject({
      idEmpresa: 1,
      nombre: 'Tecnologías Levante S.L.',
      estado: 'validada',
      iban: true,
      motivoRechazo: null,
    });
    expect(sheet.firmante).toMatchObject({ nombre: 'Rosa' });
    expect(sheet.contactos.map((c: { email: string }) => c.email)).toContain('empresa@demo.test');
    expect(sheet.centros.length).toBeGreaterThanOrEqual(2);
    expect(sheet.cuentas.length).toBe(1);
    expect(sheet.convenios.length).toBeGreaterThanOrEqual(1);
    expect(sheet.ofertas.length).toBeGreaterThanOrEqual(1);
    expect(sheet.mismosCif).toEqual([
      expect.objectContaining({ idEmpresa: DEMO_DUPLICATE_COMPANY, estado: 'pendiente' }),
    ]);
    expect((await call(t.app, 'GET', '/api/Gestion/empresas/999999', gestor)).body.status).toBe(150);
  });

  it('validates a waiting company: state, audit row, mail to its main contact; a second validation is refused (151)', async () => {
    const res = await act(DEMO_WAITING_COMPANY, 'validar');
    expect(res.body.status).toBe(0);
    expect(res.body.datos.perfil.estado).toBe('validada');
    const row = (await auditRows(t.app, 'company.validate')).at(-1);
    expect(row).toMatchObject({
      actor_user_id: 90,
      actor_role: 'staff',
      object_type: 'company',
      object_id: String(DEMO_WAITING_COMPANY),
      from_state: 'pendiente',
      to_state: 'validada',
    });
    expect(row!.request_id).toBeTruthy();
    expect((await outboxTo(t.app, 'vicent.mora@huertadigital.demo.test'))[0].subject).toContain('validada');
    expect(res.body.datos.historial.map((h: { accion: string }) => h.accion)).toEqual(['company.validate']);
    const again = await act(DEMO_WAITING_COMPANY, 'validar');
    expect([again.http, again.body.status]).toEqual([409, 151]);
  });

  it('rejects with a reason: the company gets a notification and an e-mail with the reason, can be validated after correcting', async () => {
    const id = await waitingCompanyWithLogin('B99000001');
    expect((await act(id, 'rechazar', { motivo: '' })).body.status).toBe(15);
    const res = await act(id, 'rechazar', { motivo: 'El CIF no coincide con la escritura' });
    expect(res.body.status).toBe(0);
    expect(res.body.datos.perfil).toMatchObject({
      estado: 'rechazada',
      motivoRechazo: 'El CIF no coincide con la escritura',
    });
    const notice = await t.app.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', 6)
      .where('company_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(notice.texto).toContain('El CIF no coincide con la escritura');
    const [mail] = await outboxTo(t.app, 'nueva@demo.test');
    expect(mail.subject).toContain('no ha sido validada');
    expect(mail.text).toContain('El CIF no coincide con la escritura');
    expect((await auditRows(t.app, 'company.reject')).at(-1)).toMatchObject({
      object_id: String(id),
      from_state: 'pendiente',
      to_state: 'rechazada',
      reason: 'El CIF no coincide con la escritura',
    });
    expect(ids(await list('?estado=rechazada'))).toEqual([id]);
    expect((await act(id, 'rechazar', { motivo: 'otra vez' })).body.status).toBe(151);
    const validated = await act(id, 'validar');
    expect(validated.body.datos.perfil).toMatchObject({ estado: 'validada', motivoRechazo: null });
  });

  it("blocks and unblocks: a blocked company's sign-in answers 9, each step audited", async () => {
    expect((await companyLogin('empresa@demo.test')).body.status).toBe(0);
    const blocked = await act(DEMO_DUPLICATE_OF, 'bloquear', undefined, admin);
    expect(blocked.body.datos.perfil.estado).toBe('bloqueada');
    const refused = await companyLogin('empresa@demo.test');
    expect([refused.http, refused.body.status]).toEqual([403, 9]);
    expect((await act(DEMO_DUPLICATE_OF, 'bloquear', undefined, admin)).body.status).toBe(151);
    const unblocked = await act(DEMO_DUPLICATE_OF, 'desbloquear', undefined, admin);
    expect(unblocked.body.datos.perfil.estado).toBe('validada');
    expect((await companyLogin('empresa@demo.test')).body.status).toBe(0);
    expect((await auditRows(t.app, 'company.block')).at(-1)).toMatchObject({
      object_id: '1',
      from_state: 'validada',
      to_state: 'bloqueada',
      actor_user_id: 7,
    });
    expect((await auditRows(t.app, 'company.unblock')).at(-1)).toMatchObject({
      object_id: '1',
      from_state: 'bloqueada',
      to_state: 'validada',
    });
    expect(unblocked.body.datos.historial.map((h: { accion: string }) => h.accion)).toEqual([
      'company.block',
      'company.unblock',
    ]);
  });

  it('merges only two different records of the same CIF (152), of this brand (150)', async () => {
    expect(
      (await act(DEMO_DUPLICATE_OF, 'fusionar', { idEmpresaDuplicada: DEMO_WAITING_COMPANY }, admin)).body.status,
    ).toBe(152);
    expect(
      (await act(DEMO_DUPLICATE_OF, 'fusionar', { idEmpresaDuplicada: DEMO_DUPLICATE_OF }, admin)).body.status,
    ).toBe(152);
    expect((await act(DEMO_DUPLICATE_OF, 'fusionar', { idEmpresaDuplicada: 999999 }, admin)).body.status).toBe(150);
    expect((await act(DEMO_DUPLICATE_OF, 'fusionar', {}, admin)).body.status).toBe(15);
    expect(
      await t.app.db.selectFrom('companies').select('id').where('id', '=', DEMO_DUPLICATE_COMPANY).executeTakeFirst(),
    ).toBeDefined();
  });

  it('merges in one transaction: a failure at the last step (deleting the duplicate) leaves every row where it was and no audit row', async () => {
    const db = t.app.db;
    const kept = await waitingCompanyWithLogin('B99000002');
    const twin = await waitingCompanyWithLogin('B99000002');
    const contact = await db
      .selectFrom('company_contacts')
      .select('id')
      .where('company_id', '=', twin)
      .executeTakeFirstOrThrow();
    // A trigger refuses the deletion of the duplicate, the merge's last write.
    if (testEngine === 'postgres') {
      await sql
        .raw(
          `CREATE FUNCTION refuse_company_delete() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END; $$ LANGUAGE plpgsql`,
        )
        .execute(db);
      await sql
        .raw(
          `CREATE TRIGGER refuse_company_delete BEFORE DELETE ON companies FOR EACH ROW WHEN (OLD.id = ${twin}) EXECUTE FUNCTION refuse_company_delete()`,
        )
        .execute(db);
    } else {
      await sql
        .raw(
          `CREATE TRIGGER refuse_company_delete BEFORE DELETE ON companies WHEN OLD.id = ${twin} BEGIN SELECT RAISE(ABORT, 'refused'); END`,
        )
        .execute(db);
    }
    const audits = (await auditRows(t.app, 'company.merge')).length;
    const res = await act(kept, 'fusionar', { idEmpresaDuplicada: twin }, admin);
    expect(res.body.status).not.toBe(0);
    await sql
      .raw('DROP TRIGGER refuse_company_delete' + (testEngine === 'postgres' ? ' ON companies' : ''))
      .execute(db);
    expect(
      (
        await db
          .selectFrom('company_contacts')
          .select('company_id')
          .where('id', '=', contact.id)
          .executeTakeFirstOrThrow()
      ).company_id,
    ).toBe(twin);
    expect(await db.selectFrom('companies').select('id').where('id', '=', twin).executeTakeFirst()).toBeDefined();
    expect((await auditRows(t.app, 'company.merge')).length).toBe(audits);
  });

  it('merges the duplicate into the kept record: contacts, offers, agreements, internships, documents move, the duplicate disappears, both ids audited', async () => {
    const db = t.app.db;
    const now = new Date().toISOString();
    // Give the duplicate something of every kind: an agreement, an internship and a document.
    const agreement = await db
      .insertInto('agreements')
      .values({
        company_id: DEMO_DUPLICATE_COMPANY,
        estado: 'generado',
        codigo: 'CONV-DUP-0001',
        brand_key: 'default',
        fecha_solicitud: now.slice(0, 10),
        nombre: 'Clara',
        apellidos: 'Ortiz',
        dni: '12345678Z',
        cargo: 'RRHH',
        email: 'clara.ortiz@levantetech.demo.test',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const template = await db.selectFrom('internships').selectAll().limit(1).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = template;
    const internship = await db
      .insertInto('internships')
      .values({ ...copy, company_id: DEMO_DUPLICATE_COMPANY })
      .returning('id')
      .executeTakeFirstOrThrow();
    const document = await db
      .insertInto('documents')
      .values({
        owner_user_id: null,
        company_id: DEMO_DUPLICATE_COMPANY,
        kind: 'company',
        nombre: 'escritura',
        extension: 'pdf',
        mime: 'application/pdf',
        size: 10,
        storage_key: null,
        url: 'https://example.test/escritura.pdf',
        descripcion: null,
        created_at: now,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();

    const res = await act(DEMO_DUPLICATE_OF, 'fusionar', { idEmpresaDuplicada: DEMO_DUPLICATE_COMPANY }, admin);
    expect(res.body.status).toBe(0);
    expect(res.body.datos.mismosCif).toEqual([]);
    expect(
      await db.selectFrom('companies').select('id').where('id', '=', DEMO_DUPLICATE_COMPANY).executeTakeFirst(),
    ).toBeUndefined();
    const companyOf = async (
      table: 'company_contacts' | 'offers' | 'agreements' | 'internships' | 'documents',
      id: number,
    ) => (await db.selectFrom(table).select('company_id').where('id', '=', id).executeTakeFirstOrThrow()).company_id;
    expect(await companyOf('company_contacts', 151)).toBe(DEMO_DUPLICATE_OF);
    expect(await companyOf('offers', DEMO_DUPLICATE_OFFER)).toBe(DEMO_DUPLICATE_OF);
    expect(await companyOf('agreements', agreement.id)).toBe(DEMO_DUPLICATE_OF);
    expect(await companyOf('internships', internship.id)).toBe(DEMO_DUPLICATE_OF);
    expect(await companyOf('documents', document.id)).toBe(DEMO_DUPLICATE_OF);
    // The kept record keeps one main contact: its own.
    const mains = await db
      .selectFrom('company_contacts')
      .select('id')
      .where('company_id', '=', DEMO_DUPLICATE_OF)
      .where('principal', '=', 1)
      .execute();
    expect(mains.map((m) => m.id)).toEqual([1]);
    expect(res.body.datos.contactos.map((c: { id: number }) => c.id)).toContain(151);
    const [kept] = (await auditRows(t.app, 'company.merge')).slice(-1);
    expect(kept).toMatchObject({ object_id: String(DEMO_DUPLICATE_OF), actor_user_id: 7 });
    expect(kept.reason).toContain(`#${DEMO_DUPLICATE_COMPANY} -> #${DEMO_DUPLICATE_OF}`);
    const [gone] = (await auditRows(t.app, 'company.merged_into')).slice(-1);
    expect(gone).toMatchObject({
      object_id: String(DEMO_DUPLICATE_COMPANY),
      from_state: 'pendiente',
      to_state: null,
      request_id: kept.request_id,
    });
    // The sign-in of the kept company's contact still works.
    expect((await companyLogin('empresa@demo.test')).body.status).toBe(0);
  });
});
