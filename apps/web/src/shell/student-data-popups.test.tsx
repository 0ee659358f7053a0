import '../test/dom-polyfills';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closePopup, getPopup } from '../lib/error-popup-store';
import { setGodMode } from '../lib/god-mode';
import { editPersonalData } from '../features/cv/api/edit-personal-data';
import { endSession, getSession } from '../lib/session';
import { apiSettled, answerEverythingWith, envelope, requestsTo, useApi } from '../test/msw-server';
import { renderApp, signIn, stubPages } from '../test/render-app';

const MISSING = '/api/Alumno/faltanDatosPersonalesObligatorios';

/** The missing-data answer, and { status: 0, datos: null } for anything else the shell asks. */
function mockApi(missing: Record<string, unknown>) {
  answerEverythingWith(null);
  useApi.get(MISSING, missing);
  const before = requestsTo(MISSING).length;
  return { missingCalls: () => requestsTo(MISSING).length - before };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endSession();
  closePopup();
});
afterEach(() => {
  cleanup();
});

describe('student data popups (SPEC §2 Popups)', () => {
  it('asks a student with missing personal data to complete the CV, and goes there', async () => {
    mockApi({ faltanDatos: true, campos: ['idiomaPreferido'], faltaNumeroSeguridadSocial: false, faltaIban: false });
    signIn('student');
    const { router } = renderApp({ path: '/', pages: stubPages(['home', 'cv']) });
    const dialog = await screen.findByRole('dialog', { name: 'Faltan datos personales' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ir a mi CV' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cv'));
    expect(router.state.location.hash).toBe('#datos-personales');
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('shows the social-security request (518) when the server says the number is missing', async () => {
    mockApi({ faltanDatos: false, campos: [], faltaNumeroSeguridadSocial: true, faltaIban: true });
    signIn('student', { faltaNumeroSeguridadSocial: true });
    renderApp({ path: '/', pages: stubPages(['home', 'cv']) });
    await waitFor(() => expect(getPopup()?.code).toBe(518));
  });

  it('#12.20 does not ask for the IBAN and social-security number again once saved: the server answer replaces the login flag', async () => {
    const api = mockApi({ faltanDatos: false, campos: [], faltaNumeroSeguridadSocial: false, faltaIban: false });
    // The login said they were missing; they have been saved since.
    signIn('student', { faltaNumeroSeguridadSocial: true, faltaIban: true });
    renderApp({ path: '/', pages: stubPages(['home', 'cv']) });
    await screen.findByText('page:home');
    await waitFor(() => expect(api.missingCalls()).toBe(1));
    await waitFor(() =>
      expect(getSession().user).toMatchObject({ faltaNumeroSeguridadSocial: false, faltaIban: false }),
    );
    expect(getPopup()?.code).not.toBe(518);
  });

  it('#12.20 saving personal data refreshes the session flags from the server answer', async () => {
    useApi.all('/api/*', () =>
      envelope({ faltanDatos: false, campos: [], faltaNumeroSeguridadSocial: false, faltaIban: false }, { aviso: 532 }),
    );
    signIn('student', { faltaNumeroSeguridadSocial: true, faltaIban: true });
    await editPersonalData({ iban: 'ES9121000418450200051332', numeroSeguridadSocial: '461234567843' } as Parameters<
      typeof editPersonalData
    >[0]);
    expect(getSession().user).toMatchObject({ faltaNumeroSeguridadSocial: false, faltaIban: false });
  });

  it('stays quiet in god mode', async () => {
    const api = mockApi({ faltanDatos: true, campos: ['nombre'], faltaNumeroSeguridadSocial: true, faltaIban: false });
    setGodMode(true);
    signIn('student');
    renderApp({ path: '/', pages: stubPages(['home', 'cv']) });
    await screen.findByText('page:home');
    await apiSettled();
    expect(api.missingCalls()).toBe(0);
    expect(screen.queryByRole('dialog', { name: 'Faltan datos personales' })).toBeNull();
  });
});
