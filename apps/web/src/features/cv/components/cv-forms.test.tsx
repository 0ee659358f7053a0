import '../../../test/dom-polyfills';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { testBrand, TestProviders } from '../../../test/render-app';
import { ProfilePhoto } from './profile-photo';
import { LanguagesSection } from './languages-section';
import { StudyForm } from './studies-section';
import { apiRequests, useApi } from '../../../test/msw-server';

vi.mock('../utils/file-checks', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../utils/file-checks')>();
  return { ...actual, imageSize: vi.fn(async () => ({ width: 1200, height: 800 })) };
});

function wrap(children: ReactNode) {
  return render(
    <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </TestProviders>,
  );
}

function fileOf(name: string, bytes: number, type = 'application/pdf'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

function apiOk() {
  useApi.all('*', { idNuevaAlta: 9 });
  /** The requests made, as { path, body }. */
  return () => apiRequests().map((request) => ({ path: request.url, body: request.body }));
}

afterEach(() => {
  cleanup();
});

describe('study form (SPEC §5 form behaviour)', () => {
  it('shows errors only after a submit attempt and focuses the first invalid field', async () => {
    const calls = apiOk();
    wrap(<StudyForm study={null} domains={undefined} onDone={() => undefined} />);
    const title = screen.getByRole('textbox', { name: /Titulación/ });
    expect(screen.queryByText('Este campo es requerido')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /Nota media/ }), { target: { value: '5' } });
    expect(screen.queryByText('El campo está mal formado')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Este campo es requerido')).toBeTruthy();
    expect(screen.getByText('El campo está mal formado')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(calls()).toHaveLength(0);
  });

  it('sends the grade with a decimal comma converted to a number', async () => {
    const calls = apiOk();
    const done = vi.fn();
    wrap(<StudyForm study={null} domains={undefined} onDone={done} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Titulación/ }), { target: { value: 'Grado en Historia' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Nota media/ }), { target: { value: '2,75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(calls()[0]).toMatchObject({
      path: '/api/Alumno/addEstudio',
      body: { titulo: 'Grado en Historia', nota: 2.75 },
    });
  });
});

describe('CV language (SPEC §5: a language and a level)', () => {
  it("#12.19 an empty language or level says 'Este campo es requerido', not 'mal formado'", async () => {
    const calls = apiOk();
    const domains = {
      idiomas: [{ id: 1, descripcion: 'Inglés' }],
      nivelesIdioma: [{ id: 3, descripcion: 'B2' }],
    } as never;
    wrap(<LanguagesSection languages={[]} domains={domains} />);
    fireEvent.click(screen.getByRole('button', { name: 'Añadir idioma' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getAllByText('Este campo es requerido')).toHaveLength(2));
    expect(screen.queryByText('El campo está mal formado')).toBeNull();
    expect(calls()).toHaveLength(0);
  });
});

describe('profile photo (SPEC §5: max 1000 px)', () => {
  it('refuses a 1200 px photo before sending it', async () => {
    const calls = apiOk();
    const { container } = wrap(<ProfilePhoto url={null} name="Alumna" />);
    fireEvent.change(container.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [fileOf('foto.png', 100, 'image/png')] },
    });
    expect(
      await screen.findByText('La foto de perfil no puede medir más de 1000 píxeles de ancho ni de alto.'),
    ).toBeTruthy();
    expect(calls()).toHaveLength(0);
  });
});
