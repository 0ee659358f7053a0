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

/** Six companies (three of them 'Albufera') and 90 offers with repeated moments and titles. */
async function seedQueue(app: TestApp['app']) {
  const now = Date.parse('2026-11-20T10:00:00.000Z');
  const companies = [];
  for (let k = 0; k < 6; k++) {
    companies.push(
      await app.db
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
  await app.db.insertInto('offers').values(offers).execute();
}

// t: the API as it runs (the queue cache on, keyed by the 'offers' data version);
// plain: the same data with the cache turned off (OFFER_LIST_CACHE_SECONDS=0), the one-pass queries.
let plain: TestApp;
let plainAdmin: string;

beforeAll(async () => {
  t = await buildTestApp();
  plain = await buildTestApp({ config: { offerListCacheSeconds: 0 } });
  admin = await officeLogin(t.app, 'gestor@demo.test');
  plainAdmin = await officeLogin(plain.app, 'gestor@demo.test');
  await seedQueue(t.app);
  await seedQueue(plain.app);
});
afterAll(async () => Promise.all([t?.close(), plain?.close()]));

/** The queue as the plain join answers it: the query before the benchmark's change. */
async function reference(params: { estado: string; tipo?: string; q?: string; orden: string }, app = t.app) {
  let query = app.db
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

const CASES: Array<{ estado: string; orden: string; q?: string; tipo?: string }> = [
  { estado: 'pendiente_validacion', orden: 'antiguedad' },
  { estado: 'pendiente_validacion', orden: 'recientes' },
  { estado: 'pendiente_validacion', orden: 'titulo' },
  { estado: 'pendiente_validacion', orden: 'empresa' },
  { estado: 'pendiente_validacion', orden: 'antiguedad', q: WORD },
  { estado: 'pendiente_validacion', orden: 'empresa', q: 'ALBUFERA dig' },
  { estado: 'pendiente_validacion', orden: 'recientes', tipo: 'empleo', q: WORD },
  { estado: 'publicada', orden: 'recientes' },
];

/** Every page of one queue as the route answers it (7 a page, one page past the end): ids and totals. */
async function walk(app: TestApp['app'], token: string, c: (typeof CASES)[number], pages: number) {
  const seen: number[] = [];
  const totals = new Set<number>();
  for (let pagina = 1; pagina <= pages; pagina++) {
    const search = new URLSearchParams({ ...c, pagina: String(pagina), tamano: '7' } as Record<string, string>);
    const res = await call(app, 'GET', `${Q}?${search}`, token);
    expect(res.body.status, JSON.stringify(c)).toBe(0);
    totals.add(res.body.datos.total);
    seen.push(...res.body.datos.items.map((i: { idOferta: number }) => i.idOferta));
  }
  return { seen, totals: [...totals] };
}

async function queueIds(c: (typeof CASES)[number]) {
  const search = new URLSearchParams({ ...c, pagina: '1', tamano: '100' } as Record<string, string>);
  const res = await call(t.app, 'GET', `${Q}?${search}`, admin);
  expect(res.body.status).toBe(0);
  expect(res.body.datos.total).toBe(res.body.datos.items.length);
  return res.body.datos.items.map((i: { idOferta: number }) => i.idOferta) as number[];
}

describe('office offers queue pages (issue #14 benchmarks)', () => {
  it('#14 benchmarks: every page, sort and filter of the queue answers what the plain join answers, cached or not', async () => {
    for (const [app, token] of [
      [t.app, admin],
      [plain.app, plainAdmin],
    ] as const) {
      for (const c of CASES) {
        const expected = await reference(c, app);
        expect(expected.length, JSON.stringify(c)).toBeGreaterThan(0);
        const pages = Math.ceil(expected.length / 7) + 1;
        const first = await walk(app, token, c, pages);
        expect(first.seen, JSON.stringify(c)).toEqual(expected);
        expect(first.totals, JSON.stringify(c)).toEqual([expected.length]);
        // Read again (from the cache when it is on): the same answer.
        expect(await walk(app, token, c, pages), JSON.stringify(c)).toEqual(first);
      }
    }
  });

  it('#14 benchmarks: a page past the end is empty and still counts the queue', async () => {
    for (const [app, token] of [
      [t.app, admin],
      [plain.app, plainAdmin],
    ] as const) {
      const res = await call(app, 'GET', `${Q}?pagina=200&tamano=25`, token);
      expect(res.body.status).toBe(0);
      expect(res.body.datos.items).toEqual([]);
      expect(res.body.datos.total).toBe(
        (await reference({ estado: 'pendiente_validacion', orden: 'antiguedad' }, app)).length,
      );
    }
  });

  it('#14 benchmarks: after a decision the next read of the queue shows it, page and count', async () => {
    const pending = { estado: 'pendiente_validacion', orden: 'antiguedad' };
    const published = { estado: 'publicada', orden: 'recientes' };
    const before = await queueIds(pending);
    const publishedBefore = await queueIds(published);
    const res = await call(t.app, 'POST', `${Q}/${before[0]}/aprobar`, admin);
    expect(res.body.status).toBe(0);

    expect(await queueIds(pending)).toEqual(before.slice(1));
    expect(await queueIds(published)).toEqual(await reference(published));
    expect((await queueIds(published)).length).toBe(publishedBefore.length + 1);
  });

  it('#14 benchmarks: a change written by another instance (straight to the database) is seen at once', async () => {
    const search = { estado: 'pendiente_validacion', orden: 'empresa', q: 'sargantana' };
    expect(await queueIds(search)).toEqual([]);
    const pending = await queueIds({ estado: 'pendiente_validacion', orden: 'antiguedad' });
    // Another instance renames a company and withdraws an offer: no request of this app is involved.
    const { company_id } = await t.app.db
      .selectFrom('offers')
      .select('company_id')
      .where('id', '=', pending[0])
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('companies')
      .set({ nombre: 'Sargantana Verda S.L.' })
      .where('id', '=', company_id)
      .execute();
    await t.app.db.updateTable('offers').set({ estado: 'cerrada' }).where('id', '=', pending[1]).execute();

    expect(await queueIds(search)).toEqual(await reference(search));
    expect((await queueIds(search)).length).toBeGreaterThan(0);
    expect(await queueIds({ estado: 'pendiente_validacion', orden: 'antiguedad' })).toEqual(
      await reference({ estado: 'pendiente_validacion', orden: 'antiguedad' }),
    );
    expect(await queueIds({ estado: 'pendiente_validacion', orden: 'antiguedad' })).not.toContain(pending[1]);
  });
});
