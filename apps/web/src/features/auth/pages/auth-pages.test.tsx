import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GOD_MODE_KEY } from '../../../lib/god-mode';
import { endSession, getSession } from '../../../lib/session';
import { FALLBACK_BRAND } from '../../../lib/brand-fallback';
import { renderApp, signIn, stubPages, testBrand } from '../../../test/render-app';
import { answerEverythingWith, apiRequests, useApi } from '../../../test/msw-server';

const PAGES = {
  ...stubPages(['home']),
  login: () => import('./login-page'),
  logout: () => import('./logout-page'),
  'god-mode': () => import('./god-mode-page'),
};

/** The requests made, keyed 'METHOD /path'. */
const calls = () => apiRequests().map((request) => ({ key: `${request.method} ${request.url}`, body: request.body }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endSession();
  answerEverythingWith(null);
  useApi.post('/api/Publico/modoDios', { godMode: true, token: 'x' });
});
afterEach(() => {
  cleanup();
});

describe('/login (SPEC §2 Public routes)', () => {
  it('offers students and companies as tabs, one form at a time', async () => {
    renderApp({ path: '/login', pages: PAGES });
    expect(await screen.findByRole('tab', { name: 'Estudiantes', selected: true })).toBeTruthy();
    expect(screen.getAllByLabelText('Usuario')).toHaveLength(1);
    expect(screen.getByRole('link', { name: '¿Eres titulado? Accede aquí' }).getAttribute('href')).toBe(
      '/login/antiguos',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Empresas' }));
    expect(await screen.findByRole('tab', { name: 'Empresas', selected: true })).toBeTruthy();
    expect(screen.getAllByLabelText('Usuario')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
  });
});

describe('#12.15 links to get an account', () => {
  it('#12.15 the login pages link to /registro and /solicitar-cuenta when the brand allows them', async () => {
    renderApp({
      path: '/login',
      pages: PAGES,
      brand: testBrand({ flagsOn: ['canRegistroAlumno', 'registroEmpresas'] }),
    });
    const register = await screen.findByRole('link', { name: '¿No tienes cuenta? Regístrate' });
    expect(register.getAttribute('href')).toBe('/registro');
    fireEvent.click(screen.getByRole('tab', { name: 'Empresas' }));
    const request = await screen.findByRole('link', { name: '¿Tu empresa no tiene cuenta? Solicítala aquí' });
    expect(request.getAttribute('href')).toBe('/solicitar-cuenta');
  });

  it('#12.15 no registration links on a brand without student registration or company accounts', async () => {
    const flags = { ...FALLBACK_BRAND.flags, canRegistroAlumno: false, registroEmpresas: false };
    renderApp({ path: '/login', pages: PAGES, brand: testBrand({ flags }) });
    expect(await screen.findByRole('tab', { name: 'Estudiantes', selected: true })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '¿No tienes cuenta? Regístrate' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Empresas' }));
    await screen.findByRole('tab', { name: 'Empresas', selected: true });
    expect(screen.queryByRole('link', { name: '¿Tu empresa no tiene cuenta? Solicítala aquí' })).toBeNull();
  });
});

describe('/logout', () => {
  it('logs out on the server, ends the session and goes to /login', async () => {
    signIn('company');
    const { router } = renderApp({ path: '/logout', pages: PAGES });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls().filter((c) => c.key === 'POST /api/Empresa/logout')).toHaveLength(1);
    expect(getSession().isAuthenticated).toBe(false);
  });
});

describe('/gma2019 (god mode)', () => {
  it('stores the god-mode flag once the server grants it, and can leave it', async () => {
    renderApp({ path: '/gma2019', pages: PAGES });
    fireEvent.change(await screen.findByLabelText('Usuario'), { target: { value: 'gestor@demo.test' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'Demo2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activar el modo administrador' }));
    expect(await screen.findByText('El modo administrador está activo en este navegador.')).toBeTruthy();
    expect(localStorage.getItem(GOD_MODE_KEY)).toBe('1');
    expect(calls().find((c) => c.key === 'POST /api/Publico/modoDios')?.body).toEqual({
      eUsuario: 'gestor@demo.test',
      ePassword: 'Demo2026',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salir del modo administrador' }));
    expect(await screen.findByText('El modo administrador se ha desactivado.')).toBeTruthy();
    expect(localStorage.getItem(GOD_MODE_KEY)).toBeNull();
  });
});
