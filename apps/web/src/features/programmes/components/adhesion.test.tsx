import '../../../test/dom-polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TProgrammeDetail } from '@portal/contracts/programmes/programmes.schemas';
import { signIn, testBrand } from '../../../test/render-app';
import ProgrammePage from '../pages/programme-page';
import ProgrammesPage from '../pages/programmes-page';
import { renderRoutes } from '../../../test/render-routes';
import { resetBetweenTests } from '../../../test/reset-between-tests';
import { answerByPath, apiRequests } from '../../../test/msw-server';

const pages = { programmes: ProgrammesPage, programme: ProgrammePage };

function detail(extra: Partial<TProgrammeDetail> = {}): TProgrammeDetail {
  return {
    id: 2,
    nombre: 'Programa Talento Joven',
    requiereAdhesion: true,
    estadoAdhesion: null,
    descripcion: 'Primer contacto profesional de un año.',
    dedicacion: 80,
    meses: 12,
    fechaInicio: '2026-01-01',
    fechaFin: null,
    paraAlumnos: true,
    paraEmpresas: true,
    documentos: [],
    ...extra,
  };
}

function mockApi(routes: Record<string, unknown | (() => unknown)>) {
  answerByPath(routes);
  /** The POSTs made, as { path, body }. */
  return () =>
    apiRequests()
      .filter((request) => request.method === 'POST')
      .map((request) => ({ path: request.url, body: request.body }));
}

resetBetweenTests();

describe('programmes (SPEC §2 /programas-practicas-activos)', () => {
  it('lists the programmes sorted by name', async () => {
    signIn('student');
    mockApi({
      '/api/Publico/programasPracticasActivos?lang=es': {
        status: 0,
        datos: [
          { id: 3, nombre: 'Erasmus+ Prácticas' },
          { id: 2, nombre: 'Programa Talento Joven' },
          { id: 1, nombre: 'Prácticas extracurriculares' },
        ],
      },
    });
    renderRoutes({ path: '/programas-practicas-activos', brand: testBrand({ flagsOn: ['hasProgramas'] }), pages });
    await screen.findAllByTestId('programme');
    expect(
      screen
        .getAllByRole('link')
        .map((a) => a.textContent)
        .filter((name) => /Programa|Prácticas|Erasmus/.test(name ?? '')),
    ).toEqual(['Erasmus+ Prácticas', 'Prácticas extracurriculares', 'Programa Talento Joven']);
  });

  it('a student asks to join with the dedication and months the programme sets (required first)', async () => {
    signIn('student');
    let requested = false;
    const posts = mockApi({
      '/api/Alumno/detallePrograma/2': () => ({
        status: 0,
        datos: detail(requested ? { estadoAdhesion: 'solicitada' } : {}),
      }),
      '/api/Alumno/solicitaAdhesionPrograma/2': () => {
        requested = true;
        return { status: 0, datos: detail({ estadoAdhesion: 'solicitada' }), aviso: 523 };
      },
    });
    renderRoutes({ path: '/programas-practicas-activos/2', brand: testBrand({ flagsOn: ['hasProgramas'] }), pages });
    fireEvent.click(await screen.findByRole('button', { name: 'Solicitar la adhesión' }));
    expect(await screen.findAllByText('Este campo es requerido')).toHaveLength(2);
    expect(posts()).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/^Dedicación/), { target: { value: '80' } });
    fireEvent.change(screen.getByLabelText(/^Duración/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar la adhesión' }));
    await waitFor(() =>
      expect(posts()).toEqual([
        { path: '/api/Alumno/solicitaAdhesionPrograma/2', body: { dedicacion: 80, meses: 12 } },
      ]),
    );
    expect(await screen.findByText('Has solicitado la adhesión. Te avisaremos cuando se resuelva.')).toBeTruthy();
    expect((await screen.findByTestId('error-popup')).getAttribute('data-code')).toBe('523');
  });

  it('a company uses its own call (solicitaAhesionPrograma) and may name the student', async () => {
    signIn('company');
    const posts = mockApi({
      '/api/Empresa/detallePrograma/2': { status: 0, datos: detail() },
      '/api/Empresa/solicitaAhesionPrograma/2': { status: 58, datos: null },
    });
    renderRoutes({ path: '/programas-practicas-activos/2', pages });
    fireEvent.change(await screen.findByLabelText(/^Dedicación/), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText(/^Duración/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar la adhesión' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({ path: '/api/Empresa/solicitaAhesionPrograma/2', body: { dedicacion: 50, meses: 12 } });
    expect((await screen.findByTestId('error-popup')).getAttribute('data-code')).toBe('58');
  });

  it('says when no adhesion is needed or it was already accepted', async () => {
    signIn('company');
    mockApi({ '/api/Empresa/detallePrograma/2': { status: 0, datos: detail({ estadoAdhesion: 'aceptada' }) } });
    renderRoutes({ path: '/programas-practicas-activos/2', pages });
    expect(await screen.findByText('Tu adhesión a este programa está aceptada.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Solicitar la adhesión' })).toBeNull();
  });
});
