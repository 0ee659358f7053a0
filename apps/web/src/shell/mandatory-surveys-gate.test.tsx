import '../test/dom-polyfills';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setGodMode } from '../lib/god-mode';
import { closePopup } from '../lib/error-popup-store';
import { endSession } from '../lib/session';
import { apiSettled, answerEverythingWith, requestsTo, useApi } from '../test/msw-server';
import { renderRoutes } from '../test/render-routes';
import { signIn } from '../test/render-app';
import { MandatorySurveysGate } from './mandatory-surveys-gate';

const PENDING = '/api/Alumno/dameEncuestasObligatoriasPendientes';

/** The pending mandatory surveys, and an empty success for anything else the shell asks. */
function mockPending(list: Array<{ titulo: string; urlAcceso: string }>) {
  answerEverythingWith(null);
  useApi.get(PENDING, list);
  const before = requestsTo(PENDING).length;
  return { pendingCalls: () => requestsTo(PENDING).length - before };
}

const INSERCION = { titulo: 'Encuesta de inserción laboral', urlAcceso: 'insercion-laboral' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endSession();
  closePopup();
});
afterEach(() => {
  cleanup();
});

describe('mandatory surveys gate (SPEC §2 Popups, §4 Survey flow)', () => {
  it('blocks a signed-in student with pending mandatory surveys: a dialog that cannot be dismissed', async () => {
    mockPending([INSERCION]);
    signIn('student');
    renderRoutes({ path: '/', pages: {}, layout: <MandatorySurveysGate /> });
    const dialog = await screen.findByRole('dialog', { name: 'Encuestas obligatorias pendientes' });
    expect(within(dialog).getByText(/No puedes acceder al portal hasta que respondas/)).toBeTruthy();
    expect(within(dialog).getByText('Encuesta de inserción laboral')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Cerrar$/ })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await apiSettled();
    expect(screen.getByRole('dialog', { name: 'Encuestas obligatorias pendientes' })).toBeTruthy();
  });

  it("'Responder' opens the survey, whose pages stay reachable while blocked", async () => {
    mockPending([INSERCION]);
    signIn('student');
    const { router } = renderRoutes({ path: '/cv', pages: {}, layout: <MandatorySurveysGate /> });
    const dialog = await screen.findByRole('dialog', { name: 'Encuestas obligatorias pendientes' });
    const answer = within(dialog).getByRole('link', { name: 'Responder «Encuesta de inserción laboral»' });
    expect(answer.getAttribute('href')).toBe('/encuestas/insercion-laboral');
    fireEvent.click(answer);
    expect(await screen.findByText('page:survey-link')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/encuestas/insercion-laboral');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Encuestas obligatorias pendientes' })).toBeNull());
  });

  it('lets the survey sheet open without the popup', async () => {
    mockPending([INSERCION]);
    signIn('student');
    renderRoutes({ path: '/informes/insercion-laboral', pages: {}, layout: <MandatorySurveysGate /> });
    expect(await screen.findByText('page:survey-sheet')).toBeTruthy();
    await apiSettled();
    expect(screen.queryByRole('dialog', { name: 'Encuestas obligatorias pendientes' })).toBeNull();
  });

  it("offers logging out instead: 'Cerrar sesión' goes to /logout", async () => {
    mockPending([INSERCION]);
    signIn('student');
    const { router } = renderRoutes({ path: '/', pages: {}, layout: <MandatorySurveysGate /> });
    const dialog = await screen.findByRole('dialog', { name: 'Encuestas obligatorias pendientes' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    expect(await screen.findByText('page:logout')).toBeTruthy();
  });

  it('god mode lifts the popup (SPEC §6)', async () => {
    const api = mockPending([INSERCION]);
    signIn('student');
    setGodMode(true);
    renderRoutes({ path: '/', pages: {}, layout: <MandatorySurveysGate /> });
    expect(await screen.findByText('page:home')).toBeTruthy();
    await apiSettled();
    expect(screen.queryByRole('dialog', { name: 'Encuestas obligatorias pendientes' })).toBeNull();
    expect(api.pendingCalls()).toBe(0);
  });

  it('does not show when nothing is pending, nor for companies', async () => {
    const api = mockPending([]);
    signIn('student');
    renderRoutes({ path: '/', pages: {}, layout: <MandatorySurveysGate /> });
    expect(await screen.findByText('page:home')).toBeTruthy();
    await waitFor(() => expect(api.pendingCalls()).toBe(1));
    expect(screen.queryByRole('dialog', { name: 'Encuestas obligatorias pendientes' })).toBeNull();
    cleanup();
    endSession();
    const company = mockPending([INSERCION]);
    signIn('company');
    renderRoutes({ path: '/', pages: {}, layout: <MandatorySurveysGate /> });
    expect(await screen.findByText('page:home')).toBeTruthy();
    await apiSettled();
    expect(company.pendingCalls()).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
