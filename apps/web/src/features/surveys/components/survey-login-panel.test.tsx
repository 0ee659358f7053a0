import '../../../test/dom-polyfills';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLoginSession } from '@portal/contracts/auth/auth.schemas';
import { createQueryClient } from '../../../lib/query-client';
import { endSession, getSession } from '../../../lib/session';
import { fakeToken, testBrand, TestProviders } from '../../../test/render-app';
import { mockApi, type TRecordedCall } from '../test/survey-fixtures';
import { SurveyLoginPanel } from './survey-login-panel';

const LOGIN = 'POST /api/Encuestas/logaUsuario/valoracion-eventos';
const RGPD = '/api/Encuestas/guardaAceptacionRGPD';
const EMPRESAS = [
  { idEmpresa: 8, nombre: 'Grupo Norte' },
  { idEmpresa: 9, nombre: 'Grupo Sur' },
];

function companySession(token: string): TLoginSession {
  return {
    token,
    faltaConvenioFirmado: false,
    tieneCVadjunto: false,
    textoCortoRGPD: 'Tratamos tus datos para gestionar la encuesta.',
    linkExternoRGPD: 'https://example.org/rgpd',
    conPracticas: true,
    conEmpleo: true,
    primerAcceso: false,
    soloCiclosUAX: false,
    idIdiomaPreferido: 1,
    faltaNumeroSeguridadSocial: false,
    rol: 'company',
    idEmpresa: 8,
  };
}

/** A contact of two companies: the company list first, then (with eidEmpresa) a session pending data protection. */
function mockGroupContact(token: string) {
  return mockApi({
    [LOGIN]: (call: TRecordedCall) =>
      (call.body as { eidEmpresa?: number }).eidEmpresa
        ? { datos: companySession(token) }
        : { datos: { empresas: EMPRESAS } },
  });
}

async function renderPanel() {
  const onSignedIn = vi.fn();
  render(
    <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
      <SurveyLoginPanel surveyId="valoracion-eventos" onSignedIn={onSignedIn} />
    </TestProviders>,
  );
  await screen.findByLabelText('Usuario');
  return { onSignedIn };
}

function submitCredentials(user: string): void {
  fireEvent.change(screen.getByLabelText('Usuario'), { target: { value: user } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'Demo2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endSession();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('survey sign-in panel (SPEC §4 Survey flow, optional login)', () => {
  it('a contact of several companies picks one, then accepts data protection and gets a portal session', async () => {
    const token = fakeToken();
    const api = mockGroupContact(token);
    const { onSignedIn } = await renderPanel();
    submitCredentials('grupo@demo.test');
    expect(await screen.findByRole('radiogroup', { name: /Elige la empresa con la que quieres entrar/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Este campo es requerido')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Grupo Sur' }));
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Tratamos tus datos para gestionar la encuesta.')).toBeTruthy();
    expect(api.to('logaUsuario/valoracion-eventos')[1].body).toEqual({
      eUsuario: 'grupo@demo.test',
      ePassword: 'Demo2026',
      eidEmpresa: 9,
    });
    expect(screen.getByRole('link', { name: /Leer la política completa/ }).getAttribute('href')).toBe(
      'https://example.org/rgpd',
    );
    // SPEC §4 Login: no session until the text is accepted.
    expect(getSession().token).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Acepto' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(null));
    expect(api.to(RGPD)[0].authorization).toBe(`Bearer ${token}`);
    expect(getSession().token).toBe(token);
  });

  it('going back from the company list, or cancelling data protection, returns to the credentials as typed', async () => {
    mockGroupContact(fakeToken());
    const { onSignedIn } = await renderPanel();
    submitCredentials('grupo@demo.test');
    fireEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(((await screen.findByLabelText('Usuario')) as HTMLInputElement).value).toBe('grupo@demo.test');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Grupo Norte' }));
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(((await screen.findByLabelText('Usuario')) as HTMLInputElement).value).toBe('grupo@demo.test');
    expect(getSession().token).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
