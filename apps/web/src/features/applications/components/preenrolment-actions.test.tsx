import '../../../test/dom-polyfills';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { endSession } from '../../../lib/session';
import { signIn, testBrand, TestProviders } from '../../../test/render-app';
import { PreenrolmentActions } from './preenrolment-actions';

const REASONS = [
  { id: 1, idMotivo: 1, idEstado: 17, idPerfil: 2, descripcion: 'Ya tengo prácticas' },
  { id: 2, idMotivo: 2, idEstado: 17, idPerfil: null, descripcion: 'Motivos personales' },
  { id: 3, idMotivo: 3, idEstado: 17, idPerfil: 1, descripcion: 'Salario insuficiente' },
  { id: 4, idMotivo: 4, idEstado: 5, idPerfil: null, descripcion: 'Otro estado' },
];
const calls: Array<{ url: string; body: unknown }> = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  const datos = url.includes('tipoMotivoCambioEstadoCandidatura') ? REASONS : { idCandidatura: 1, idEstado: 1 };
  return new Response(JSON.stringify({ status: 0, datos }), { status: 200 });
});

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
  calls.length = 0;
  endSession();
  signIn('student');
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('pre-enrolment in state 16 (SPEC §4)', () => {
  it('accepts with the offer url', async () => {
    renderActions();
    fireEvent.click(await screen.findByRole('button', { name: 'Aceptar preinscripción: Prácticas de datos' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/Alumno/aceptarPreinscripcion'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('aceptarPreinscripcion'))?.body).toEqual({ urlOferta: 'oferta-1' });
  });

  it('rejects only with a reason of state 17 for the profile or with no profile', async () => {
    renderActions();
    fireEvent.click(await screen.findByRole('button', { name: 'Rechazar preinscripción: Prácticas de datos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar la preinscripción' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Este campo es requerido')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('rechazarPreinscripcion'))).toBe(false);

    await waitFor(() => expect(calls.some((c) => c.url.includes('tipoMotivoCambioEstadoCandidatura'))).toBe(true));
    fireEvent.click(within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Ya tengo prácticas', 'Motivos personales']);
    fireEvent.click(screen.getByRole('option', { name: 'Motivos personales' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('rechazarPreinscripcion'))?.body).toEqual({ urlOferta: 'oferta-1', idMotivo: 2 }));
  });
});
