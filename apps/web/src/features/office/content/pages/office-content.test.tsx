import '../../../../test/dom-polyfills';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TOfficeCommunication } from '@portal/contracts/office/content.schemas';
import { PERMISSIONS } from '@portal/contracts/office/permissions';
import { endOfficeSession, startOfficeSession } from '../../../../office/office-session';
import { requestsTo, useApi } from '../../../../test/msw-server';
import { fakeToken, renderApp } from '../../../../test/render-app';

// The office's content pages (issue #15 'Content') in the routed app, the API answered by MSW.

const perfil = {
  idUsuario: 7,
  email: 'gestor@demo.test',
  nombre: 'Carmen',
  apellidos: 'Gómez Ortega',
  tipo: 'admin' as const,
  sedes: [],
  permisos: [...PERMISSIONS.admin],
  segundoFactor: true,
  idIdiomaPreferido: 1,
};

const saved: TOfficeCommunication = {
  idComunicacion: 5,
  descripcionEs: 'Feria de prácticas',
  descripcionCa: 'Fira de pràctiques',
  enlace: '',
  estado: 'publicado',
  publicarDesde: '2026-11-20',
  publicarHasta: null,
  destinatarios: 'alumnos',
  idTitulacion: null,
  idSede: null,
  borrador: false,
  compartido: false,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endOfficeSession();
  useApi.get('/api/Gestion/resumen', { diasAviso: 7, contadores: [] });
  useApi.get('/api/Dominios/dominios/:lang', {
    sedes: [{ id: 1, descripcion: 'Campus de Valencia' }],
    titulaciones: [],
  });
  startOfficeSession({ token: fakeToken(), perfil });
});
afterEach(() => cleanup());

describe('office content pages (issue #15 "Content")', () => {
  it('#15.content a communication form checks before sending, previews in Catalan falling back to Spanish, and saves', async () => {
    const user = userEvent.setup();
    useApi.post('/api/Gestion/contenidos/comunicaciones', () => saved);
    useApi.get('/api/Gestion/contenidos/comunicaciones/5', () => saved);
    const { router } = renderApp({ path: '/gestion/contenidos/comunicaciones/nuevo' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nueva comunicación' }, { timeout: 10_000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Este campo es obligatorio.')).toBeTruthy();
    expect(requestsTo('/api/Gestion/contenidos/comunicaciones', 'POST')).toHaveLength(0);

    await user.click(screen.getByLabelText(/Texto \(castellano\)/));
    await user.paste('Feria de prácticas');
    const preview = screen.getByTestId('content-preview');
    expect(within(preview).getByText('Feria de prácticas')).toBeTruthy();
    // No Catalan text yet: the Catalan preview shows the Spanish one, as readers' pages do.
    await user.click(screen.getByRole('radio', { name: 'Catalán' }));
    expect(within(preview).getByText('Feria de prácticas')).toBeTruthy();
    await user.click(screen.getByLabelText(/Texto \(catalán\)/));
    await user.paste('Fira de pràctiques');
    expect(within(preview).getByText('Fira de pràctiques')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(requestsTo('/api/Gestion/contenidos/comunicaciones', 'POST')[0]?.body).toMatchObject({
        descripcionEs: 'Feria de prácticas',
        descripcionCa: 'Fira de pràctiques',
        destinatarios: 'alumnos',
        idSede: null,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/gestion/contenidos/comunicaciones/5'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar comunicación' })).toBeTruthy();
  }, 60_000);

  it('#15.content lists the items with their state and deletes only the brand own ones', async () => {
    const user = userEvent.setup();
    useApi.get('/api/Gestion/contenidos/comunicaciones', () => [
      saved,
      { ...saved, idComunicacion: 1, compartido: true, estado: 'caducado' },
    ]);
    renderApp({ path: '/gestion/contenidos' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contenidos publicados' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Publicado')).toBeTruthy();
    expect(within(rows[2]).getByText('Caducado')).toBeTruthy();
    // A shared item cannot be deleted here.
    expect(within(rows[2]).queryByRole('button', { name: /Borrar/ })).toBeNull();
    await user.click(within(rows[1]).getByRole('button', { name: /Borrar/ }));
    useApi.post('/api/Gestion/contenidos/comunicaciones/5/borrar', () => null);
    await user.click(within(rows[1]).getByRole('button', { name: 'Confirmar el borrado' }));
    await waitFor(() => expect(requestsTo('/api/Gestion/contenidos/comunicaciones/5/borrar', 'POST')).toHaveLength(1));
  }, 30_000);
});
