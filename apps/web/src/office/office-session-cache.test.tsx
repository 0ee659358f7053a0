import '../test/dom-polyfills';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TStaffProfile } from '@portal/contracts/office/office-auth.schemas';
import { PERMISSIONS } from '@portal/contracts/office/permissions';
import { queryKeyHash } from '../lib/query-client';
import { fakeToken, renderApp } from '../test/render-app';
import { endOfficeSession, startOfficeSession } from './office-session';

// The console's cached answers belong to one staff session (ADR 0035): when it ends, whatever
// ended it, the next staff member on the tab never sees them.

const profile = (tipo: 'admin' | 'gestor', idUsuario: number, sedes: number[]): TStaffProfile => ({
  idUsuario,
  email: `${tipo}@demo.test`,
  nombre: tipo === 'admin' ? 'Carmen' : 'Lucía',
  apellidos: 'Gómez Ortega',
  tipo,
  sedes,
  permisos: [...PERMISSIONS[tipo]],
  segundoFactor: tipo === 'admin',
  idIdiomaPreferido: 1,
});
const company = (idEmpresa: number, nombre: string) => ({
  idEmpresa,
  nombre,
  nombreComercial: null,
  cif: 'B46123451',
  estado: 'validada',
  idSector: 8,
  sector: 'Informática',
  idProvincia: 46,
  provincia: 'Valencia',
  alta: '2026-11-20T10:00:00.000Z',
  duplicados: 0,
});
const page = (items: unknown[]) => ({ status: 0, datos: { items, total: items.length, pagina: 1, tamano: 25 } });

const ADMIN = fakeToken(3600, { sub: 'admin-7' });
const GESTOR = fakeToken(3600, { sub: 'gestor-90' });
let adminLost = false;
const calls: Array<{ url: string; auth: string | null }> = [];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endOfficeSession();
  calls.length = 0;
  adminLost = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input).split('?')[0];
      const auth = ((init?.headers ?? {}) as Record<string, string>).Authorization ?? null;
      calls.push({ url, auth });
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (adminLost && auth === `Bearer ${ADMIN}`) return json({ status: 2, datos: null }, 401);
      if (url === '/api/Gestion/empresas') {
        return json(
          auth === `Bearer ${GESTOR}`
            ? page([company(2, 'Empresa de la sede de Valencia')])
            : page([company(1, 'Empresa de otra sede')]),
        );
      }
      if (url === '/api/Gestion/resumen') return json({ status: 0, datos: { diasAviso: 7, contadores: [] } });
      return json({ status: 0, datos: null });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('console cache per staff session', () => {
  it("drops the admin's lists when the admin's session is lost: the gestor who signs in next gets her own", async () => {
    startOfficeSession({ token: ADMIN, perfil: profile('admin', 7, []) });
    const { router } = renderApp({ path: '/gestion/empresas' });
    expect(await screen.findByRole('link', { name: 'Empresa de otra sede' }, { timeout: 30_000 })).toBeTruthy();

    // The admin's session ends on the server (a 401 on the next call): the console goes to its sign-in.
    adminLost = true;
    await router.navigate('/gestion/ofertas');
    await waitFor(() => expect(router.state.location.pathname).toBe('/gestion/login'), { timeout: 30_000 });

    // A campus-scoped gestor signs in on the same tab, well within the cache's 30 s, and opens the list.
    startOfficeSession({ token: GESTOR, perfil: profile('gestor', 90, [1]) });
    await router.navigate('/gestion/empresas');
    expect(
      await screen.findByRole('link', { name: 'Empresa de la sede de Valencia' }, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Empresa de otra sede' })).toBeNull();
    expect(calls.filter((c) => c.url === '/api/Gestion/empresas').at(-1)?.auth).toBe(`Bearer ${GESTOR}`);
  }, 90_000);

  it('keeps no entry across sessions: a session replaced without sign-out does not show the old lists either', async () => {
    startOfficeSession({ token: ADMIN, perfil: profile('admin', 7, []) });
    const { router } = renderApp({ path: '/gestion/empresas' });
    expect(await screen.findByRole('link', { name: 'Empresa de otra sede' }, { timeout: 30_000 })).toBeTruthy();
    startOfficeSession({ token: GESTOR, perfil: profile('gestor', 90, [1]) });
    await router.navigate('/gestion');
    await router.navigate('/gestion/empresas');
    expect(
      await screen.findByRole('link', { name: 'Empresa de la sede de Valencia' }, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Empresa de otra sede' })).toBeNull();
  }, 90_000);

  it("tags the console's keys with the session, and only those", () => {
    startOfficeSession({ token: ADMIN, perfil: profile('admin', 7, []) });
    const adminHash = queryKeyHash(['office', 'companies', {}]);
    const portalHash = queryKeyHash(['cv', 'personal']);
    startOfficeSession({ token: GESTOR, perfil: profile('gestor', 90, [1]) });
    expect(queryKeyHash(['office', 'companies', {}])).not.toBe(adminHash);
    expect(queryKeyHash(['cv', 'personal'])).toBe(portalHash);
  });
});
