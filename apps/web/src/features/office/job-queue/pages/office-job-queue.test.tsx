import '../../../../test/dom-polyfills';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TFailedJobsPage } from '@portal/contracts/office/job-queue.schemas';
import { PERMISSIONS } from '@portal/contracts/office/permissions';
import { endOfficeSession, startOfficeSession } from '../../../../office/office-session';
import { requestsTo, useApi } from '../../../../test/msw-server';
import { fakeToken, renderApp } from '../../../../test/render-app';

// The failed background jobs page (issue #18 part 2) in the routed app, the API answered by MSW.

const perfil = {
  idUsuario: 7,
  email: 'gestor@demo.test',
  nombre: 'Carmen',
  apellidos: 'Gómez Ortega',
  tipo: 'admin' as const,
  sedes: [],
  permisos: [...PERMISSIONS.admin],
  segundoFactor: false,
  idIdiomaPreferido: 1,
};
const failed: TFailedJobsPage = {
  items: [
    {
      id: '12',
      nombre: 'mail.send',
      error: 'AppError 12: 451 try again later',
      intentos: 9,
      creado: '2026-11-26T10:00:00.000Z',
      fallado: '2026-11-26T14:00:00.000Z',
    },
  ],
  total: 1,
  pagina: 1,
  tamano: 50,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endOfficeSession();
  useApi.get('/api/Gestion/resumen', { diasAviso: 7, contadores: [] });
});
afterEach(() => cleanup());

describe('office failed jobs page (issue #18 part 2)', () => {
  it('#18.2 lists the failed job with its error and attempts, and retries it', async () => {
    const user = userEvent.setup();
    let retried = false;
    useApi.get('/api/Gestion/trabajos', () => (retried ? { ...failed, items: [], total: 0 } : failed));
    useApi.post('/api/Gestion/trabajos/12/reintentar', () => {
      retried = true;
      return null;
    });
    startOfficeSession({ token: fakeToken(), perfil });
    renderApp({ path: '/gestion/trabajos' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trabajos fallidos' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Trabajos fallidos, el último fallo primero' });
    expect(within(table).getByRole('cell', { name: 'AppError 12: 451 try again later' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '9' })).toBeTruthy();
    // The side navigation offers the page to an admin.
    expect(screen.getByRole('link', { name: 'Trabajos fallidos' })).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Reintentar el trabajo mail.send n.º 12' }));
    await waitFor(() => expect(requestsTo('/api/Gestion/trabajos/12/reintentar')).toHaveLength(1));
    expect(await screen.findByText('Trabajo n.º 12 de nuevo en la cola')).toBeTruthy();
    expect(await screen.findByText('No hay trabajos fallidos.')).toBeTruthy();
  }, 30_000);

  it('#18.2 a gestor has no link to the page', async () => {
    useApi.get('/api/Gestion/trabajos', failed);
    startOfficeSession({
      token: fakeToken(),
      perfil: { ...perfil, tipo: 'gestor', permisos: [...PERMISSIONS.gestor] },
    });
    renderApp({ path: '/gestion' });
    expect(await screen.findByRole('link', { name: 'Empresas' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Trabajos fallidos' })).toBeNull();
  }, 30_000);
});
