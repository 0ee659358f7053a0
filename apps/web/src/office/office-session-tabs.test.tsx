import '../test/dom-polyfills';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TStaffProfile } from '@portal/contracts/office/office-auth.schemas';
import { PERMISSIONS } from '@portal/contracts/office/permissions';
import { fakeToken, renderApp } from '../test/render-app';
import { endOfficeSession, onOfficeSessionEnd, startOfficeSession } from './office-session';
import { safeOfficePath } from './office-return-path';
import { changeLanguageLocally } from '../i18n';
import caOffice from '../i18n/locales/ca/office.json';

const LOGIN_CA = caOffice.login.title;

// One console session for every tab of the browser, and sign-in back to the page asked for
// (SPEC §2 Route guards).

const KEY = 'portal.office.session';
const perfil: TStaffProfile = {
  idUsuario: 7,
  email: 'gestor@demo.test',
  nombre: 'Carmen',
  apellidos: 'Gómez Ortega',
  tipo: 'gestor',
  sedes: [],
  permisos: [...PERMISSIONS.gestor],
  segundoFactor: false,
  idIdiomaPreferido: 1,
};
const summary = { diasAviso: 7, contadores: [] };
let token: string;
const posted: Array<{ url: string; body: unknown }> = [];

/** What another tab of the browser does: write the shared storage, which fires `storage` here. */
function otherTab(value: string | null): void {
  act(() => {
    if (value === null) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, value);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: value }));
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endOfficeSession();
  token = fakeToken(3600, { sub: 'gestor-7' });
  posted.length = 0;
  changeLanguageLocally('es');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input).split('?')[0];
      posted.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const datos =
        url === '/api/Gestion/resumen'
          ? summary
          : url === '/api/Gestion/logaUsuario'
            ? { token, rol: 'staff', perfil }
            : url === '/api/Gestion/editarIdiomaPreferido'
              ? { idIdiomaPreferido: (posted.at(-1)?.body as { idIdioma: number }).idIdioma }
              : url === '/api/Gestion/empresas'
                ? { items: [], total: 0, pagina: 1, tamano: 25 }
                : null;
      return new Response(JSON.stringify({ status: 0, datos }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function signInOnPage(): Promise<void> {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Correo electrónico', {}, { timeout: 10_000 }), 'gestor@demo.test');
  await user.type(screen.getByLabelText('Contraseña'), 'Demo2026');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('console session across tabs', () => {
  it('keeps the session where a new tab finds it (localStorage), not in this tab only', () => {
    startOfficeSession({ token, perfil });
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null')?.token).toBe(token);
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it('signs this tab in when another tab signs in', async () => {
    const { router } = renderApp({ path: '/gestion/login' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acceso a la gestión' }, { timeout: 10_000 }),
    ).toBeTruthy();
    otherTab(JSON.stringify({ token, perfil }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Resumen' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/gestion');
  });

  it('signs this tab out, and drops its cached answers, when another tab signs out', async () => {
    startOfficeSession({ token, perfil });
    const ended = vi.fn();
    const stop = onOfficeSessionEnd(ended);
    const { router } = renderApp({ path: '/gestion' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Resumen' }, { timeout: 10_000 })).toBeTruthy();
    otherTab(null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acceso a la gestión' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/gestion/login');
    expect(ended).toHaveBeenCalled();
    stop();
  });

  it('ends the session in this tab when another tab writes an expired one', async () => {
    startOfficeSession({ token, perfil });
    renderApp({ path: '/gestion' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Resumen' }, { timeout: 10_000 })).toBeTruthy();
    otherTab(JSON.stringify({ token: fakeToken(-60), perfil }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acceso a la gestión' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});

describe('sign-in returns to the page asked for', () => {
  it('opens the console page a link pointed to once signed in', async () => {
    const { router } = renderApp({ path: '/gestion/empresas?estado=pendiente' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/gestion/login'), { timeout: 10_000 });
    await signInOnPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/gestion/empresas'), { timeout: 10_000 });
    expect(router.state.location.search).toBe('?estado=pendiente');
  });

  it('lands on the dashboard when the remembered path is another site', async () => {
    window.sessionStorage.setItem('portal.office.returnPath', '//evil.example/gestion');
    const { router } = renderApp({ path: '/gestion/login' });
    await signInOnPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Resumen' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/gestion');
  });

  it('keeps only same-origin console paths', () => {
    expect(safeOfficePath('/gestion/empresas?estado=pendiente')).toBe('/gestion/empresas?estado=pendiente');
    expect(safeOfficePath('/gestio/convenis/4')).toBe('/gestio/convenis/4');
    for (const bad of [
      '//evil.example',
      'https://evil.example/gestion',
      '/gestion//evil.example',
      '/gestion/\\evil.example',
      '/\\evil.example',
      '/gestionx',
      '/login',
      '/gestion/login',
      '/gestio/login',
    ]) {
      expect(safeOfficePath(bad)).toBeNull();
    }
  });

  it('signs in at /gestio/login for a Catalan console path and comes back to it', async () => {
    const { router } = renderApp({ path: '/gestio/empreses' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/gestio/login'), { timeout: 10_000 });
    expect(window.sessionStorage.getItem('portal.office.returnPath')).toBe('/gestio/empreses');
  });
});

describe('console language switch', () => {
  it('asks, saves CA for the staff member and reopens the page at its Catalan path', async () => {
    const user = userEvent.setup();
    startOfficeSession({ token, perfil });
    const { router } = renderApp({ path: '/gestion' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Resumen' }, { timeout: 10_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Català' }));
    await user.click(await screen.findByRole('button', { name: 'Cambiar idioma' }, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gestio'), { timeout: 10_000 });
    expect(posted.find((c) => c.url === '/api/Gestion/editarIdiomaPreferido')?.body).toEqual({ idIdioma: 2 });
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null')?.perfil.idIdiomaPreferido).toBe(2);
    expect(await screen.findByRole('button', { name: 'Tanca la sessió' }, { timeout: 10_000 })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Castellano' }));
    await user.click(await screen.findByRole('button', { name: 'Canviar idioma' }, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gestion'), { timeout: 10_000 });
    expect(await screen.findByRole('button', { name: 'Cerrar sesión' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows the Catalan sign-in in Catalan, even after a Spanish visit', async () => {
    changeLanguageLocally('es');
    renderApp({ path: '/gestio/login' });
    expect(await screen.findByRole('heading', { level: 1, name: LOGIN_CA }, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('console language at sign-in', () => {
  it('lands a staff member who chose Catalan on the Catalan console', async () => {
    perfil.idIdiomaPreferido = 2;
    try {
      const { router } = renderApp({ path: '/gestion/login' });
      await signInOnPage();
      await waitFor(() => expect(router.state.location.pathname).toBe('/gestio'), { timeout: 10_000 });
      expect(await screen.findByRole('button', { name: 'Tanca la sessió' }, { timeout: 10_000 })).toBeTruthy();
    } finally {
      perfil.idIdiomaPreferido = 1;
    }
  });

  it('keeps the Catalan sign-in Catalan after sign-in, whatever the saved language', async () => {
    const { router } = renderApp({ path: '/gestio/login' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(caOffice.login.email, {}, { timeout: 10_000 }), 'gestor@demo.test');
    await user.type(screen.getByLabelText(caOffice.login.password), 'Demo2026');
    await user.click(screen.getByRole('button', { name: caOffice.login.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gestio'), { timeout: 10_000 });
    expect(await screen.findByRole('button', { name: 'Tanca la sessió' }, { timeout: 10_000 })).toBeTruthy();
  });
});
