import type { TSessionRole } from '../../../lib/session';
import { useSignIn } from '../hooks/use-sign-in';
import { CompanyPicker } from './company-picker';
import { CredentialsForm } from './credentials-form';
import { RgpdModal } from './rgpd-modal';

/** One sign-in form with its steps: credentials, company choice, data-protection acceptance. */
export function LoginPanel({ role, ambito }: { role: TSessionRole; ambito?: string }) {
  const flow = useSignIn(role, ambito);
  const { step } = flow;

  if (step.kind === 'company') {
    return (
      <CompanyPicker
        empresas={step.empresas}
        submitting={flow.signingIn}
        onPick={(id) => void flow.pickCompany(id)}
        onBack={flow.backToCredentials}
      />
    );
  }
  return (
    <>
      <CredentialsForm defaultUser={flow.lastUser} submitting={flow.signingIn} onSubmit={flow.signIn} />
      {step.kind === 'rgpd' && (
        <RgpdModal
          texto={step.texto}
          link={step.link}
          accepting={flow.accepting}
          onAccept={() => void flow.acceptRgpd()}
          onCancel={flow.cancelRgpd}
        />
      )}
    </>
  );
}
