import { Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZLoginBody } from '@portal/contracts/auth/auth.schemas';
import type { TCredentials } from '../hooks/use-sign-in';
import { fieldErrorText, scrollToFirstInvalid } from '../utils/field-error';

const ZCredentials = ZLoginBody.pick({ eUsuario: true, ePassword: true });

/** The 'Usuario' / 'Contraseña' form of every login page (SPEC §2 Public routes, §5). */
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof ZCredentials>, unknown, z.output<typeof ZCredentials>>({
    resolver: zodResolver(ZCredentials),
    defaultValues: { eUsuario: defaultUser, ePassword: '' },
  });

  return (
    <form
     
      noValidate
      onSubmit={handleSubmit(
        (values) => onSubmit({ eUsuario: values.eUsuario, ePassword: values.ePassword }),
        scrollToFirstInvalid,
      )}
    >
      <Stack gap="md">
        <TextInput
          label={t('fields.user')}
          autoComplete="username"
          inputMode="email"
          aria-required="true"
          error={fieldErrorText(t, errors.eUsuario)}
          {...register('eUsuario')}
        />
        <TextInput
          type="password"
          label={t('fields.password')}
          autoComplete="current-password"
          aria-required="true"
          error={fieldErrorText(t, errors.ePassword)}
          {...register('ePassword')}
        />
        <Button type="submit" loading={submitting}>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
