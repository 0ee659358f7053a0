import { Anchor, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZLoginBody, type TCompanyChoice, type TLoginSession } from '@portal/contracts/auth/auth.schemas';
import { ApiError } from '../../../lib/api-client';
import { showError } from '../../../lib/error-popup-store';
import { confirmPendingSession, discardPendingSession, holdPendingSession, startSession } from '../../../lib/session';
import { useAcceptSurveyRgpd } from '../api/accept-survey-rgpd';
import { SURVEY_LOGIN_SERVER_MESSAGE_CODES, useSurveyLogin } from '../api/survey-login';
import { fieldErrorText, scrollToFirstInvalid } from '../../../lib/field-error';

const ZCredentials = ZLoginBody.pick({ eUsuario: true, ePassword: true });
type TCredentials = z.output<typeof ZCredentials>;

type TStep =
  | { kind: 'credentials' }
  | { kind: 'company'; empresas: TCompanyChoice[]; credentials: TCredentials }
  | { kind: 'rgpd'; session: TLoginSession };

/**
 * SPEC §4 Survey flow, optional login: the portal credentials through
 * POST /api/Encuestas/logaUsuario/{id} (company pick and data protection as at any sign-in).
 * A student or company contact gets a portal session; an office account (academic tutor) only a
 * bearer for the survey, handed to `onSignedIn`.
 */
export function SurveyLoginPanel({ surveyId, onSignedIn }: { surveyId: string; onSignedIn: (surveyBearer: string | null) => void }) {
  const { t } = useTranslation(['surveys', 'common']);
  const login = useSurveyLogin();
  const rgpd = useAcceptSurveyRgpd();
  const [step, setStep] = useState<TStep>({ kind: 'credentials' });
  const [company, setCompany] = useState<string | null>(null);
  const [companyMissing, setCompanyMissing] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof ZCredentials>, unknown, TCredentials>({
    resolver: zodResolver(ZCredentials),
    defaultValues: { eUsuario: '', ePassword: '' },
  });

  function complete(session: TLoginSession): void {
    if (session.rol === 'staff') onSignedIn(session.token);
    else {
      startSession(session.token, { ...session }, session.rol);
      onSignedIn(null);
    }
  }

  async function signIn(credentials: TCredentials, eidEmpresa?: number): Promise<void> {
    try {
      const datos = await login.mutateAsync({ id: surveyId, body: { ...credentials, ...(eidEmpresa ? { eidEmpresa } : {}) } });
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

  if (step.kind === 'rgpd') {
    return (
      <Stack gap="sm" role="group" aria-labelledby="survey-rgpd-title">
        <Text fw={600} id="survey-rgpd-title">
          {t('login.rgpdTitle')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {step.session.textoCortoRGPD}
        </Text>
        {step.session.linkExternoRGPD && (
          <Anchor href={step.session.linkExternoRGPD} target="_blank" rel="noopener noreferrer" size="sm">
            {t('login.rgpdLink')}
          </Anchor>
        )}
        <Group gap="sm">
          <Button onClick={() => void acceptRgpd(step.session)} loading={rgpd.isPending}>
            {t('login.rgpdAccept')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              discardPendingSession();
              setStep({ kind: 'credentials' });
            }}
          >
            {t('cancel', { ns: 'common' })}
          </Button>
        </Group>
      </Stack>
    );
  }

  if (step.kind === 'company') {
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setCompanyMissing(!company);
          if (company) void signIn(step.credentials, Number(company));
        }}
      >
        <Stack gap="sm">
          <Radio.Group
            label={t('login.pickCompany')}
            value={company}
            onChange={setCompany}
            withAsterisk
            error={companyMissing && !company ? t('validation.required', { ns: 'common' }) : undefined}
          >
            <Stack gap="xs" mt="xs">
              {step.empresas.map((empresa) => (
                <Radio key={empresa.idEmpresa} value={String(empresa.idEmpresa)} label={empresa.nombre} />
              ))}
            </Stack>
          </Radio.Group>
          <Group gap="sm">
            <Button type="submit" loading={login.isPending}>
              {t('login.submit')}
            </Button>
            <Button variant="default" onClick={() => setStep({ kind: 'credentials' })}>
              {t('back', { ns: 'common' })}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit((values) => signIn(values), scrollToFirstInvalid)}>
      <Stack gap="sm">
        <TextInput
          label={t('login.user')}
          autoComplete="username"
          aria-required="true"
          error={fieldErrorText(t, errors.eUsuario)}
          {...register('eUsuario')}
        />
        <TextInput
          type="password"
          label={t('login.password')}
          autoComplete="current-password"
          aria-required="true"
          error={fieldErrorText(t, errors.ePassword)}
          {...register('ePassword')}
        />
        <Group>
          <Button type="submit" loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
