import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRoute } from '@portal/contracts/routes';
import { GOD_MODE_KEY } from '../lib/god-mode';
import { consumeReturnPath } from '../lib/navigation';
import { endSession, getSession } from '../lib/session';
import { renderApp, signIn, stubPages, testBrand } from '../test/render-app';
import { guardRedirect, type TGuardInput } from './guard-redirect';
import { answerEverythingWith } from '../test/msw-server';

const PAGES = stubPages([
  'home',
  'login',
  'cv',
  'my-company',
  'events',
  'maintenance',
  'god-mode',
  'not-found',
  'privacy-policy',
  'practice-conditions',
]);

async function landsOn(router: { state: { location: { pathname: string } } }, path: string, text?: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
  if (text) expect(await screen.findByText(text)).toBeTruthy();
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endSession();
  answerEverythingWith(false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('route guards (SPEC §2)', () => {
  it('sends an anonymous visitor to /login and remembers the wanted path', async () => {
    const { router } = renderApp({ path: '/cv?tab=2', pages: PAGES });
    await landsOn(router, '/login', 'page:login');
    expect(consumeReturnPath()).toBe('/cv?tab=2');
    expect(consumeReturnPath()).toBe('/');
  });

  it('sends a student away from company pages, and a company away from student pages', async () => {
    signIn('student');
    const student = renderApp({ path: '/mi-empresa', pages: PAGES });
    await landsOn(student.router, '/', 'page:home');
    cleanup();
    endSession();
    signIn('company');
    const company = renderApp({ path: '/cv', pages: PAGES });
    await landsOn(company.router, '/', 'page:home');
  });

  it('lets each role open its own pages, by main path and by Catalan alias', async () => {
    signIn('company');
    const { router } = renderApp({ path: '/la-meva-empresa', pages: PAGES });
    await landsOn(router, '/la-meva-empresa', 'page:my-company');
  });

  it('sends a signed-in user on a login path home', async () => {
    signIn('student');
    const { router } = renderApp({ path: '/login/empreses', pages: PAGES });
    await landsOn(router, '/', 'page:home');
  });

  it('sends the user home when the route brand flag is off', async () => {
    signIn('student');
    const off = renderApp({ path: '/eventos', pages: PAGES, brand: testBrand() });
    await landsOn(off.router, '/', 'page:home');
    cleanup();
    const on = renderApp({ path: '/eventos', pages: PAGES, brand: testBrand({ flagsOn: ['hasEventos'] }) });
    await landsOn(on.router, '/eventos', 'page:events');
  });

  it('sends everyone to /mantenimiento in maintenance, and logs them out', async () => {
    signIn('student');
    const { router } = renderApp({ path: '/cv', pages: PAGES, maintenance: true });
    await landsOn(router, '/mantenimiento', 'page:maintenance');
    await waitFor(() => expect(getSession().isAuthenticated).toBe(false));
  });

  it('keeps the admin path and god mode out of maintenance', async () => {
    const admin = renderApp({ path: '/gma2019', pages: PAGES, maintenance: true });
    await landsOn(admin.router, '/gma2019', 'page:god-mode');
    cleanup();
    localStorage.setItem(GOD_MODE_KEY, '1');
    signIn('student');
    const god = renderApp({ path: '/cv', pages: PAGES, maintenance: true });
    await landsOn(god.router, '/cv', 'page:cv');
    expect(getSession().isAuthenticated).toBe(true);
  });

  it('redirects unknown paths home', async () => {
    signIn('student');
    const { router } = renderApp({ path: '/no/existe/aqui', pages: PAGES });
    await landsOn(router, '/', 'page:home');
  });

  it('shows the practice conditions only under the brand prefix', async () => {
    const brand = testBrand({ prefix: 'uni' });
    const ok = renderApp({ path: '/uni/condicions', pages: PAGES, brand });
    await landsOn(ok.router, '/uni/condicions', 'page:practice-conditions');
    cleanup();
    signIn('student');
    const other = renderApp({ path: '/otra/condiciones-practicas', pages: PAGES, brand });
    await landsOn(other.router, '/', 'page:home');
  });

  it('goes to /404 with the connection message when a page fails to load', async () => {
    signIn('student');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const pages = {
      ...stubPages(['home']),
      'not-found': () => import('../features/public-pages/pages/not-found-page'),
      cv: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    };
    const { router } = renderApp({ path: '/cv', pages });
    await landsOn(router, '/404');
    expect(await screen.findByText('Error de conexión, por favor revisa tu conexión')).toBeTruthy();
  });

  it("#12.14 a route missing from the page map goes to the 404 page, never to a 'Muy pronto disponible' placeholder", async () => {
    signIn('student');
    const { router } = renderApp({ path: '/ayuda', pages: PAGES, brand: testBrand({ flagsOn: ['hasAyuda'] }) });
    await landsOn(router, '/404', 'page:not-found');
    expect(screen.queryByText('Muy pronto disponible')).toBeNull();
  });
});

describe('guardRedirect', () => {
  const base = (routeId: string, patch: Partial<TGuardInput> = {}): TGuardInput => ({
    route: getRoute(routeId)!,
    role: null,
    flags: {},
    brandPrefix: 'uni',
    params: {},
    maintenance: false,
    godMode: false,
    ...patch,
  });

  it('applies the rules in order', () => {
    expect(guardRedirect(base('cv'))).toEqual({ kind: 'redirect', to: '/login', rememberReturn: true });
    expect(guardRedirect(base('cv', { role: 'company' }))).toEqual({ kind: 'redirect', to: '/' });
    expect(guardRedirect(base('cv', { role: 'student' }))).toEqual({ kind: 'render' });
    expect(guardRedirect(base('login', { role: 'student' }))).toEqual({ kind: 'redirect', to: '/' });
    expect(guardRedirect(base('student-registration'))).toEqual({ kind: 'redirect', to: '/' });
    expect(guardRedirect(base('student-registration', { flags: { canRegistroAlumno: true } }))).toEqual({
      kind: 'render',
    });
    expect(guardRedirect(base('deregistration', { role: 'company', flags: { hasBajaAlumno: true } }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(guardRedirect(base('deregistration', { role: 'company', flags: { hasBajaEmpresa: true } }))).toEqual({
      kind: 'render',
    });
    expect(guardRedirect(base('login', { maintenance: true }))).toEqual({
      kind: 'redirect',
      to: '/mantenimiento',
      endSession: false,
    });
    expect(guardRedirect(base('maintenance', { maintenance: true }))).toEqual({ kind: 'render' });
    expect(guardRedirect(base('home', { maintenance: true, godMode: true, role: 'student' }))).toEqual({
      kind: 'render',
    });
  });
});
