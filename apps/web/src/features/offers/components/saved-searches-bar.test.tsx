import '../../../test/dom-polyfills';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TSavedSearch } from '@portal/contracts/offers/offers.schemas';
import { changeLanguageLocally } from '../../../i18n';
import { createQueryClient } from '../../../lib/query-client';
import { signIn, testBrand, TestProviders } from '../../../test/render-app';
import { requestsTo, useApi } from '../../../test/msw-server';
import { SavedSearchesBar } from './saved-searches-bar';

const search = (alerta: TSavedSearch['alerta']): TSavedSearch => ({
  id: 7,
  nombre: 'Datos en Valencia',
  tipo: 'practicas',
  filtros: { titulo: 'datos' },
  fecha: '2026-11-20T10:00:00.000Z',
  alerta,
});

beforeEach(() => {
  changeLanguageLocally('es');
  signIn('student');
  useApi.get('/api/Alumno/dameHistorialBusquedas', { historial: [] });
});
afterEach(cleanup);

describe('#16 part 3: a saved search is followed by e-mail from the saved-searches bar', () => {
  it('shows the alert of the chosen search and changes it to weekly', async () => {
    let alerta: TSavedSearch['alerta'] = 'ninguna';
    useApi.get('/api/Alumno/dameBusquedasGuardadas', () => ({ busquedas: [search(alerta)] }));
    useApi.post('/api/Alumno/guardaAlertaBusqueda', ({ body }) => {
      alerta = (body as { frecuencia: TSavedSearch['alerta'] }).frecuencia;
      return { busquedas: [search(alerta)] };
    });
    render(
      <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
        <SavedSearchesBar kind="practicas" filters={{}} onApply={() => undefined} />
      </TestProviders>,
    );
    // No alert control until a search is chosen.
    expect(screen.queryByRole('textbox', { name: 'Aviso por correo' })).toBeNull();
    fireEvent.click(await screen.findByRole('textbox', { name: 'Búsquedas guardadas' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Datos en Valencia', hidden: true }));
    const alert = await screen.findByRole('textbox', { name: 'Aviso por correo' });
    expect((alert as HTMLInputElement).value).toBe('Sin aviso');
    fireEvent.click(alert);
    fireEvent.click(await screen.findByRole('option', { name: 'Cada semana', hidden: true }));
    await waitFor(() => expect(requestsTo('/api/Alumno/guardaAlertaBusqueda')).toHaveLength(1));
    expect(requestsTo('/api/Alumno/guardaAlertaBusqueda')[0].body).toEqual({ id: 7, frecuencia: 'semanal' });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Aviso por correo' }) as HTMLInputElement).value).toBe('Cada semana'),
    );
  });
});
