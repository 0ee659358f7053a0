import '../../../test/dom-polyfills';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCandidateCv, TCandidateListItem } from '@portal/contracts/candidates/candidates.schemas';
import { createQueryClient } from '../../../lib/query-client';
import { endSession } from '../../../lib/session';
import { signIn, testBrand, TestProviders } from '../../../test/render-app';
import { answerByPath } from '../../../test/msw-server';
import { CandidateCvPanel } from './candidate-cv-panel';
import { CandidatesSection } from './candidates-section';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const ANA = {
  idCandidatura: 1,
  nombre: 'Ana',
  apellidos: 'Prueba',
  idEstado: 1,
  estado: 'Inscrito',
  fecha: '2026-10-05T10:00:00.000Z',
  leida: false,
  origen: 'student',
} satisfies TCandidateListItem;

// Only what the sheet reads: the name, no sections with content.
const CV = {
  idCandidatura: 1,
  personales: { nombre: 'Ana', apellido1: 'Prueba', apellido2: null },
  presentacion: null,
  academicos: [],
  profesional: [],
  idiomas: [],
  interes: { programasInformaticos: [], competencias: [], intereses: [] },
  documentos: [],
  urlCV: null,
  enlacePortfolio: null,
  urlImagenPerfil: null,
  tienePermisoTrabajo: true,
} as unknown as TCandidateCv;

/** The offer's candidates with the CV beside them, as on a desk (#16 part 6). */
function Harness() {
  const [cv, setCv] = useState<number | null>(null);
  return (
    <>
      <CandidatesSection
        candidates={[ANA]}
        view="tabla"
        onViewChange={() => undefined}
        onOpen={() => undefined}
        onOpenCv={setCv}
      />
      <CandidateCvPanel idCandidatura={cv} desk onClose={() => setCv(null)} />
    </>
  );
}

beforeEach(() => {
  localStorage.clear();
  endSession();
  signIn('company');
  answerByPath({ '/api/Empresa/dameCvCandidato/1': { status: 0, datos: CV } });
  const router = createMemoryRouter([{ path: '/', element: <Harness /> }], { initialEntries: ['/'] });
  render(
    <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
});
afterEach(() => cleanup());

describe('#16 part 6: the CV beside the list', () => {
  it('marks a candidate not opened yet as new, in words and bold', async () => {
    const name = await screen.findByRole('rowheader', { name: /Ana Prueba/ });
    expect(name.textContent).toContain('Nuevo');
    expect(getComputedStyle(name).fontWeight).toBe('700');
  });

  it('opens the CV in a panel that takes the focus; Escape closes it and gives the focus back', async () => {
    const opener = await screen.findByRole('button', { name: 'Ver el currículum de Ana Prueba' });
    opener.focus();
    fireEvent.click(opener);
    const panel = await screen.findByRole('complementary', { name: 'Currículum del candidato' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ana Prueba' })).toBeTruthy();
    expect(document.activeElement).toBe(panel);
    // The list stays there beside it.
    expect(screen.getByRole('rowheader', { name: /Ana Prueba/ })).toBeTruthy();

    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with its button too', async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Ver el currículum de Ana Prueba' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar el currículum' }));
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
  });
});
