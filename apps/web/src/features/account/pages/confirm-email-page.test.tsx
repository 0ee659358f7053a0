import '../../../test/dom-polyfills';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { apiRequests, useApi } from '../../../test/msw-server';
import { testBrand, TestProviders } from '../../../test/render-app';
import ConfirmEmailPage from './confirm-email-page';

// The link mailed to a new login address (ADR 0033): nothing changes on opening it; the click
// confirms it and the page names the new login; es and ca.

function renderPage(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/confirmar-email', element: <ConfirmEmailPage /> },
      { path: '/login', element: <p>page:login</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

afterEach(async () => {
  cleanup();
  await act(() => i18next.changeLanguage('es'));
});

describe('/confirmar-email', () => {
  it('confirms only on the click and names the new login', async () => {
    useApi.post('/api/Alumno/confirmarEmail', { email: 'lucia.nueva@alumnos.es' });
    renderPage('/confirmar-email?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    const button = await screen.findByRole('button', { name: 'Confirmar' });
    expect(apiRequests().some((r) => r.path.endsWith('/confirmarEmail'))).toBe(false);
    await userEvent.setup().click(button);
    expect(await screen.findByText('Hecho: desde ahora entras con lucia.nueva@alumnos.es.')).toBeTruthy();
    expect(apiRequests().find((r) => r.path.endsWith('/confirmarEmail'))?.body).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    });
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeTruthy();
  });

  it('speaks Catalan, and says a link without its code cannot work', async () => {
    await act(() => i18next.changeLanguage('ca'));
    renderPage('/confirmar-email');
    expect(await screen.findByText(/Falta el codi de l'enllaç/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: "Confirmar l'adreça d'accés" })).toBeTruthy();
  });
});
