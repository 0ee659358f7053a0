import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { officeLogin } from '../office-test-kit';

// The office's offers queue after the benchmark's query change (issue #14 'Done when':
// benchmarks; migration 0019, offers.repository.ts listOffers): every page, sort, filter and
// count answers what the plain join of offers and companies answers, ties and all.

let t: TestApp;
let admin: string;
const Q = '/api/Gestion/ofertas';
const WORD = 'albufera';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
  const now = Date.parse('2026-11-20T10:00:00.000Z');
  const companies = [];
  for (let k = 0; k < 6; k++) {
    companies.push(
      await t.app.db
        .insertInto('companies')
        .values({
          nombre: `${k % 3 === 0 ? 'Grupo Albufera' : 'Talleres Turia'} ${k % 2} S.L.`,
          nombre_comercial: k === 4 ? 'ALBUFERA Digital' : null,
          cif: `B9900000${k}`,
          brand_key: 'default',
          validated: 1,
          blocked: 0,
          created_at: new Date(now).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
  }
  const offers = [];
  for (let i = 0; i < 90; i++) {
    // Ten offers share each moment and titles repeat: the id must break every tie.
    const at = new Date(now - Math.floor(i / 10) * 3_600_000).toISOString();
    offers.push({
      company_id: companies[i % companies.length].id,
      url_acceso: `queue-${i}`,
      tipo: (['practicas', 'empleo', 'alternancia'] as const)[i % 3],
      id_perfil: i % 3 === 1 ? 1 : 2,
      estado: i % 9 === 8 ? ('publicada' as const) : ('pendiente_validacion' as const),
      titulo: i % 7 === 0 ? `Prácticas en la Albufera ${i % 2}` : `Oferta ${i % 4}`,
      descripcion: 'Oferta de prueba de la cola.',
      brand_key: 'default',
      created_at: at,
      updated_at: at,
    });
  }
  await t.app.db.insertInto('offers').values(offers).execute();
});
afterAll(async () => t?.close());

/** The queue as the plain join answers it: the query before the benchmark's change. */
async function reference(params: { estado: string; tipo?: string; q?: string; orden: string }) {
  let query = t.app.db
    .selectFrom('offers as o')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .select('o.id')
    .where('o.brand_key', '=', 'default')
    .where('o.estado', '=', params.estado as 'pendiente_validacion');
  if (params.tipo) query = query.where('o.tipo', '=', params.tipo as 'empleo');
  if (params.q) {
    const like = `%${params.q.toLowerCase()}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['o.titulo']), 'like', like),
        eb(eb.fn('lower', ['c.nombre']), 'like', like),
        eb(eb.fn('lower', ['c.nombre_comercial']), 'like', like),
      ]),
    );
  }
  query =
    params.orden === 'recientes'
      ? query.orderBy('o.updated_at', 'desc')
      : params.orden === 'titulo'
        ? query.orderBy('o.titulo')
        : params.orden === 'empresa'
          ? query.orderBy('c.nombre')
          : query.orderBy('o.updated_at');
  return (await query.orderBy('o.id').execute()).map((r) => r.id);
}

describe('office offers queue pages (issue #14 benchmarks)', () => {
  it('#14 benchmarks: every page, sort and filter of the queue answers what the plain join answers', async () => {
    const cases: Array<{ estado: string; orden: string; q?: string; tipo?: string }> = [
      { estado: 'pendiente_validacion', orden: 'antiguedad' },
      { estado: 'pendiente_validacion', orden: 'recientes' },
      { estado: 'pendiente_validacion', orden: 'titulo' },
      { estado: 'pendiente_validacion', orden: 'empresa' },
      { estado: 'pendiente_validacion', orden: 'antiguedad', q: WORD },
      { estado: 'pendiente_validacion', orden: 'empresa', q: 'ALBUFERA dig' },
      { estado: 'pendiente_validacion', orden: 'recientes', tipo: 'empleo', q: WORD },
      { estado: 'publicada', orden: 'recientes' },
    ];
    for (const c of cases) {
      const expected = await reference(c);
      expect(expected.length, JSON.stringify(c)).toBeGreaterThan(0);
      const seen: number[] = [];
      for (let pagina = 1; pagina <= Math.ceil(expected.length / 7) + 1; pagina++) {
        const search = new URLSearchParams({ ...c, pagina: String(pagina), tamano: '7' } as Record<string, string>);
        const res = await call(t.app, 'GET', `${Q}?${search}`, admin);
        expect(res.body.status, JSON.stringify(c)).toBe(0);
        expect(res.body.datos.total, JSON.stringify(c)).toBe(expected.length);
        seen.push(...res.body.datos.items.map((i: { idOferta: number }) => i.idOferta));
      }
      expect(seen, JSON.stringify(c)).toEqual(expected);
    }
  });

  it('#14 benchmarks: a page past the end is empty and still counts the queue', async () => {
    const res = await call(t.app, 'GET', `${Q}?pagina=200&tamano=25`, admin);
    expect(res.body.status).toBe(0);
    expect(res.body.datos.items).toEqual([]);
    expect(res.body.datos.total).toBe(
      (await reference({ estado: 'pendiente_validacion', orden: 'antiguedad' })).length,
    );
  });
});
