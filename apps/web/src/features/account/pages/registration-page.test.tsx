import '../../../test/dom-polyfills';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { testBrand, TestProviders } from '../../../test/render-app';
import RegistrationPage from './registration-page';
import { apiRequests, useApi } from '../../../test/msw-server';

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/registro', element: <RegistrationPage /> },
      { path: '/login', element: <p>page:login</p> },
    ],
    { initialEntries: ['/registro'] },
  );
  render(
    <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => {
  cleanup();
});

describe('/registro (SPEC §5: privacy policy must be accepted)', () => {
  it('refuses to send without the privacy acceptance, then registers once it is ticked', async () => {
    useApi.all('*', { email: 'nueva@alumna.test' });
    const calls = () => apiRequests().map((request) => request.body);
    renderPage();
    fill(/^Nombre/, 'Nueva');
    fill(/^Primer apellido/, 'Alumna');
    fill(/^DNI \/ NIE/, '12345678Z');
    fill(/^Email/, 'nueva@alumna.test');
    fill(/^Contraseña/, 'Segura2026');
    fill(/^Repite la contraseña/, 'Segura2026');
    const privacy = screen.getByRole('checkbox', { name: /política de privacidad/ });
    expect(screen.queryByText('Este campo es requerido')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Registrarme' }));
    expect(await screen.findByText('Este campo es requerido')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(privacy));
    expect(calls()).toHaveLength(0);

    fireEvent.click(privacy);
    fireEvent.click(screen.getByRole('button', { name: 'Registrarme' }));
    expect(await screen.findByText('Tu cuenta se ha creado.')).toBeTruthy();
    expect(calls()[0]).toMatchObject({ email: 'nueva@alumna.test', aceptaPrivacidad: true, dni: '12345678Z' });
  });

  it('checks the password rules before sending', async () => {
    renderPage();
    fill(/^Contraseña/, 'corta');
    fireEvent.click(screen.getByRole('button', { name: 'Registrarme' }));
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres y un número')).toBeTruthy();
  });

  it("#12.19 a confirmation that differs says 'Las contraseñas no coinciden', not 'mal formado'", async () => {
    renderPage();
    // With the rest still empty, the mismatch shows beside the other errors.
    fill(/^Contraseña/, 'Segura2026');
    fill(/^Repite la contraseña/, 'Segura2027');
    fireEvent.click(screen.getByRole('button', { name: 'Registrarme' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeTruthy();

    // Everything else right: the only error is the mismatch, in words.
    fill(/^Nombre/, 'Nueva');
    fill(/^Primer apellido/, 'Alumna');
    fill(/^DNI \/ NIE/, '12345678Z');
    fill(/^Email/, 'nueva@alumna.test');
    fireEvent.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Registrarme' }));
    await waitFor(() => expect(screen.queryByText('Este campo es requerido')).toBeNull());
    expect(screen.getByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(screen.queryByText('El campo está mal formado')).toBeNull();
    expect(apiRequests()).toHaveLength(0);
  });
});
