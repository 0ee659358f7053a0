import '../../../test/dom-polyfills';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCandidateDetail } from '@portal/contracts/candidates/candidates.schemas';
import { createQueryClient } from '../../../lib/query-client';
import { endSession } from '../../../lib/session';
import { signIn, testBrand, TestProviders } from '../../../test/render-app';
import { CandidateStateForm } from './candidate-state-form';
import { CloseProposalDialog } from './close-proposal-dialog';
import { answerEverythingWith, apiRequests, requestsTo } from '../../../test/msw-server';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

function renderWithProviders(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(
    <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

/** The JSON body of the call to `path`. */
function bodyOf(path: string): unknown {
  return requestsTo(path)[0]?.body;
}

beforeEach(() => {
  localStorage.clear();
  endSession();
  signIn('company');
  answerEverythingWith({});
});
afterEach(() => {
  cleanup();
});

describe('closing an offer (SPEC §4)', () => {
  it('asks with the exact confirmation text and whether a university candidate was chosen', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <CloseProposalDialog idOferta={7} titulo="Prácticas de ciberseguridad" opened onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar la oferta «Prácticas de ciberseguridad»' });
    expect(within(dialog).getByTestId('close-confirmation').textContent).toBe(
      'Una oferta cerrada no estará visible ni recibirá nuevos candidatos. ¿Estás seguro de querer cerrar esta oferta?',
    );
    const question = within(dialog).getByRole('radiogroup', {
      name: /¿Se ha elegido a algún candidato propuesto por una oficina de la universidad\?/,
    });

    // The answer is required (errors after the submit attempt).
    expect(within(dialog).queryByText('Este campo es requerido')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar oferta' }));
    expect(await within(dialog).findByText('Este campo es requerido')).toBeTruthy();
    expect(apiRequests()).toHaveLength(0);

    fireEvent.click(within(question).getByRole('radio', { name: 'No' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar oferta' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf('/api/Empresa/cerrarOferta')).toEqual({ idOferta: 7, candidatoUniversidadElegido: false });
  });
});

const CANDIDATE: TCandidateDetail = {
  idCandidatura: 3,
  idOferta: 3,
  urlOferta: '809e2fc82678083d',
  tituloOferta: 'Desarrollador/a full stack junior',
  idPerfil: 1,
  idEstado: 2,
  estado: 'En proceso',
  idMotivo: null,
  motivo: null,
  fecha: '2026-11-13T11:00:00.000Z',
  leida: true,
  origen: 'student',
  alumno: {
    nombre: 'Lucía',
    apellidos: 'Martínez Soler',
    email: null,
    telefono: null,
    localidad: null,
    provincia: null,
    presentacion: null,
    titulaciones: [],
  },
  historial: [],
  estadosPosibles: [
    { id: 4, descripcion: 'Entrevista' },
    { id: 17, descripcion: 'Descartado' },
  ],
  motivosRechazo: [
    { idMotivo: 15, idEstado: 17, idPerfil: null, descripcion: 'Otra candidatura se ajusta mejor al puesto' },
    // A reason of the other profile (the offer is an employment one, SPEC §4 filters by profile or none).
    {
      idMotivo: 6,
      idEstado: 17,
      idPerfil: 2,
      descripcion: 'El horario de las prácticas es incompatible con mis estudios',
    },
  ],
};

async function pick(label: RegExp, option: string) {
  fireEvent.click(screen.getByRole('textbox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('changing a candidate state (SPEC §2 company offer detail, §4, §5)', () => {
  it('requires a reason to reject, then sends the state with the reason', async () => {
    renderWithProviders(<CandidateStateForm candidate={CANDIDATE} />);
    await pick(/^Nuevo estado/, 'Descartado');
    const reason = await screen.findByRole('textbox', { name: /^Motivo del descarte/ });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Este campo es requerido')).toBeTruthy();
    expect(bodyOf('/api/Empresa/cambiaEstadoCandidatura')).toBeUndefined();

    await pick(/^Motivo del descarte/, 'Otra candidatura se ajusta mejor al puesto');
    fireEvent.change(screen.getByRole('textbox', { name: /Comentario para el candidato/ }), {
      target: { value: 'Gracias por tu interés.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirmar el cambio de estado' })).getByRole('button', {
        name: 'Sí, cambiar el estado',
      }),
    );
    await waitFor(() =>
      expect(bodyOf('/api/Empresa/cambiaEstadoCandidatura')).toEqual({
        idCandidatura: 3,
        idEstado: 17,
        idMotivo: 15,
        motivo: 'Gracias por tu interés.',
      }),
    );
  });

  it('#12.12 offers only the company reasons when discarding, and asks for confirmation before the final state', async () => {
    renderWithProviders(<CandidateStateForm candidate={CANDIDATE} />);
    await pick(/^Nuevo estado/, 'Descartado');
    fireEvent.click(await screen.findByRole('textbox', { name: /^Motivo del descarte/ }));
    expect(await screen.findByRole('option', { name: 'Otra candidatura se ajusta mejor al puesto' })).toBeTruthy();
    expect(
      screen.queryByRole('option', { name: 'El horario de las prácticas es incompatible con mis estudios' }),
    ).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Otra candidatura se ajusta mejor al puesto' }));

    fireEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar el cambio de estado' });
    expect(within(dialog).getByText(/«Descartado»\. Es un estado final/)).toBeTruthy();
    // Cancelling sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmar el cambio de estado' })).toBeNull());
    expect(bodyOf('/api/Empresa/cambiaEstadoCandidatura')).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirmar el cambio de estado' })).getByRole('button', {
        name: 'Sí, cambiar el estado',
      }),
    );
    await waitFor(() =>
      expect(bodyOf('/api/Empresa/cambiaEstadoCandidatura')).toEqual({
        idCandidatura: 3,
        idEstado: 17,
        idMotivo: 15,
        motivo: null,
      }),
    );
  });

  it('sends a state that needs no reason without one', async () => {
    renderWithProviders(<CandidateStateForm candidate={CANDIDATE} />);
    expect(screen.queryByRole('textbox', { name: /^Motivo del descarte/ })).toBeNull();
    await pick(/^Nuevo estado/, 'Entrevista');
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    await waitFor(() =>
      expect(bodyOf('/api/Empresa/cambiaEstadoCandidatura')).toEqual({
        idCandidatura: 3,
        idEstado: 4,
        idMotivo: null,
        motivo: null,
      }),
    );
  });
});
