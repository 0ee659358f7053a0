import '../../../test/dom-polyfills';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPublicBrand } from '@portal/contracts/brand';
import type { TSigner } from '@portal/contracts/proposals/signer.schemas';
import { createQueryClient } from '../../../lib/query-client';
import { endSession } from '../../../lib/session';
import { signIn, testBrand, TestProviders } from '../../../test/render-app';
import HomePage from '../pages/home-page';
import { AGREEMENT_REMINDER_KEY } from './agreement-reminder';
import { apiRequests, envelope, useApi } from '../../../test/msw-server';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const COMPLETE: TSigner = {
  nombre: 'Marta',
  apellidos: 'Pons',
  dni: null,
  cargo: 'Gerente',
  email: 'marta@empresa.test',
  completo: true,
};
const INCOMPLETE: TSigner = { nombre: 'Marta', apellidos: null, dni: null, cargo: null, email: null, completo: false };

let signer: TSigner = COMPLETE;
/** The company home's calls; saving the signer completes it, as the API does. */
function mockApi() {
  useApi.all('*', ({ url: parsed, body }) => {
    const url = parsed.pathname + parsed.search;
    if (url.endsWith('/dameDatosFirmanteEmpresa')) return signer;
    if (url.endsWith('/editaDatosFirmanteEmpresa')) {
      signer = { ...(body as TSigner), completo: true };
      return envelope(signer, { aviso: 532 });
    }
    if (url.endsWith('/dameNumProcesos')) return { numProcesosActivosPracticas: 3, numProcesosActivosEmpleo: 1 };
    if (url.endsWith('/dameEncuestas')) {
      return [
        {
          idEncuesta: 3,
          titulo: 'Satisfacción de empresas',
          descripcion: null,
          urlAcceso: 'satisfaccion',
          obligatoria: false,
          sacaOpcionAnonima: false,
          idPractica: null,
          enCurso: false,
          fechaHasta: null,
        },
      ];
    }
    if (url.endsWith('/dameComunicaciones'))
      return [
        {
          idComunicacion: 1,
          fechaDesde: '2030-01-15',
          descripcion: 'Nueva convocatoria de prácticas',
          enlace: '/eventos',
        },
      ];
    return null;
  });
}

const called = (path: string) => apiRequests().some((request) => request.url.endsWith(path));

function renderHome(brand: TPublicBrand = testBrand()) {
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }], { initialEntries: ['/'] });
  return render(
    <TestProviders brand={brand} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endSession();
  signer = COMPLETE;
  mockApi();
});
afterEach(() => {
  cleanup();
});

describe('company home (SPEC §2 Company home)', () => {
  it('shows the placement tiles, and the job tiles only with tilesEmpleo', async () => {
    signIn('company');
    renderHome();
    expect((await screen.findByRole('link', { name: 'Mis propuestas de prácticas' })).getAttribute('href')).toBe(
      '/mis-propuestas',
    );
    expect(screen.getByRole('link', { name: 'Publicar una nueva propuesta de prácticas' }).getAttribute('href')).toBe(
      '/nueva-propuesta',
    );
    expect(screen.queryByRole('link', { name: 'Mis ofertas de empleo' })).toBeNull();
    cleanup();
    renderHome(testBrand({ flagsOn: ['tilesEmpleo'] }));
    expect(await screen.findByRole('link', { name: 'Publicar una nueva oferta de empleo' })).toBeTruthy();
  });

  it('loads the processes, the surveys and the communications when the signer is complete', async () => {
    signIn('company');
    renderHome();
    expect((await screen.findByTestId('tile-count-my-proposals')).textContent).toBe('3 abiertas');
    const survey = await screen.findByRole('link', { name: 'Satisfacción de empresas' });
    expect(survey.getAttribute('href')).toBe('/encuestas/satisfaccion');
    expect(await screen.findByText('Nueva convocatoria de prácticas')).toBeTruthy();
    expect(screen.getByText('15/01/2030')).toBeTruthy();
    expect(screen.queryByText('Muy pronto disponible')).toBeNull();
    expect(screen.queryByTestId('signer-dialog')).toBeNull();
  });

  it('opens the mandatory signer dialog first when the signer is incomplete, then loads the processes', async () => {
    signer = INCOMPLETE;
    signIn('company', { faltaConvenioFirmado: true });
    renderHome();
    const dialog = await screen.findByRole('dialog', { name: 'Datos del firmante de la empresa' });
    // Not dismissable: no close button, Escape does nothing; nothing else loads meanwhile.
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Datos del firmante de la empresa' })).toBeTruthy();
    expect(called('/dameNumProcesos')).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Convenio de prácticas pendiente' })).toBeNull();

    // SPEC §5: first name, last name, email and position required; errors after the attempt.
    expect(within(dialog).queryByText('Este campo es requerido')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar y continuar' }));
    expect((await within(dialog).findAllByText('Este campo es requerido')).length).toBe(3);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Apellidos/ }), { target: { value: 'Pons Vidal' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Email/ }), { target: { value: 'marta.pons' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Cargo/ }), { target: { value: 'Gerente' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar y continuar' }));
    expect(await within(dialog).findByText('El campo email está mal formado')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Email/ }), {
      target: { value: 'marta@empresa.test' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar y continuar' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Datos del firmante de la empresa' })).toBeNull());
    const saved = apiRequests().find((request) => request.url.endsWith('/editaDatosFirmanteEmpresa'));
    expect(saved?.body).toEqual({
      nombre: 'Marta',
      apellidos: 'Pons Vidal',
      email: 'marta@empresa.test',
      cargo: 'Gerente',
    });
    expect(await screen.findByTestId('tile-count-my-proposals')).toBeTruthy();
    // The unsigned-agreement reminder comes after the signer.
    expect(await screen.findByRole('dialog', { name: 'Convenio de prácticas pendiente' })).toBeTruthy();
  });

  it('shows the unsigned-agreement reminder once per session', async () => {
    signIn('company', { faltaConvenioFirmado: true });
    renderHome();
    const dialog = await screen.findByRole('dialog', { name: 'Convenio de prácticas pendiente' });
    expect(within(dialog).getByText(testBrand().texts.es.empresaSinConvenio)).toBeTruthy();
    expect(sessionStorage.getItem(AGREEMENT_REMINDER_KEY)).toBeTruthy();
    cleanup();
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeTruthy();
    await screen.findByTestId('tile-count-my-proposals');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows no reminder when the agreement is signed', async () => {
    signIn('company', { faltaConvenioFirmado: false });
    renderHome();
    await screen.findByTestId('tile-count-my-proposals');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
