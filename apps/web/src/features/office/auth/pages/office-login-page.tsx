import {
  Alert,
  Anchor,
  Button,
  Code,
  Image,
  List,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import type { TSecondFactorEnrolment, TStaffSession } from '@portal/contracts/office/office-auth.schemas';
import { ZStaffCodeStep, ZStaffPasswordStep } from '@portal/contracts/office/office-auth.schemas';
import { changeLanguageLocally } from '../../../../i18n';
import { ApiError } from '../../../../lib/api-client';
import { fieldErrorText, scrollToFirstInvalid } from '../../../../lib/field-error';
import { forgetOfficeReturnPath, peekOfficeReturnPath } from '../../../../office/office-return-path';
import { startOfficeSession, useOfficeSession } from '../../../../office/office-session';
import { useConfirmSecondFactor } from '../api/confirm-second-factor';
import { useOfficeLogin } from '../api/office-login';
import { useRequestOfficeReset } from '../api/request-office-reset';

const ZCode = ZStaffCodeStep.pick({ codigo: true });
type TPasswordValues = z.input<typeof ZStaffPasswordStep>;
type TCodeValues = z.input<typeof ZCode>;

type Step =
  | { kind: 'password' }
  | { kind: 'code'; ticket: string }
  | { kind: 'enrol'; enrolment: TSecondFactorEnrolment }
  | { kind: 'codes'; codes: string[]; session: TStaffSession };

/**
 * The text of a refusal the form shows itself (3 wrong credentials, 140 wrong code, 141 start
 * again, 330 too many wrong codes with this sign-in: start again, ADR 0035).
 */
function useRefusal() {
  const { t } = useTranslation('office');
  const [refusal, setRefusal] = useState<string | null>(null);
  const fail = (err: unknown): boolean => {
    if (err instanceof ApiError && [3, 140, 141, 330].includes(err.status)) {
      setRefusal(t(`login.refused.${err.status}`));
      return true;
    }
    return false;
  };
  return { refusal, setRefusal, fail };
}

function CodeForm({
  onCode,
  pending,
  label,
}: {
  onCode: (codigo: string) => Promise<void>;
  pending: boolean;
  label: string;
}) {
  const { t } = useTranslation('office');
  const { register, handleSubmit, formState } = useForm<TCodeValues, unknown, z.output<typeof ZCode>>({
    resolver: zodResolver(ZCode),
    defaultValues: { codigo: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit((v) => onCode(v.codigo), scrollToFirstInvalid)}>
      <Stack gap="sm">
        <TextInput
          label={label}
          description={t('login.codeHelp')}
          autoComplete="one-time-code"
          inputMode="text"
          aria-required="true"
          error={fieldErrorText(t, formState.errors.codigo)}
          {...register('codigo')}
        />
        <Button type="submit" loading={pending}>
          {t('login.verify')}
        </Button>
      </Stack>
    </form>
  );
}

function ForgotPassword() {
  const { t } = useTranslation('office');
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const reset = useRequestOfficeReset();
  if (!open) {
    return (
      <Anchor component="button" type="button" onClick={() => setOpen(true)}>
        {t('login.forgot')}
      </Anchor>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (email.trim()) reset.mutate(email.trim());
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('login.forgotTitle')}
        </Title>
        <TextInput
          type="email"
          label={t('login.email')}
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Button type="submit" variant="default" loading={reset.isPending}>
          {t('login.sendLink')}
        </Button>
      </Stack>
    </form>
  );
}

/** /gestion/login (issue #14): password, then an admin's TOTP code, or the enrolment of one (QR code, first code, recovery codes). */
export default function OfficeLoginPage() {
  const { t } = useTranslation('office');
  const navigate = useNavigate();
  const location = useLocation();
  // The Catalan sign-in (/gestio/login) lands on the Catalan console; either way the page asked for
  // comes first (SPEC §2 Route guards).
  const home = location.pathname.startsWith('/gestio/') ? '/gestio' : '/gestion';
  // Read once: the path must not change under a <Navigate> that is still on its way there.
  const [target] = useState(() => peekOfficeReturnPath(home));
  const [landing, setLanding] = useState<string | null>(null);
  const existing = useOfficeSession();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const { refusal, setRefusal, fail } = useRefusal();
  const login = useOfficeLogin();
  const confirm = useConfirmSecondFactor();
  const form = useForm<TPasswordValues, unknown, z.output<typeof ZStaffPasswordStep>>({
    resolver: zodResolver(ZStaffPasswordStep),
    defaultValues: { eUsuario: '', ePassword: '' },
  });

  const signedIn = Boolean(existing) && step.kind !== 'codes';
  // The path is used: the next sign-in on this tab starts afresh.
  useEffect(() => {
    if (signedIn) forgetOfficeReturnPath();
  }, [signedIn]);

  if (signedIn) return <Navigate to={landing ?? target} replace />;

  const enter = (session: TStaffSession) => {
    // The staff member's saved language applies at sign-in (SPEC §3 Login response), except on the
    // Catalan console's sign-in, which stays Catalan; a remembered page keeps its own path.
    const catalanPath = home === '/gestio';
    const preferred = session.perfil.idIdiomaPreferido === 2 ? 'ca' : 'es';
    const to = target !== home || catalanPath ? target : preferred === 'ca' ? '/gestio' : '/gestion';
    if (!catalanPath && !/^\/gestio(?:[/?#]|$)/.test(to)) changeLanguageLocally(preferred);
    setLanding(to);
    startOfficeSession({ token: session.token, perfil: session.perfil });
    void navigate(to, { replace: true });
  };

  async function signIn(values: z.output<typeof ZStaffPasswordStep>): Promise<void> {
    setRefusal(null);
    try {
      const datos = await login.mutateAsync(values);
      if ('token' in datos) enter(datos);
      else if (datos.segundoFactor === 'codigo') setStep({ kind: 'code', ticket: datos.ticket });
      else setStep({ kind: 'enrol', enrolment: datos });
    } catch (err) {
      fail(err);
    }
  }

  async function sendCode(ticket: string, codigo: string): Promise<void> {
    setRefusal(null);
    try {
      const datos = await login.mutateAsync({ ticket, codigo });
      if ('token' in datos) enter(datos);
    } catch (err) {
      if (fail(err) && err instanceof ApiError && [141, 330].includes(err.status)) setStep({ kind: 'password' });
    }
  }

  async function confirmEnrolment(ticket: string, codigo: string): Promise<void> {
    setRefusal(null);
    try {
      const datos = await confirm.mutateAsync({ ticket, codigo });
      setStep({ kind: 'codes', codes: datos.codigosRecuperacion, session: datos });
    } catch (err) {
      if (fail(err) && err instanceof ApiError && [141, 330].includes(err.status)) setStep({ kind: 'password' });
    }
  }

  const alert = refusal ? (
    <Alert color="red" role="alert">
      {refusal}
    </Alert>
  ) : null;

  return (
    <Stack gap="md">
      <Title order={1}>{t('login.title')}</Title>
      {alert}
      {step.kind === 'password' && (
        <>
          <Text>{t('login.intro')}</Text>
          <form noValidate onSubmit={form.handleSubmit(signIn, scrollToFirstInvalid)}>
            <Stack gap="sm">
              <TextInput
                label={t('login.email')}
                autoComplete="username"
                aria-required="true"
                error={fieldErrorText(t, form.formState.errors.eUsuario)}
                {...form.register('eUsuario')}
              />
              <PasswordInput
                label={t('login.password')}
                autoComplete="current-password"
                aria-required="true"
                error={fieldErrorText(t, form.formState.errors.ePassword)}
                {...form.register('ePassword')}
              />
              <Button type="submit" loading={login.isPending}>
                {t('login.submit')}
              </Button>
            </Stack>
          </form>
          <ForgotPassword />
        </>
      )}
      {step.kind === 'code' && (
        <>
          <Text>{t('login.codeIntro')}</Text>
          <CodeForm
            label={t('login.code')}
            pending={login.isPending}
            onCode={(codigo) => sendCode(step.ticket, codigo)}
          />
        </>
      )}
      {step.kind === 'enrol' && (
        <>
          <Title order={2} size="h3">
            {t('enrol.title')}
          </Title>
          <List type="ordered" spacing="xs">
            <List.Item>{t('enrol.step1')}</List.Item>
            <List.Item>{t('enrol.step2')}</List.Item>
            <List.Item>{t('enrol.step3')}</List.Item>
          </List>
          <Image src={step.enrolment.qr} alt={t('enrol.qrAlt')} w={220} h={220} />
          <Text size="sm">
            {t('enrol.manual')} <Code>{step.enrolment.secreto}</Code>
          </Text>
          <CodeForm
            label={t('enrol.firstCode')}
            pending={confirm.isPending}
            onCode={(codigo) => confirmEnrolment(step.enrolment.ticket, codigo)}
          />
        </>
      )}
      {step.kind === 'codes' && (
        <>
          <Title order={2} size="h3">
            {t('enrol.codesTitle')}
          </Title>
          <Text>{t('enrol.codesIntro')}</Text>
          <SimpleGrid
            cols={2}
            spacing="xs"
            component="ul"
            aria-label={t('enrol.codesTitle')}
            style={{ listStyle: 'none', padding: 0 }}
          >
            {step.codes.map((code) => (
              <li key={code}>
                <Code>{code}</Code>
              </li>
            ))}
          </SimpleGrid>
          <Button onClick={() => enter(step.session)}>{t('enrol.continue')}</Button>
        </>
      )}
    </Stack>
  );
}
