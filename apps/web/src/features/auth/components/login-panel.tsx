import { lazy, Suspense } from 'react';
import type { TSessionRole } from '../../../lib/session';
import { useSignIn } from '../hooks/use-sign-in';
import { CredentialsForm } from './credentials-form';

// Steps only some sign-ins reach load when reached (ADR 0004: /login's first paint is the form).
const CompanyPicker = lazy(() => import('./company-picker').then((mod) => ({ default: mod.CompanyPicker })));
const RgpdModal = lazy(() => import('./rgpd-modal').then((mod) => ({ default: mod.RgpdModal })));

/** One sign-in form with its steps: credentials, company choice, data-protection acceptance. */
export function LoginPanel({ role, ambito }: { role: TSessionRole; ambito?: string }) {
  const flow = useSignIn(role, ambito);
  const { step } = flow;

  if (step.kind === 'company') {
    return (
      <Suspense fallback={null}>
        <CompanyPicker
          empresas={step.empresas}
          submitting={flow.signingIn}
          onPick={(id) => void flow.pickCompany(id)}
          onBack={flow.backToCredentials}
        />
      </Suspense>
    );
  }
  return (
    <>
      <CredentialsForm defaultUser={flow.lastUser} submitting={flow.signingIn} onSubmit={flow.signIn} />
      {step.kind === 'rgpd' && (
        <Suspense fallback={null}>
          <RgpdModal
            texto={step.texto}
            link={step.link}
            accepting={flow.accepting}
            onAccept={() => void flow.acceptRgpd()}
            onCancel={flow.cancelRgpd}
          />
        </Suspense>
      )}
    </>
  );
}
