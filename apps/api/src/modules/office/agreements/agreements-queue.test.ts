import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { officeLogin } from '../office-test-kit';

// The office's agreements queue after the benchmark's count change (issue #14 'Done when':
// benchmarks; agreements.repository.ts countAgreements): every page, sort and search answers
// what the plain join of agreements and companies answers, ties and all, and so does the count.

let t: TestApp;
let admin: string;
const Q = '/api/Gestion/convenios';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
  const now = Date.parse('2026-11-20T10:00:00.000Z');
  const companies = [];
  for (let k = 0; k < 5; k++) {
    companies.push(
      await t.app.db
        .insertInto('companies')
        .values({
          nombre: `${k % 2 === 0 ? 'Grupo Albufera' : 'Talleres Turia'} ${k} S.L.`,
          nombre_comercial: k === 3 ? 'ALBUFERA Digital' : null,
          cif: `B9800000${k}`,
          brand_key: 'default',
          validated: 1,
          blocked: 0,
          created_at: new Date(now).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
  }
  const rows = [];
  for (let i = 0; i < 60; i++) {
    // Six agreements share each moment and expiry dates repeat: the id must break every tie.
    const at = new Date(now - Math.floor(i / 6) * 86_400_000).toISOString();
    rows.push({
      company_id: companies[i % companies.length].id,
      estado: i % 5 === 4 ? ('formalizado' as const) : ('firmado_empresa' as const),
      codigo: `QUEUE-${String(i).padStart(3, '0')}`,
      brand_key: 'default',
      fecha_solicitud: at.slice(0, 10),
      fecha_caducidad: `2030-0${1 + (i % 3)}-01`,
      nombre: 'Marta',
      apellidos: 'Roig Sanz',
      dni: `${10_000_000 + i}X`,
      cargo: 'Administradora',
      email: `firma${i}@queue.test`,
      created_at: at,
      updated_at: at,
      estado_desde: at,
    });
  }
  await t.app.db.insertInto('agreements').values(rows).execute();
});
afterAll(async () => t?.close());

type Case = { estado: string; orden: string; q?: string };

/** The queue as the plain join answers it (the count joined companies before the change). */
async function reference(c: Case) {
  let query = t.app.db
    .selectFrom('agreements as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .select('a.id')
    .where('a.brand_key', '=', 'default')
    .where('a.estado', '=', c.estado as 'firmado_empresa');
  if (c.q) {
    const like = `%${c.q.toLowerCase()}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['c.nombre']), 'like', like),
        eb(eb.fn('lower', ['c.nombre_comercial']), 'like', like),
        eb(eb.fn('lower', ['c.cif']), 'like', like),
        eb(eb.fn('lower', ['a.codigo']), 'like', like),
      ]),
    );
  }
  query =
    c.orden === 'recientes'
      ? query.orderBy('a.estado_desde', 'desc').orderBy('a.id', 'desc')
      : c.orden === 'empresa'
        ? query.orderBy('c.nombre').orderBy('a.id')
        : c.orden === 'codigo'
          ? query.orderBy('a.codigo').orderBy('a.id')
          : c.orden === 'caducidad'
            ? query.orderBy('a.fecha_caducidad').orderBy('a.id')
            : query.orderBy('a.estado_desde').orderBy('a.id');
  return (await query.execute()).map((r) => r.id);
}

describe('office agreements queue pages (issue #14 benchmarks)', () => {
  it('#14 benchmarks: every page, sort and search of the agreements queue answers what the plain join answers', async () => {
    const cases: Case[] = [
      { estado: 'firmado_empresa', orden: 'antiguedad' },
      { estado: 'firmado_empresa', orden: 'recientes' },
      { estado: 'firmado_empresa', orden: 'empresa' },
      { estado: 'firmado_empresa', orden: 'codigo' },
      { estado: 'firmado_empresa', orden: 'caducidad' },
      { estado: 'firmado_empresa', orden: 'antiguedad', q: 'albufera' },
      { estado: 'firmado_empresa', orden: 'empresa', q: 'ALBUFERA dig' },
      { estado: 'firmado_empresa', orden: 'codigo', q: 'queue-01' },
      { estado: 'formalizado', orden: 'recientes' },
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
        seen.push(...res.body.datos.items.map((i: { idConvenio: number }) => i.idConvenio));
      }
      expect(seen, JSON.stringify(c)).toEqual(expected);
    }
  });

  it('#14 benchmarks: a page past the end of the agreements queue is empty and still counts it', async () => {
    const res = await call(t.app, 'GET', `${Q}?pagina=300&tamano=25`, admin);
    expect(res.body.status).toBe(0);
    expect(res.body.datos.items).toEqual([]);
    expect(res.body.datos.total).toBe((await reference({ estado: 'firmado_empresa', orden: 'antiguedad' })).length);
  });
});
