import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { officeLogin } from '../office-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

type Counter = {
  clave: string;
  total: number;
  diasEspera: number | null;
  retrasado: boolean;
  lista: string;
  filtro: Record<string, string>;
};
const byKey = (counters: Counter[]) => Object.fromEntries(counters.map((c) => [c.clave, c]));

async function counts(db: TestApp['app']['db']) {
  const companies = await db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('brand_key', '=', 'default')
    .where('validated', '=', 0)
    .where('blocked', '=', 0)
    .where('rejected_at', 'is', null)
    .executeTakeFirstOrThrow();
  const offers = await db
    .selectFrom('offers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('brand_key', '=', 'default')
    .where('estado', '=', 'pendiente_validacion')
    .executeTakeFirstOrThrow();
  return { companies: Number(companies.n), offers: Number(offers.n) };
}

describe('office dashboard (issue #14 "Dashboard")', () => {
  it("counts what waits on the brand's data, each counter with the list and filter it opens", async () => {
    const token = await officeLogin(t.app, 'gestor@demo.test');
    const res = await call(t.app, 'GET', '/api/Gestion/resumen', token);
    expect(res.body.status).toBe(0);
    expect(res.body.datos.diasAviso).toBe(7);
    const c = byKey(res.body.datos.contadores);
    const expected = await counts(t.app.db);
    expect(c.empresasPendientes).toMatchObject({
      total: expected.companies,
      lista: 'empresas',
      filtro: { estado: 'pendiente' },
    });
    expect(c.ofertasPendientes).toMatchObject({
      total: expected.offers,
      lista: 'ofertas',
      filtro: { estado: 'pendiente_validacion' },
    });
    expect(c.conveniosFirmadoEmpresa).toMatchObject({ lista: 'convenios', filtro: { estado: 'firmado_empresa' } });
    expect(Object.keys(c)).toHaveLength(12);
  });

  it("highlights a queue whose oldest item waits longer than the brand's N days", async () => {
    const token = await officeLogin(t.app, 'gestor@demo.test');
    const before = byKey((await call(t.app, 'GET', '/api/Gestion/resumen', token)).body.datos.contadores);
    const old = new Date(Date.now() - 10 * 86_400_000).toISOString();
    await t.app.db
      .insertInto('companies')
      .values({
        nombre: 'Empresa Antigua SL',
        cif: 'B00000019',
        brand_key: 'default',
        validated: 0,
        blocked: 0,
        created_at: old,
      })
      .execute();
    const after = byKey((await call(t.app, 'GET', '/api/Gestion/resumen', token)).body.datos.contadores);
    expect(after.empresasPendientes.total).toBe(before.empresasPendientes.total + 1);
    expect(after.empresasPendientes.diasEspera).toBeGreaterThanOrEqual(10);
    expect(after.empresasPendientes.retrasado).toBe(true);
  });

  it("counts only the brand's own items for the other brand's admin", async () => {
    const catalan = await officeLogin(t.app, 'gestor@catalunya.demo.test', { host: 'catalunya.localhost' });
    const res = await call(t.app, 'GET', '/api/Gestion/resumen', catalan, undefined, { host: 'catalunya.localhost' });
    expect(res.body.status).toBe(0);
    expect(byKey(res.body.datos.contadores).empresasPendientes.total).toBe(0);
  });

  it("counts a scoped gestor only the students' requests of their campuses", async () => {
    const admin = await officeLogin(t.app, 'gestor@demo.test');
    const gestor = await officeLogin(t.app, 'oficina@demo.test');
    const bajas = async (token: string) =>
      byKey((await call(t.app, 'GET', '/api/Gestion/resumen', token)).body.datos.contadores).solicitudesBaja
        .total as number;
    const [adminBefore, gestorBefore] = [await bajas(admin), await bajas(gestor)];
    // alumna@ (1) studies at campus 1, oficina@'s campus; master@ (2) at campus 3.
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('deregistration_requests')
      .values([
        { user_id: 1, company_id: null, motivo: 'Fin de estudios', datos: null, created_at: now },
        { user_id: 2, company_id: null, motivo: 'Fin de estudios', datos: null, created_at: now },
      ])
      .execute();
    expect(await bajas(admin)).toBe(adminBefore + 2);
    expect(await bajas(gestor)).toBe(gestorBefore + 1);
  });

  it('is open to a gestor and refused to a tutor (143)', async () => {
    const gestor = await call(t.app, 'GET', '/api/Gestion/resumen', await officeLogin(t.app, 'oficina@demo.test'));
    expect(gestor.body.status).toBe(0);
    const tutor = await call(t.app, 'GET', '/api/Gestion/resumen', await officeLogin(t.app, 'tutora@demo.test'));
    expect([tutor.http, tutor.body.status]).toEqual([403, 143]);
  });
});
