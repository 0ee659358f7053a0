import { useState } from 'react';
import { useSurveySignIn } from '../hooks/use-survey-sign-in';
import { SurveyCompanyPick } from './survey-company-pick';
import { SurveyCredentialsForm, useSurveyCredentialsForm } from './survey-credentials-form';
import { SurveyRgpdConsent } from './survey-rgpd-consent';

/**
 * SPEC §4 Survey flow, optional login: credentials, then (a contact of several companies) the
 * company, then (when pending) data protection; `onSignedIn` gets the survey bearer of an office
 * account, or null once a portal session has started.
 */
export function SurveyLoginPanel({
  surveyId,
  onSignedIn,
}: {
  surveyId: string;
  onSignedIn: (surveyBearer: string | null) => void;
}) {
  const flow = useSurveySignIn(surveyId, onSignedIn);
  const credentialsForm = useSurveyCredentialsForm();
  // Held here rather than in the picker, so that they outlive a step back to the credentials.
  const [company, setCompany] = useState<string | null>(null);
  const [companyMissing, setCompanyMissing] = useState(false);
  const { step } = flow;

  if (step.kind === 'rgpd') {
    return (
      <SurveyRgpdConsent
        session={step.session}
        accepting={flow.accepting}
        onAccept={() => void flow.acceptRgpd(step.session)}
        onCancel={flow.cancelRgpd}
      />
    );
  }

  if (step.kind === 'company') {
    return (
      <SurveyCompanyPick
        empresas={step.empresas}
        value={company}
        onChange={setCompany}
        missing={companyMissing}
        submitting={flow.signingIn}
        onSubmit={() => {
          setCompanyMissing(!company);
          if (company) void flow.signIn(step.credentials, Number(company));
        }}
        onBack={flow.backToCredentials}
      />
    );
  }

  return <SurveyCredentialsForm form={credentialsForm} submitting={flow.signingIn} onSubmit={flow.signIn} />;
}
