import '../../../test/dom-polyfills';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPublicBrand } from '@portal/contracts/brand';
import { createQueryClient } from '../../../lib/query-client';
import { endSession } from '../../../lib/session';
import { signIn, testBrand, TestProviders } from '../../../test/render-app';
import HomePage from '../pages/home-page';
import { AGREEMENT_REMINDER_KEY } from './agreement-reminder';

const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 0, datos: null }), { status: 200 }));

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
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('student home (SPEC §2 Student home)', () => {
  it("raises the 'sinCV' notice, linking to /cv, when the student has no attached CV", async () => {
    signIn('student', { tieneCVadjunto: false });
    renderHome();
    const notice = await screen.findByTestId('sin-cv-notice');
    expect(within(notice).getByText('Adjunta tu CV')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Ir a mi CV' }).getAttribute('href')).toBe('/cv');
  });

  it('shows no notice when the CV is attached', async () => {
    signIn('student', { tieneCVadjunto: true });
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeTruthy();
    expect(screen.queryByTestId('sin-cv-notice')).toBeNull();
  });

  it('shows the modules, the surveys anchor and its link, without calling missing endpoints', async () => {
    signIn('student', { tieneCVadjunto: true });
    renderHome();
    for (const name of ['Ofertas', 'Mis candidaturas', 'Comunicaciones', 'Informes']) {
      expect(await screen.findByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Informes' }).id).toBe('informes');
    expect(screen.getByRole('link', { name: 'Ir a los informes' }).getAttribute('href')).toBe('#informes');
    expect(screen.getAllByText('Muy pronto disponible').length).toBeGreaterThan(0);
    // Events and guides only with their brand flags.
    expect(screen.queryByRole('heading', { name: 'Próximos eventos' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Guías de orientación' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds events and guides when the brand has them, and the brand banner', async () => {
    signIn('student', { tieneCVadjunto: true });
    const base = testBrand({ flagsOn: ['hasEventos', 'hasGuiasOrientacion'] });
    const brand = { ...base, texts: { ...base.texts, es: { ...base.texts.es, banner_home: { texto: 'Foro de empleo', enlace: '/eventos' } } } };
    renderHome(brand);
    expect(await screen.findByRole('heading', { level: 2, name: 'Próximos eventos' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Guías de orientación' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Foro de empleo' }).getAttribute('href')).toBe('/eventos');
  });
});

describe('company home (SPEC §2 Company home)', () => {
  it('shows the placement tiles, and the job tiles only with tilesEmpleo', async () => {
    signIn('company');
    renderHome();
    expect((await screen.findByRole('link', { name: 'Mis propuestas de prácticas' })).getAttribute('href')).toBe('/mis-propuestas');
    expect(screen.getByRole('link', { name: 'Publicar una nueva propuesta de prácticas' }).getAttribute('href')).toBe('/nueva-propuesta');
    expect(screen.queryByRole('link', { name: 'Mis ofertas de empleo' })).toBeNull();
    cleanup();
    renderHome(testBrand({ flagsOn: ['tilesEmpleo'] }));
    expect(await screen.findByRole('link', { name: 'Publicar una nueva oferta de empleo' })).toBeTruthy();
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
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows no reminder when the agreement is signed', async () => {
    signIn('company', { faltaConvenioFirmado: false });
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
