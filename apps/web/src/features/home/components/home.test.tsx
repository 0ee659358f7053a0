import '../../../test/dom-polyfills';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPublicBrand } from '@portal/contracts/brand';
import { createQueryClient } from '../../../lib/query-client';
import { endSession } from '../../../lib/session';
import { signIn, testBrand, TestProviders } from '../../../test/render-app';
import HomePage, { prefetch } from '../pages/home-page';
import { DOCUMENTATION_REMINDER_DELAY_MS } from './documentation-reminder';
import { answerEverythingWith, apiRequests, apiSettled, requestsTo, useApi } from '../../../test/msw-server';

function renderHome(brand: TPublicBrand = testBrand(), queryClient = createQueryClient()) {
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }], { initialEntries: ['/'] });
  return render(
    <TestProviders brand={brand} queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endSession();
  answerEverythingWith(null);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('student home (SPEC §2 Student home)', () => {
  it('#16.9 its first requests start with its chunk, and the page then asks none of them again', async () => {
    signIn('student', { tieneCVadjunto: true });
    useApi.get('/api/Alumno/faltanDatosPersonalesObligatorios', {
      faltanDatos: false,
      campos: [],
      faltaNumeroSeguridadSocial: false,
      faltaIban: false,
    });
    const queryClient = createQueryClient();
    prefetch(queryClient);
    const first = [
      '/api/Alumno/dameOfertasUsuario/practicas/1',
      '/api/Alumno/dameCandidaturasPracticasUsuario',
      '/api/Alumno/dameComunicaciones',
      '/api/Alumno/dameEncuestasUsuario',
      '/api/Alumno/dameEncuestasObligatoriasPendientes',
      '/api/Alumno/faltanDatosPersonalesObligatorios',
      '/api/Publico/bannerHome',
    ];
    await apiSettled();
    for (const path of first) expect(requestsTo(path), path).toHaveLength(1);
    renderHome(testBrand(), queryClient);
    expect(await screen.findByRole('heading', { level: 2, name: 'Comunicaciones' })).toBeTruthy();
    await apiSettled();
    for (const path of first) expect(requestsTo(path), path).toHaveLength(1);
  });

  it("raises the 'sinCV' notice, linking to /cv, when the student has no attached CV", async () => {
    signIn('student', { tieneCVadjunto: false });
    renderHome();
    const notice = await screen.findByTestId('sin-cv-notice');
    expect(within(notice).getByText('Adjunta tu CV')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Ir a mi CV' }).getAttribute('href')).toBe('/cv#documentos');
  });

  it('shows no notice when the CV is attached', async () => {
    signIn('student', { tieneCVadjunto: true });
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeTruthy();
    expect(screen.queryByTestId('sin-cv-notice')).toBeNull();
  });

  it('shows the modules with their data, the surveys anchor and its link', async () => {
    signIn('student', { tieneCVadjunto: true });
    renderHome();
    for (const name of ['Ofertas', 'Mis candidaturas', 'Comunicaciones', 'Informes']) {
      expect(await screen.findByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Informes' }).id).toBe('informes');
    expect(screen.getByRole('link', { name: 'Ir a los informes' }).getAttribute('href')).toBe('#informes');
    expect(screen.queryByText('Muy pronto disponible')).toBeNull();
    const paths = () => apiRequests().map((request) => request.url);
    await waitFor(() => {
      for (const path of [
        'dameOfertasUsuario/practicas/1',
        'dameCandidaturasPracticasUsuario',
        'dameComunicaciones',
        'dameEncuestasUsuario',
      ]) {
        expect(paths().some((p) => p.includes(path))).toBe(true);
      }
    });
    // Events and guides only with their brand flags.
    expect(screen.queryByRole('heading', { name: 'Próximos eventos' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Guías de orientación' })).toBeNull();
    expect(paths().some((p) => p.includes('dameEventos') || p.includes('dameGuiaOrientacion'))).toBe(false);
  });

  it('#12.15 the offers module has a job offers tab with the latest job offers and a link to all of them', async () => {
    signIn('student', { tieneCVadjunto: true });
    renderHome();
    fireEvent.click(await screen.findByRole('tab', { name: 'Empleo' }));
    const link = await screen.findByRole('link', { name: 'Ver todas las ofertas de empleo' });
    expect(link.getAttribute('href')).toBe('/ofertas-empleo');
    await waitFor(() =>
      expect(apiRequests().some((request) => request.url.includes('dameOfertasUsuario/empleo/1'))).toBe(true),
    );
  });

  it('shows the documentation reminder after 1 s, and not again once dismissed', async () => {
    signIn('student', { tieneCVadjunto: true });
    renderHome();
    const dialog = await screen.findByRole('dialog', { name: 'Revisa tu documentación' }, { timeout: 3000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No volver a mostrar' }));
    expect(localStorage.getItem('portal.documentationReminderDismissed')).toBe('1');
    cleanup();
    // On a fake clock (that also follows real time, for the requests): the reminder's delay and more pass at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderHome();
    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    await apiSettled();
    await act(() => vi.advanceTimersByTimeAsync(DOCUMENTATION_REMINDER_DELAY_MS + 300));
    expect(screen.queryByRole('dialog', { name: 'Revisa tu documentación' })).toBeNull();
  });

  it('holds the documentation reminder back while a mandatory survey is pending', async () => {
    useApi.all('*', ({ url }) =>
      (url.pathname + url.search).includes('dameEncuestasObligatoriasPendientes')
        ? [{ titulo: 'Encuesta', urlAcceso: 'e1' }]
        : null,
    );
    signIn('student', { tieneCVadjunto: true });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderHome();
    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    await waitFor(() => expect(requestsTo('/api/Alumno/dameEncuestasObligatoriasPendientes')).toHaveLength(1));
    await apiSettled();
    await act(() => vi.advanceTimersByTimeAsync(DOCUMENTATION_REMINDER_DELAY_MS + 300));
    expect(screen.queryByRole('dialog', { name: 'Revisa tu documentación' })).toBeNull();
  });

  it('adds events and guides when the brand has them, and the brand banner', async () => {
    signIn('student', { tieneCVadjunto: true });
    const base = testBrand({ flagsOn: ['hasEventos', 'hasGuiasOrientacion'] });
    const brand = {
      ...base,
      texts: { ...base.texts, es: { ...base.texts.es, banner_home: { texto: 'Foro de empleo', enlace: '/eventos' } } },
    };
    renderHome(brand);
    expect(await screen.findByRole('heading', { level: 2, name: 'Próximos eventos' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Guías de orientación' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Foro de empleo' })).getAttribute('href')).toBe('/eventos');
  });

  it('#15.texts shows the banner the office published, in the page language, and none once it is withdrawn', async () => {
    signIn('student', { tieneCVadjunto: true });
    useApi.get('/api/Publico/bannerHome', ({ url }) => ({
      banner: {
        texto: url.searchParams.get('lang') === 'ca' ? 'Portes obertes' : 'Puertas abiertas',
        enlace: null,
        imagen: null,
      },
    }));
    renderHome();
    expect(await screen.findByText('Puertas abiertas')).toBeTruthy();
    expect(screen.queryByText(/Foro de empleo/)).toBeNull();
    cleanup();
    useApi.get('/api/Publico/bannerHome', { banner: null });
    const base = testBrand();
    renderHome({
      ...base,
      texts: { ...base.texts, es: { ...base.texts.es, banner_home: { texto: 'Foro de empleo' } } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    await apiSettled();
    expect(screen.queryByTestId('home-banner')).toBeNull();
  });
});
