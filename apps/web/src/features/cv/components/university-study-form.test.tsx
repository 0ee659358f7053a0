import '../../../test/dom-polyfills';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TTitulacion } from '@portal/contracts/domains/domains.schemas';
import { createQueryClient } from '../../../lib/query-client';
import { testBrand, TestProviders } from '../../../test/render-app';
import { UniversityStudyForm } from './university-study-form';
import { apiRequests, useApi } from '../../../test/msw-server';

vi.setConfig({ testTimeout: 30_000 });

const DEGREES: TTitulacion[] = [
  { id: 2, descripcion: 'Grado en Historia', nivel: 'grado', idSede: 3, idArea: 1, creditos: 240, dosAnios: false },
];
const SEDES = [
  { id: 5, descripcion: 'Todas' },
  { id: 3, descripcion: 'Campus de Madrid' },
];

function api() {
  useApi.all('*', ({ url }) => {
    const path = url.pathname + url.search;
    return path.includes('/Dominios/titulaciones/')
      ? DEGREES
      : path.includes('/Dominios/dominios/')
        ? { sedes: SEDES }
        : { idNuevaAlta: 9 };
  });
  /** The requests made, as { path, body }. */
  return () => apiRequests().map((request) => ({ path: request.url, body: request.body }));
}

afterEach(() => {
  cleanup();
});

describe('university degree form (SPEC §5 sede required)', () => {
  it("#12.30 asks for the campus, starts from the degree's own, and sends it", async () => {
    const calls = api();
    const done = vi.fn();
    render(
      <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
        <UniversityStudyForm onDone={done} />
      </TestProviders>,
    );
    const sede = await screen.findByRole('textbox', { name: /^Sede/ });
    expect(sede.hasAttribute('required') || sede.getAttribute('aria-required') === 'true').toBe(true);
    fireEvent.click(screen.getByRole('textbox', { name: /^Titulación de la universidad/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Grado en Historia' }));
    await waitFor(() => expect((sede as HTMLInputElement).value).toBe('Campus de Madrid'));
    fireEvent.change(screen.getByRole('textbox', { name: /Nota media/ }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(calls().find((c) => c.path.endsWith('/api/Alumno/addEstudioUniversidad'))?.body).toMatchObject({
      idTitulacion: 2,
      idSede: 3,
      nota: 3,
    });
  });
});
