import '../test/dom-polyfills';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { changeLanguageLocally } from '../i18n';
import { closePopup, getPopup, showError, showNotice } from '../lib/error-popup-store';
import { endSession, getSession } from '../lib/session';
import { createQueryClient } from '../lib/query-client';
import { renderApp, signIn, stubPages, testBrand, TestProviders } from '../test/render-app';
import { ErrorPopup, resolveTarget } from './error-popup';
import { answerEverythingWith } from '../test/msw-server';

// One fake entry with a new-tab target: the catalogue has none at entry level today.
vi.mock('@portal/contracts/status-codes', async (importOriginal) => {
  const real = await importOriginal<typeof import('@portal/contracts/status-codes')>();
  const fake = {
    code: 'test-blank',
    kind: 'notice' as const,
    categoria: 'secondary' as const,
    http: 200,
    to: 'https://example.org/doc',
    blank: true,
    es: { titulo: 'Documento', cuerpo: 'Abre el documento' },
    ca: { titulo: 'Document', cuerpo: 'Obre el document' },
  };
  return {
    ...real,
    getStatusEntry: (code: number | string) => (code === 'test-blank' ? fake : real.getStatusEntry(code)),
    statusText: (code: number | string, lang?: string) =>
      code === 'test-blank' ? (lang === 'ca' ? fake.ca : fake.es) : real.statusText(code, lang),
  };
});

function Where() {
  return <output data-testid="where">{useLocation().pathname + useLocation().hash}</output>;
}

function renderPopup(brand = testBrand({ prefix: 'uni' })) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <ErrorPopup />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/start'] },
  );
  render(
    <TestProviders brand={brand} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  localStorage.clear();
  endSession();
  closePopup();
  changeLanguageLocally('es');
  answerEverythingWith(false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('error popup (SPEC §4)', () => {
  it('shows the catalogue entry in the current language', async () => {
    renderPopup();
    act(() => showError(2));
    expect(await screen.findByRole('dialog', { name: 'Sesión finalizada' })).toBeTruthy();
    act(() => changeLanguageLocally('ca'));
    expect(await screen.findByRole('dialog', { name: 'Sessió finalitzada' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Acceptar' })).toBeTruthy();
  });

  it('logs out on confirming an important error, and offers no other way out', async () => {
    signIn('student');
    renderPopup();
    act(() => showError(9));
    const dialog = await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(getPopup()).not.toBeNull();
    expect(getSession().isAuthenticated).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(getSession().isAuthenticated).toBe(false);
    await waitFor(() => expect(where()).toBe('/login'));
    expect(getPopup()).toBeNull();
  });

  it('just closes a medium error, keeping the session', async () => {
    signIn('student');
    renderPopup();
    act(() => showError(10));
    fireEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    expect(getPopup()).toBeNull();
    expect(getSession().isAuthenticated).toBe(true);
    expect(where()).toBe('/start');
  });

  it("navigates to the entry's target on confirm, and shows the server message when the code takes one", async () => {
    renderPopup();
    act(() => showError(3, 'Usuario bloqueado temporalmente'));
    expect(await screen.findByText('Usuario bloqueado temporalmente')).toBeTruthy();
    expect(screen.queryByText(/no son correctos/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Recuperar contraseña' }));
    await waitFor(() => expect(where()).toBe('/login/empresas#recordarUsuario'));
  });

  it('opens a blank target in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderPopup();
    act(() => showNotice('test-blank'));
    fireEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    expect(open).toHaveBeenCalledWith('https://example.org/doc', '_blank', 'noopener,noreferrer');
    expect(where()).toBe('/start');
  });

  it("fills the brand prefix of an entry's link (506: practice conditions in a new tab)", async () => {
    renderPopup();
    act(() => showNotice(506));
    const dialog = await screen.findByRole('dialog');
    const link = dialog.querySelector('a[href="/uni/condiciones-practicas"]');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.textContent).toBe('Consultar las condiciones de las prácticas');
    fireEvent.click(screen.getByRole('button', { name: 'Ver mis propuestas' }));
    await waitFor(() => expect(where()).toBe('/mis-propuestas'));
  });
});

describe('resolveTarget', () => {
  it('fills the brand prefix into a site path', () => {
    expect(resolveTarget('{brandPrefix}/condicions', 'uni')).toBe('/uni/condicions');
    expect(resolveTarget('/cv', 'uni')).toBe('/cv');
    expect(resolveTarget('https://x.example/a', 'uni')).toBe('https://x.example/a');
  });
});

describe('popups and route changes (SPEC §4)', () => {
  it('clears a popup on route change, except code 2', async () => {
    signIn('student');
    const { router } = renderApp({ path: '/', pages: stubPages(['home', 'cv', 'documentation']) });
    await screen.findByText('page:home');
    act(() => showError(10));
    expect(await screen.findByTestId('error-popup')).toBeTruthy();
    await act(() => router.navigate('/cv'));
    await screen.findByText('page:cv');
    expect(getPopup()).toBeNull();
    act(() => showError(2));
    await act(() => router.navigate('/documentacion'));
    await screen.findByText('page:documentation');
    expect(getPopup()).toMatchObject({ code: 2 });
  });
});
