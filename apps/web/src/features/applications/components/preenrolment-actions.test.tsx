import '../../../test/dom-polyfills';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { endSession } from '../../../lib/session';
import { signIn, testBrand, TestProviders } from '../../../test/render-app';
import { PreenrolmentActions } from './preenrolment-actions';
import { apiRequests, useApi } from '../../../test/msw-server';

const REASONS = [
  { id: 1, idMotivo: 1, idEstado: 17, idPerfil: 2, descripcion: 'Ya tengo prácticas' },
  { id: 2, idMotivo: 2, idEstado: 17, idPerfil: null, descripcion: 'Motivos personales' },
  { id: 3, idMotivo: 3, idEstado: 17, idPerfil: 1, descripcion: 'Salario insuficiente' },
  { id: 4, idMotivo: 4, idEstado: 5, idPerfil: null, descripcion: 'Otro estado' },
];
/** The requests the actions made (url, body). */
const calls = () => apiRequests();

function renderActions() {
  render(
    <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
      <MemoryRouter>
        <PreenrolmentActions urlOferta="oferta-1" idPerfil={2} titulo="Prácticas de datos" />
      </MemoryRouter>
    </TestProviders>,
  );
}

beforeEach(() => {
  endSession();
  signIn('student');
  useApi.all('*', ({ url }) =>
    url.pathname.includes('tipoMotivoCambioEstadoCandidatura') ? REASONS : { idCandidatura: 1, idEstado: 1 },
  );
});
afterEach(() => {
  cleanup();
});

describe('pre-enrolment in state 16 (SPEC §4)', () => {
  it('accepts with the offer url', async () => {
    renderActions();
    fireEvent.click(await screen.findByRole('button', { name: 'Aceptar preinscripción: Prácticas de datos' }));
    await waitFor(() => expect(calls().some((c) => c.url.endsWith('/api/Alumno/aceptarPreinscripcion'))).toBe(true));
    expect(calls().find((c) => c.url.endsWith('aceptarPreinscripcion'))?.body).toEqual({ urlOferta: 'oferta-1' });
  });

  it('rejects only with a reason of state 17 for the profile or with no profile', async () => {
    renderActions();
    fireEvent.click(await screen.findByRole('button', { name: 'Rechazar preinscripción: Prácticas de datos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar la preinscripción' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Este campo es requerido')).toBeTruthy();
    expect(calls().some((c) => c.url.endsWith('rechazarPreinscripcion'))).toBe(false);

    await waitFor(() => expect(calls().some((c) => c.url.includes('tipoMotivoCambioEstadoCandidatura'))).toBe(true));
    fireEvent.click(within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Ya tengo prácticas', 'Motivos personales']);
    fireEvent.click(screen.getByRole('option', { name: 'Motivos personales' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() =>
      expect(calls().find((c) => c.url.endsWith('rechazarPreinscripcion'))?.body).toEqual({
        urlOferta: 'oferta-1',
        idMotivo: 2,
      }),
    );
  });
});
