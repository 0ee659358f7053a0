import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TCompanyChoice, TLoginSession } from '@portal/contracts/auth/auth.schemas';
import { ApiError } from '../../../lib/api-client';
import { showError } from '../../../lib/error-popup-store';
import { consumeReturnPath } from '../../../lib/navigation';
import {
  confirmPendingSession,
  discardPendingSession,
  holdPendingSession,
  startSession,
  type TSessionRole,
} from '../../../lib/session';
import { useAcceptRgpd } from '../api/accept-rgpd';
import { LOGIN_SERVER_MESSAGE_CODES, useLogin } from '../api/login';

export interface TCredentials {
  eUsuario: string;
  ePassword: string;
}

/** SPEC §4 Login: credentials, then (company contacts of several companies) the company, then (when pending) data protection. */
export type TSignInStep =
  | { kind: 'credentials' }
  | { kind: 'company'; empresas: TCompanyChoice[]; credentials: TCredentials }
  | { kind: 'rgpd'; texto: string; link: string | null; token: string };

const SERVER_MESSAGE_CODES: readonly number[] = LOGIN_SERVER_MESSAGE_CODES;

/**
 * The sign-in flow of one login form: `role` picks the API prefix (Alumno or Empresa), `ambito`
 * is sent as eAmbito ('antiguos' on /login/antiguos).
 */
export function useSignIn(role: TSessionRole, ambito?: string) {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const rgpdMutation = useAcceptRgpd();
  const [step, setStep] = useState<TSignInStep>({ kind: 'credentials' });
  const [lastUser, setLastUser] = useState('');

  function enterPortal(): void {
    // SPEC §2 Route guards: back to the page the user wanted, else home.
    const target = consumeReturnPath('/');
    // flushSync renders the new location together with the new session, so the login route's
    // guest guard never sees a signed-in user on /login. It needs a RouterProvider wired with
    // ReactDOM.flushSync ('react-router/dom'); without it the guard may send the user home first,
    // so the wanted page is opened again once that redirect has run (effects of that sync render
    // run before any timer).
    void navigate(target, { replace: true, flushSync: true });
    if (target !== '/') window.setTimeout(() => void navigate(target, { replace: true }), 0);
  }

  function finish(datos: TLoginSession): void {
    if (datos.textoCortoRGPD) {
      // SPEC §4 Login: the token is held until the data-protection text is accepted.
      holdPendingSession(datos.token, { ...datos }, role);
      setStep({ kind: 'rgpd', texto: datos.textoCortoRGPD, link: datos.linkExternoRGPD, token: datos.token });
      return;
    }
    startSession(datos.token, { ...datos }, role);
    enterPortal();
  }

  async function signIn(credentials: TCredentials, eidEmpresa?: number): Promise<void> {
    setLastUser(credentials.eUsuario);
    try {
      const datos = await loginMutation.mutateAsync({
        role,
        body: {
          eUsuario: credentials.eUsuario,
          ePassword: credentials.ePassword,
          ...(ambito ? { eAmbito: ambito } : {}),
          ...(eidEmpresa !== undefined ? { eidEmpresa } : {}),
        },
      });
      if ('empresas' in datos) {
        setStep({ kind: 'company', empresas: datos.empresas, credentials });
        return;
      }
      finish(datos);
    } catch (err) {
      // SPEC §7 Login: 3, 107 and 90 show the server's message; the client showed the others.
      if (err instanceof ApiError && SERVER_MESSAGE_CODES.includes(err.status)) showError(err.status, err.mensaje);
    }
  }

  async function acceptRgpd(): Promise<void> {
    if (step.kind !== 'rgpd') return;
    try {
      await rgpdMutation.mutateAsync({ role, token: step.token });
    } catch {
      // The client has shown the error; the user may try again or cancel.
      return;
    }
    if (confirmPendingSession()) enterPortal();
    else setStep({ kind: 'credentials' });
  }

  function cancelRgpd(): void {
    discardPendingSession();
    setStep({ kind: 'credentials' });
  }

  function backToCredentials(): void {
    setStep({ kind: 'credentials' });
  }

  return {
    step,
    lastUser,
    signIn,
    pickCompany: (idEmpresa: number) =>
      step.kind === 'company' ? signIn(step.credentials, idEmpresa) : Promise.resolve(),
    backToCredentials,
    acceptRgpd,
    cancelRgpd,
    signingIn: loginMutation.isPending,
    accepting: rgpdMutation.isPending,
  };
}
