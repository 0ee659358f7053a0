import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { injectClient } from '../../test/inject';
import { buildTestApp, type TestApp } from '../../test/test-app';

// Demo users (HELPERS.md): 1 alumna@, 4 empresa@ (company 1), 5 grupo@ (companies 2 and 3).
const ALUMNA = 1;
const EMPRESA = 4;
const GRUPO = 5;

let t: TestApp;
let alumna: string;
let empresa: string;
let grupo2: string;
let ids: Record<string, number>;

interface Fixture {
  key: string;
  user_id: number;
  company_id?: number | null;
  importante?: number;
  leida?: number;
  url_acceso?: string | null;
  minutesAgo: number;
}

const FIXTURES: Fixture[] = [
  { key: 'aOldRead', user_id: ALUMNA, leida: 1, minutesAgo: 400 },
  { key: 'aLinkImportant', user_id: ALUMNA, importante: 1, url_acceso: '/mis-candidaturas/abc', minutesAgo: 300 },
  { key: 'aPlain', user_id: ALUMNA, minutesAgo: 200 },
  { key: 'aNewest', user_id: ALUMNA, url_acceso: '', minutesAgo: 100 },
  { key: 'eCompany1', user_id: EMPRESA, company_id: 1, minutesAgo: 50 },
  { key: 'eAnyCompany', user_id: EMPRESA, company_id: null, url_acceso: '/mis-propuestas', minutesAgo: 40 },
  { key: 'gCompany2', user_id: GRUPO, company_id: 2, minutesAgo: 30 },
  { key: 'gCompany3', user_id: GRUPO, company_id: 3, minutesAgo: 20 },
];

async function resetNotifications() {
  await t.app.db.deleteFrom('notifications').execute();
  ids = {};
  const now = Date.now();
  for (const f of FIXTURES) {
    const row = await t.app.db
      .insertInto('notifications')
      .values({
        user_id: f.user_id,
        company_id: f.company_id ?? null,
        titulo: `Título ${f.key}`,
        texto: `<p>Texto de ${f.key}</p>`,
        importante: f.importante ?? 0,
        leida: f.leida ?? 0,
        url_acceso: f.url_acceso ?? null,
        created_at: new Date(now - f.minutesAgo * 60_000).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[f.key] = row.id;
  }
}

async function rowOf(key: string) {
  return t.app.db.selectFrom('notifications').selectAll().where('id', '=', ids[key]).executeTakeFirst();
}

const { get, post } = injectClient(() => t.app);

beforeAll(async () => {
  t = await buildTestApp();
  alumna = await loginAs(t.app, 'alumna@demo.test');
  empresa = await loginAs(t.app, 'empresa@demo.test');
  grupo2 = await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 2 });
});
afterAll(async () => {
  await t.close();
});
beforeEach(resetNotifications);

describe('dameNotificaciones', () => {
  it('lists the student’s own notifications, newest first, with the unread count', async () => {
    const res = await get('/api/Alumno/dameNotificaciones', alumna);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(0);
    expect(body.datos.noLeidas).toBe(3);
    expect(body.datos.notificaciones.map((n: { idNotificacion: number }) => n.idNotificacion)).toEqual([
      ids.aNewest,
      ids.aPlain,
      ids.aLinkImportant,
      ids.aOldRead,
    ]);
    const important = body.datos.notificaciones[2];
    expect(important).toMatchObject({
      titulo: 'Título aLinkImportant',
      texto: '<p>Texto de aLinkImportant</p>',
      leida: false,
      Importante: true,
      urlAcceso: '/mis-candidaturas/abc',
    });
    expect(important.fecha).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(body.datos.notificaciones[3]).not.toHaveProperty('urlAcceso');
    expect(body.datos.notificaciones[3].leida).toBe(true);
  });

  it('answers the same on a lower-case path', async () => {
    const res = await get('/api/alumno/damenotificaciones', alumna);
    expect(res.json().datos.noLeidas).toBe(3);
  });

  it('gives a company contact theirs, for the company signed in for', async () => {
    const own = (await get('/api/Empresa/dameNotificaciones', empresa)).json().datos;
    expect(own.notificaciones.map((n: { idNotificacion: number }) => n.idNotificacion)).toEqual([
      ids.eAnyCompany,
      ids.eCompany1,
    ]);
    expect(own.noLeidas).toBe(2);

    const group = (await get('/api/Empresa/dameNotificaciones', grupo2)).json().datos;
    expect(group.notificaciones.map((n: { idNotificacion: number }) => n.idNotificacion)).toEqual([ids.gCompany2]);
  });
});

describe('notification changes', () => {
  it('marking one read lowers the unread count', async () => {
    const res = await post('/api/Alumno/marcarNotificacionLeida', alumna, { id: ids.aPlain });
    expect(res.statusCode).toBe(200);
    expect(res.json().datos.noLeidas).toBe(2);
    const again = (await get('/api/Alumno/dameNotificaciones', alumna)).json().datos;
    expect(again.noLeidas).toBe(2);
    expect(again.notificaciones.find((n: { idNotificacion: number }) => n.idNotificacion === ids.aPlain).leida).toBe(
      true,
    );
  });

  it('accepts the id as a numeric string', async () => {
    const res = await post('/api/Alumno/marcarNotificacionLeida', alumna, { id: String(ids.aNewest) });
    expect(res.json()).toMatchObject({ status: 0, datos: { noLeidas: 2 } });
  });

  it('deletes one', async () => {
    const res = await post('/api/Alumno/eliminaNotificacion', alumna, { id: ids.aLinkImportant });
    expect(res.statusCode).toBe(200);
    const datos = res.json().datos;
    expect(datos.notificaciones).toHaveLength(3);
    expect(datos.noLeidas).toBe(2);
    expect(await rowOf('aLinkImportant')).toBeUndefined();
  });

  it('deletes all of one’s own and nobody else’s', async () => {
    const res = await post('/api/Alumno/eliminaNotificaciones', alumna);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, datos: { notificaciones: [], noLeidas: 0 } });
    expect((await get('/api/Empresa/dameNotificaciones', empresa)).json().datos.notificaciones).toHaveLength(2);
    expect(await rowOf('gCompany3')).toBeDefined();
  });

  it('marks read only the notifications without a link', async () => {
    const res = await post('/api/Alumno/marcarNotificacionesSinEnlaceLeidas', alumna);
    expect(res.statusCode).toBe(200);
    const datos = res.json().datos;
    expect(datos.noLeidas).toBe(1);
    const unread = datos.notificaciones.filter((n: { leida: boolean }) => !n.leida);
    expect(unread.map((n: { idNotificacion: number }) => n.idNotificacion)).toEqual([ids.aLinkImportant]);
    expect(Number((await rowOf('eCompany1'))!.leida)).toBe(0);
  });

  it('lets a company contact delete only within the company signed in for', async () => {
    const other = await post('/api/Empresa/eliminaNotificacion', grupo2, { id: ids.gCompany3 });
    expect(other.statusCode).toBe(404);
    expect(await rowOf('gCompany3')).toBeDefined();
    await post('/api/Empresa/eliminaNotificaciones', grupo2);
    expect(await rowOf('gCompany2')).toBeUndefined();
    expect(await rowOf('gCompany3')).toBeDefined();
  });
});

describe('notification access', () => {
  it('hides another user’s notification: 404 status 1, nothing changes', async () => {
    for (const path of ['/api/Alumno/marcarNotificacionLeida', '/api/Alumno/eliminaNotificacion']) {
      const res = await post(path, alumna, { id: ids.eCompany1 });
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ status: 1, datos: null });
    }
    const row = await rowOf('eCompany1');
    expect(row).toBeDefined();
    expect(Number(row!.leida)).toBe(0);
    const listed = (await get('/api/Alumno/dameNotificaciones', alumna)).json().datos.notificaciones;
    expect(listed.map((n: { idNotificacion: number }) => n.idNotificacion)).not.toContain(ids.eCompany1);
  });

  it('answers a missing id exactly like another user’s', async () => {
    const res = await post('/api/Alumno/eliminaNotificacion', alumna, { id: 987654 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 1, datos: null });
  });

  it('keeps the student and company paths apart: 403 status 71', async () => {
    const cases = [
      () => get('/api/Empresa/dameNotificaciones', alumna),
      () => post('/api/Empresa/marcarNotificacionLeida', alumna, { id: ids.aPlain }),
      () => post('/api/Empresa/eliminaNotificaciones', alumna),
      () => get('/api/Alumno/dameNotificaciones', empresa),
      () => post('/api/Alumno/eliminaNotificacion', empresa, { id: ids.eCompany1 }),
      () => post('/api/Alumno/marcarNotificacionesSinEnlaceLeidas', empresa),
    ];
    for (const call of cases) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 71, datos: null });
    }
    expect(await rowOf('aPlain')).toMatchObject({ leida: 0 });
    expect(await rowOf('eCompany1')).toBeDefined();
  });

  it('asks for a token: 401 status 2', async () => {
    const cases = [
      () => get('/api/Alumno/dameNotificaciones'),
      () => get('/api/Empresa/dameNotificaciones'),
      () => post('/api/Alumno/marcarNotificacionLeida', undefined, { id: ids.aPlain }),
      () => post('/api/Empresa/eliminaNotificaciones'),
    ];
    for (const call of cases) {
      const res = await call();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 2, datos: null });
    }
    expect(await rowOf('eAnyCompany')).toBeDefined();
  });

  it('rejects a missing or malformed id with 400', async () => {
    for (const payload of [{}, { id: 'abc' }, { id: -3 }]) {
      const res = await post('/api/Alumno/eliminaNotificacion', alumna, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(15);
    }
  });
});
