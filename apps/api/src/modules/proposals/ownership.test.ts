import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOfferSlug } from '../../db/seed/demo-offers';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { placementForm, requests } from './proposals.fixtures';

// DESIGN convention 5 / issue 'Done when': every company call checks that the offer or the
// candidate belongs to the signed-in company. nueva@ and each of grupo@'s two companies get
// 404 (never data, never a hint that it exists) on empresa@'s offers and candidates; a student
// token gets 403/71; no token 401/2.
let t: TestApp;
let http: ReturnType<typeof requests>;
let empresa: string;
let alumna: string;
let others: Array<[string, string]>;

type Call = { method: 'GET' | 'POST'; url: string; body?: object; code: number };

// empresa@'s offer 1 (published, candidates 1, 12, 13, 14), 3 (job) and 7 (pending, editable).
const OFFER_CALLS: Call[] = [
  { method: 'GET', url: '/api/Empresa/dameDatosProceso/1', code: 4 },
  { method: 'GET', url: `/api/Empresa/dameDatosProceso/${demoOfferSlug(1)}`, code: 4 },
  { method: 'GET', url: '/api/Empresa/dameDatosProcesoComoAlumno/1', code: 4 },
  { method: 'GET', url: '/api/Empresa/dameOfertaEditable/7', code: 4 },
  { method: 'POST', url: '/api/Empresa/addOferta', body: placementForm({ idOferta: 7 }), code: 4 },
  {
    method: 'POST',
    url: '/api/Empresa/cerrarOferta',
    body: { idOferta: 1, candidatoUniversidadElegido: true },
    code: 4,
  },
  {
    method: 'POST',
    url: '/api/Empresa/cerrarOferta',
    body: { urlOferta: demoOfferSlug(1), candidatoUniversidadElegido: false },
    code: 4,
  },
  { method: 'POST', url: '/api/Empresa/copiarOferta', body: { urlOferta: demoOfferSlug(3) }, code: 4 },
  { method: 'POST', url: '/api/Empresa/copiarOfertaPerfilContrario', body: { idOferta: 3 }, code: 4 },
  { method: 'POST', url: '/api/Empresa/deleteOferta', body: { idOferta: 7 }, code: 4 },
];

// empresa@'s candidates 12 (offer 1) and 1 (alumna@ on offer 1).
const CANDIDATE_CALLS: Call[] = [
  { method: 'GET', url: '/api/Empresa/dameCandidato/12', code: 31 },
  { method: 'GET', url: '/api/Empresa/dameCvCandidato/12', code: 31 },
  { method: 'GET', url: '/api/Empresa/dameCvCandidato/1', code: 31 },
  { method: 'POST', url: '/api/Empresa/cambiaEstadoCandidatura', body: { idCandidatura: 12, idEstado: 4 }, code: 31 },
  {
    method: 'POST',
    url: '/api/Empresa/cambiaEstadoCandidatura',
    body: { idCandidatura: 12, idEstado: 17, idMotivo: 13 },
    code: 31,
  },
];

const ALL_ROUTES: Call[] = [
  { method: 'GET', url: '/api/Empresa/dameProcesosEmpleoYpracticas', code: 0 },
  { method: 'GET', url: '/api/Empresa/dameNumProcesos', code: 0 },
  { method: 'GET', url: '/api/Empresa/damePropuestasCandidatoPreseleccionado', code: 0 },
  { method: 'POST', url: '/api/Empresa/compruebaDNIalumno', body: { dni: '23456789D' }, code: 0 },
  { method: 'POST', url: '/api/Empresa/addPropuestaCandidatoPreseleccionado', body: { dni: '23456789D' }, code: 0 },
  ...OFFER_CALLS,
  ...CANDIDATE_CALLS,
];

function send(call: Call, token?: string) {
  return call.method === 'GET' ? http.get(call.url, token) : http.post(call.url, token, call.body ?? {});
}

beforeAll(async () => {
  t = await buildTestApp();
  http = requests(t.app);
  [empresa, alumna] = await Promise.all([loginAs(t.app, 'empresa@demo.test'), loginAs(t.app, 'alumna@demo.test')]);
  others = [
    ['nueva@ (company 4)', await loginAs(t.app, 'nueva@demo.test')],
    ['grupo@ (company 2)', await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 2 })],
    ['grupo@ (company 3)', await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 3 })],
  ];
});
afterAll(async () => {
  await t.close();
});

describe("another company on empresa@'s offers and candidates", () => {
  it('gets 404 with status 4 on every offer call', async () => {
    for (const [who, token] of others) {
      for (const call of OFFER_CALLS) {
        const res = await send(call, token);
        expect([who, call.url, res.statusCode, res.json()]).toEqual([who, call.url, 404, { status: 4, datos: null }]);
      }
    }
  });

  it('gets 404 with status 31 on every candidate call', async () => {
    for (const [who, token] of others) {
      for (const call of CANDIDATE_CALLS) {
        const res = await send(call, token);
        expect([who, call.url, res.statusCode, res.json()]).toEqual([who, call.url, 404, { status: 31, datos: null }]);
      }
    }
  });

  it("never sees empresa@'s offers in its lists, nor grupo@'s other company's", async () => {
    for (const [, token] of others) {
      const list = (await http.get('/api/Empresa/dameProcesosEmpleoYpracticas', token)).json().datos.procesos as Array<{
        idoferta: number;
      }>;
      expect(list.filter((p) => p.idoferta <= 14)).toEqual([]);
    }
    const [, grupo2] = others[1];
    const [, grupo3] = others[2];
    expect((await http.get('/api/Empresa/dameDatosProceso/22', grupo2)).statusCode).toBe(404);
    expect((await http.get('/api/Empresa/dameDatosProceso/15', grupo3)).statusCode).toBe(404);
    expect((await http.get('/api/Empresa/dameCandidato/21', grupo2)).statusCode).toBe(404);
  });

  it("left empresa@'s offers and candidates untouched", async () => {
    const offer = (await http.get('/api/Empresa/dameDatosProceso/1', empresa)).json().datos;
    expect(offer).toMatchObject({ idEstado: 3, numCandidatos: 4 });
    const rows = await t.app.db
      .selectFrom('offers')
      .select(['id', 'estado', 'titulo'])
      .where('id', 'in', [1, 3, 7])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.estado)).toEqual(['publicada', 'publicada', 'pendiente_validacion']);
    const candidate = await t.app.db
      .selectFrom('applications')
      .select(['estado', 'leida_empresa'])
      .where('id', '=', 12)
      .executeTakeFirstOrThrow();
    expect(candidate).toEqual({ estado: 1, leida_empresa: 0 });
    const copies = await t.app.db
      .selectFrom('offers')
      .select('id')
      .where('copied_from_offer_id', 'in', [1, 3])
      .execute();
    expect(copies).toEqual([]);
  });
});

describe('roles', () => {
  it('refuses a student token with 403/71 and no token with 401/2 on every company call', async () => {
    for (const call of ALL_ROUTES) {
      const asStudent = await send(call, alumna);
      expect([call.url, asStudent.statusCode, asStudent.json().status]).toEqual([call.url, 403, 71]);
      const anonymous = await send(call);
      expect([call.url, anonymous.statusCode, anonymous.json().status]).toEqual([call.url, 401, 2]);
    }
  });
});
