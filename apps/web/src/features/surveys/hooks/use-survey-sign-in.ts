import { useState } from 'react';
import type { z } from 'zod';
import { ZLoginBody, type TCompanyChoice, type TLoginSession } from '@portal/contracts/auth/auth.schemas';
import { ApiError } from '../../../lib/api-client';
import { showError } from '../../../lib/error-popup-store';
import { confirmPendingSession, discardPendingSession, holdPendingSession, startSession } from '../../../lib/session';
import { useAcceptSurveyRgpd } from '../api/accept-survey-rgpd';
import { SURVEY_LOGIN_SERVER_MESSAGE_CODES, useSurveyLogin } from '../api/survey-login';

/** The portal credentials of the survey sign-in (the rest of ZLoginBody is not asked here). */
export const ZSurveyCredentials = ZLoginBody.pick({ eUsuario: true, ePassword: true });
export type TSurveyCredentials = z.output<typeof ZSurveyCredentials>;

type TSurveySignInStep =
  | { kind: 'credentials' }
  | { kind: 'company'; empresas: TCompanyChoice[]; credentials: TSurveyCredentials }
  | { kind: 'rgpd'; session: TLoginSession };

/**
 * SPEC §4 Survey flow, optional login: the portal credentials through
 * POST /api/Encuestas/logaUsuario/{id}, then the company pick and data protection as at any
 * sign-in. A student or company contact gets a portal session; an office account (academic tutor)
 * only a bearer for the survey, handed to `onSignedIn`.
 */
export function useSurveySignIn(surveyId: string, onSignedIn: (surveyBearer: string | null) => void) {
  const login = useSurveyLogin();
  const rgpd = useAcceptSurveyRgpd();
  const [step, setStep] = useState<TSurveySignInStep>({ kind: 'credentials' });

  function complete(session: TLoginSession): void {
    if (session.rol === 'staff') onSignedIn(session.token);
    else {
      startSession(session.token, { ...session }, session.rol);
      onSignedIn(null);
    }
  }

  async function signIn(credentials: TSurveyCredentials, eidEmpresa?: number): Promise<void> {
    try {
      const datos = await login.mutateAsync({
        id: surveyId,
        body: { ...credentials, ...(eidEmpresa ? { eidEmpresa } : {}) },
      });
      if ('empresas' in datos) {
        setStep({ kind: 'company', empresas: datos.empresas, credentials });
        return;
      }
      if (datos.textoCortoRGPD) {
        // SPEC §4 Login: the token is held until the data-protection text is accepted.
        if (datos.rol !== 'staff') holdPendingSession(datos.token, { ...datos }, datos.rol);
        setStep({ kind: 'rgpd', session: datos });
        return;
      }
      complete(datos);
    } catch (err) {
      const codes: readonly number[] = SURVEY_LOGIN_SERVER_MESSAGE_CODES;
      if (err instanceof ApiError && codes.includes(err.status)) showError(err.status, err.mensaje);
    }
  }

  async function acceptRgpd(session: TLoginSession): Promise<void> {
    try {
      await rgpd.mutateAsync(session.token);
    } catch {
      return;
    }
    if (session.rol === 'staff') onSignedIn(session.token);
    else if (confirmPendingSession()) onSignedIn(null);
  }

  function cancelRgpd(): void {
    discardPendingSession();
    setStep({ kind: 'credentials' });
  }

  return {
    step,
    signIn,
    acceptRgpd,
    cancelRgpd,
    backToCredentials: () => setStep({ kind: 'credentials' }),
    signingIn: login.isPending,
    accepting: rgpd.isPending,
  };
}
