import '../../../test/dom-polyfills';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCandidateListItem } from '@portal/contracts/candidates/candidates.schemas';
import { createQueryClient } from '../../../lib/query-client';
import { endSession } from '../../../lib/session';
import { signIn, testBrand, TestProviders } from '../../../test/render-app';
import { answerByPath, requestsTo } from '../../../test/msw-server';
import { CandidatesSection, type TCandidatesView } from './candidates-section';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const CHANGE = '/api/Empresa/cambiaEstadoCandidatura';
const REASONS = '/api/Dominios/tipoMotivoCambioEstadoCandidatura?ambito=empresa&lang=es';

const candidate = (idCandidatura: number, nombre: string, idEstado: number, estado: string, leida = true) =>
  ({
    idCandidatura,
    nombre,
    apellidos: 'Prueba',
    idEstado,
    estado,
    fecha: '2026-10-05T10:00:00.000Z',
    leida,
    origen: 'student',
  }) satisfies TCandidateListItem;

const CANDIDATES = [
  candidate(1, 'Ana', 1, 'Inscrito', false),
  candidate(2, 'Blas', 2, 'En proceso'),
  candidate(3, 'Carla', 17, 'Descartado'),
  candidate(4, 'Dani', 1, 'Inscrito'),
];

function Harness({ initialView }: { initialView: TCandidatesView }) {
  const [view, setView] = useState<TCandidatesView>(initialView);
  return (
    <CandidatesSection
      candidates={CANDIDATES}
      view={view}
      onViewChange={setView}
      onOpen={() => undefined}
      onOpenCv={() => undefined}
    />
  );
}

function renderSection(initialView: TCandidatesView, changeAnswers: unknown[] = []) {
  let calls = 0;
  answerByPath({
    [REASONS]: {
      status: 0,
      datos: [
        {
          id: 15,
          idMotivo: 15,
          idEstado: 17,
          idPerfil: null,
          descripcion: 'Otra candidatura se ajusta mejor al puesto',
        },
      ],
    },
    [CHANGE]: () => changeAnswers[calls++] ?? { status: 0, datos: {} },
  });
  const router = createMemoryRouter([{ path: '/', element: <Harness initialView={initialView} /> }], {
    initialEntries: ['/'],
  });
  render(
    <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

async function pick(label: RegExp, option: string) {
  fireEvent.click(screen.getByRole('textbox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  localStorage.clear();
  endSession();
  signIn('company');
});
afterEach(() => {
  cleanup();
});

describe('#16 part 6: the candidates board', () => {
  it('has a column per state the company can move to, after the states candidates are in now', async () => {
    renderSection('tablero');
    const board = await screen.findByRole('region', { name: 'Tablero de candidatos por estado' });
    const titles = within(board)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Inscrito',
      'En proceso',
      'Preseleccionado',
      'Entrevista',
      'Seleccionado',
      'Contratado',
      'Pruebas de selección',
      'Finalista',
      'En espera',
      'Descartado',
    ]);
    const enrolled = screen.getByTestId('board-column-1');
    expect(within(enrolled).getByText('Ana Prueba')).toBeTruthy();
    expect(within(enrolled).getByText('Nuevo')).toBeTruthy();
    // A final state offers no move; a candidate is never offered its own state.
    expect(
      within(screen.getByTestId('board-card-3')).queryByRole('button', { name: /Mover a Carla Prueba/ }),
    ).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mover a Blas Prueba a otro estado' }));
    expect(await screen.findByRole('menuitem', { name: 'Entrevista' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'En proceso' })).toBeNull();
  });

  it('moves a card through its menu with the reason the target state needs', async () => {
    renderSection('tablero');
    fireEvent.click(await screen.findByRole('button', { name: 'Mover a Ana Prueba a otro estado' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Descartado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar el estado a «Descartado»' });
    expect(within(dialog).getByText('Es un estado final: después ya no podrás cambiarlo.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar estado' }));
    expect(await within(dialog).findByText('Este campo es requerido')).toBeTruthy();
    expect(requestsTo(CHANGE)).toHaveLength(0);

    fireEvent.click(screen.getByRole('textbox', { name: /^Motivo del descarte/ }));
    expect(await screen.findByRole('option', { name: 'Otra candidatura se ajusta mejor al puesto' })).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Otra candidatura se ajusta mejor al puesto' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Comentario para el candidato/ }), {
      target: { value: 'Gracias por tu interés.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar estado' }));
    expect(await within(dialog).findByText('Se ha cambiado el estado de 1 candidato.')).toBeTruthy();
    expect(requestsTo(CHANGE).map((r) => r.body)).toEqual([
      { idCandidatura: 1, idEstado: 17, idMotivo: 15, motivo: 'Gracias por tu interés.' },
    ]);
  });

  it('drags a card to another column: the reason dialog opens; a column it may not go to takes no drop', async () => {
    renderSection('tablero');
    const card = await screen.findByTestId('board-card-1');
    const dataTransfer = { setData: () => undefined, effectAllowed: '', dropEffect: '' };
    // A column the state machine does not allow from 'Inscrito' (its own): nothing happens.
    fireEvent.dragStart(card, { dataTransfer });
    const own = screen.getByTestId('board-column-1');
    expect(fireEvent.dragOver(own, { dataTransfer })).toBe(true);
    fireEvent.drop(own, { dataTransfer });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.dragStart(card, { dataTransfer });
    const rejected = screen.getByTestId('board-column-17');
    // dragOver cancelled = the browser shows the column as a drop target.
    expect(fireEvent.dragOver(rejected, { dataTransfer })).toBe(false);
    fireEvent.drop(rejected, { dataTransfer });
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar el estado a «Descartado»' });
    expect(within(dialog).getByRole('textbox', { name: /^Motivo del descarte/ })).toBeTruthy();
    expect(requestsTo(CHANGE)).toHaveLength(0);
    // A card in a final state cannot be picked up at all.
    expect(screen.getByTestId('board-card-3').getAttribute('draggable')).toBe('false');
  });

  it('moves to a state that needs no reason without one', async () => {
    renderSection('tablero');
    fireEvent.click(await screen.findByRole('button', { name: 'Mover a Blas Prueba a otro estado' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Entrevista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar el estado a «Entrevista»' });
    expect(within(dialog).queryByRole('textbox', { name: /^Motivo del descarte/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar estado' }));
    await waitFor(() =>
      expect(requestsTo(CHANGE).map((r) => r.body)).toEqual([
        { idCandidatura: 2, idEstado: 4, idMotivo: null, motivo: null },
      ]),
    );
  });

  it('changes the state of the selected rows one call each, with one reason, and says which failed', async () => {
    renderSection('tabla', [
      { status: 0, datos: {} },
      { status: 14, datos: null },
    ]);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar a Ana Prueba' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar a Dani Prueba' }));
    expect(screen.getByText('2 candidatos seleccionados')).toBeTruthy();
    await pick(/^Nuevo estado/, 'Descartado');
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar el estado a «Descartado»' });
    expect(within(dialog).getByText('Vas a pasar a 2 candidatos a «Descartado».')).toBeTruthy();
    await pick(/^Motivo del descarte/, 'Otra candidatura se ajusta mejor al puesto');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar estado' }));
    expect(await within(dialog).findByText('Se ha cambiado el estado de 1 candidato.')).toBeTruthy();
    expect(within(dialog).getByText('No se ha podido cambiar 1 candidato')).toBeTruthy();
    expect(within(dialog).getByText(/^Dani Prueba:/)).toBeTruthy();
    expect(requestsTo(CHANGE).map((r) => r.body)).toEqual([
      { idCandidatura: 1, idEstado: 17, idMotivo: 15, motivo: null },
      { idCandidatura: 4, idEstado: 17, idMotivo: 15, motivo: null },
    ]);
  });

  it('offers in bulk only the states every selected candidate may move to', async () => {
    renderSection('tablero');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar a Ana Prueba' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar a Blas Prueba' }));
    fireEvent.click(screen.getByRole('textbox', { name: /^Nuevo estado/ }));
    expect(await screen.findByRole('option', { name: 'Entrevista' })).toBeTruthy();
    // Blas is already 'En proceso'.
    expect(screen.queryByRole('option', { name: 'En proceso' })).toBeNull();
  });
});
