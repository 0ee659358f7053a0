import { Button, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrorText, scrollToFirstInvalid } from '../../../lib/field-error';
import { ZSurveyCredentials, type TSurveyCredentials } from '../hooks/use-survey-sign-in';

/**
 * The form state of the survey credentials. The panel holds it, not the form, so that what was
 * typed is still there when the person comes back from the company or data-protection step.
 */
export function useSurveyCredentialsForm() {
  return useForm<z.input<typeof ZSurveyCredentials>, unknown, TSurveyCredentials>({
    resolver: zodResolver(ZSurveyCredentials),
    defaultValues: { eUsuario: '', ePassword: '' },
  });
}

/** SPEC §4 Survey flow, optional login: user and password (SPEC §5 errors only after submit). */
export function SurveyCredentialsForm({
  form,
  submitting,
  onSubmit,
}: {
  form: ReturnType<typeof useSurveyCredentialsForm>;
  submitting: boolean;
  onSubmit: (credentials: TSurveyCredentials) => Promise<void>;
}) {
  const { t } = useTranslation(['surveys', 'common']);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values), scrollToFirstInvalid)}>
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
          <Button type="submit" loading={submitting}>
            {t('login.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
