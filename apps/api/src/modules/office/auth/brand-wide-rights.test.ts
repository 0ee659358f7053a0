import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { officeLogin } from '../office-test-kit';

// Brand-wide, irreversible actions are an admin's (ADR 0035): merging two company records and a
// new data-protection text, which every user of the brand must accept again (SPEC §4 Login).
// gestor@demo.test (7) is the admin; oficina@ (90) a gestor of campus 1; company 151 is a second
// record of company 1 (same CIF).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const V2 = {
  textoEs: 'Nueva versión: la universidad trata tus datos personales también para las encuestas.',
  textoCa: 'Nova versió: la universitat tracta les teves dades personals també per a les enquestes.',
};
const merge = (token: string) =>
  call(t.app, 'POST', '/api/Gestion/empresas/1/fusionar', token, { idEmpresaDuplicada: 151 });
const publish = (token: string) => call(t.app, 'POST', '/api/Gestion/textos/proteccionDatos', token, V2);

async function objects() {
  const db = t.app.db;
  return {
    companies: await db.selectFrom('companies').select(['id', 'cif', 'updated_at']).orderBy('id').execute(),
    contacts: await db.selectFrom('company_contacts').select(['id', 'company_id']).orderBy('id').execute(),
    rgpd: await db.selectFrom('rgpd_texts').selectAll().orderBy('id').execute(),
    audit: await db.selectFrom('audit_log').select('id').where('action', 'like', 'company.merge%').execute(),
  };
}

describe('brand-wide rights are for admins', () => {
  it('refuses a campus-scoped gestor and a brand-wide gestor the merge and the data-protection text (143), changing nothing', async () => {
    const before = await objects();
    const scoped = await officeLogin(t.app, 'oficina@demo.test');
    for (const res of [await merge(scoped), await publish(scoped)]) {
      expect([res.http, res.body.status, res.body.datos]).toEqual([403, 143, null]);
    }
    // The same gestor without a campus scope is still no admin.
    await t.app.db.deleteFrom('staff_campuses').where('user_id', '=', 90).execute();
    const brandWide = await officeLogin(t.app, 'oficina@demo.test');
    const session = await call(t.app, 'GET', '/api/Gestion/sesion', brandWide);
    expect(session.body.datos).toMatchObject({ tipo: 'gestor', sedes: [] });
    expect(session.body.datos.permisos).not.toContain('companies.merge');
    expect(session.body.datos.permisos).not.toContain('legal.manage');
    // Ordinary content stays with gestores.
    expect(session.body.datos.permisos).toContain('content.manage');
    for (const res of [await merge(brandWide), await publish(brandWide)]) {
      expect([res.http, res.body.status, res.body.datos]).toEqual([403, 143, null]);
    }
    expect(await objects()).toEqual(before);
    // The banner (ordinary content) is still the gestor's to publish.
    const banner = await call(t.app, 'POST', '/api/Gestion/textos/banner', brandWide, { textoEs: 'Feria de empleo' });
    expect(banner.body.status).toBe(0);
  });

  it('lets an admin merge and publish a new data-protection text', async () => {
    const admin = await officeLogin(t.app, 'gestor@demo.test');
    const merged = await merge(admin);
    expect(merged.body.status).toBe(0);
    expect(
      await t.app.db.selectFrom('companies').select('id').where('id', '=', 151).executeTakeFirst(),
    ).toBeUndefined();
    const published = await publish(admin);
    expect(published.body.status).toBe(0);
    expect(published.body.datos.proteccionDatos[0]).toMatchObject({ actual: true, textoEs: V2.textoEs });
  });
});
