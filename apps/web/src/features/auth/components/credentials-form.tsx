import { Button, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCredentials } from '../hooks/use-sign-in';
import { credentialErrors, credentialsToSend, type TCredentialValues } from '../utils/credential-rules';
import { fieldErrorText } from '../../../lib/field-error';

/**
 * The 'Usuario' / 'Contraseña' form of every login page (SPEC §2 Public routes, §5). ADR 0004: its
 * two rules mirror the contracts' ZLoginBody in plain functions, without react-hook-form and zod,
 * so that /login stays within its JavaScript budget. It keeps the behaviour of the other forms:
 * errors only after a submit attempt (then updated as the user types), focus and scroll to the
 * first invalid field.
 */
export function CredentialsForm({
  defaultUser = '',
  submitting,
  onSubmit,
}: {
  defaultUser?: string;
  submitting: boolean;
  onSubmit: (credentials: TCredentials) => Promise<void> | void;
}) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<TCredentialValues>({ eUsuario: defaultUser, ePassword: '' });
  const [tried, setTried] = useState(false);
  const userRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errors = tried ? credentialErrors(values) : {};

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    setTried(true);
    const found = credentialErrors(values);
    const firstInvalid = found.eUsuario ? userRef.current : found.ePassword ? passwordRef.current : null;
    if (firstInvalid) {
      firstInvalid.focus();
      firstInvalid.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      return;
    }
    void onSubmit(credentialsToSend(values));
  }

  const error = (field: keyof TCredentialValues) => {
    const key = errors[field];
    return key ? fieldErrorText(t, { message: key }) : undefined;
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          ref={userRef}
          name="eUsuario"
          label={t('fields.user')}
          autoComplete="username"
          inputMode="email"
          aria-required="true"
          value={values.eUsuario}
          onChange={(event) => {
            const eUsuario = event.currentTarget.value;
            setValues((current) => ({ ...current, eUsuario }));
          }}
          error={error('eUsuario')}
        />
        <TextInput
          ref={passwordRef}
          name="ePassword"
          type="password"
          label={t('fields.password')}
          autoComplete="current-password"
          aria-required="true"
          value={values.ePassword}
          onChange={(event) => {
            const ePassword = event.currentTarget.value;
            setValues((current) => ({ ...current, ePassword }));
          }}
          error={error('ePassword')}
        />
        <Button type="submit" loading={submitting}>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
