import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZPasswordWithTokenBody, type TPasswordWithTokenBody } from '@portal/contracts/account/account.schemas';
import { ReadableAlert } from '../../../ui/readable-alert';

type TValues = { token: string; password: string; confirmacionPassword: string };

function scrollToFirstInvalid(_errors: unknown, event?: BaseSyntheticEvent): void {
  const form = event?.target instanceof HTMLFormElement ? event.target : null;
  window.setTimeout(
    () => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.scrollIntoView?.({ block: 'center' }),
    0,
  );
}

/**
 * SPEC §2 /establecer-login and /restablecer-login: password and confirmation for the mailed
 * link's `token` (SPEC §5: min 8 characters with a digit; the confirmation must match).
 */
export function PasswordLinkForm({
  token,
  onSubmit,
  pending,
  done,
  submitLabel,
}: {
  token: string | null;
  onSubmit: (body: TPasswordWithTokenBody) => void;
  pending: boolean;
  done: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation(['account-company', 'common']);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TValues, unknown, TPasswordWithTokenBody>({
    defaultValues: { token: token ?? '', password: '', confirmacionPassword: '' },
    resolver: zodResolver(ZPasswordWithTokenBody) as unknown as Resolver<TValues, unknown, TPasswordWithTokenBody>,
  });
  if (!token) return <ReadableAlert color="yellow">{t('noToken')}</ReadableAlert>;
  if (done) {
    return (
      <ReadableAlert color="teal" role="status">
        <Stack gap="xs">
          <Text>{t('done')}</Text>
          <Anchor component={Link} to="/login/empresas">
            {t('toLogin')}
          </Anchor>
        </Stack>
      </ReadableAlert>
    );
  }
  const passwordError = errors.password
    ? errors.password.message === 'required'
      ? t('validation.required', { ns: 'common' })
      : t('weak')
    : undefined;
  const confirmationError = errors.confirmacionPassword ? t('mismatch') : undefined;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, scrollToFirstInvalid)}>
      <Stack gap="md" maw={420}>
        <Text size="sm">{t('rules')}</Text>
        <PasswordInput
          label={t('password')}
          autoComplete="new-password"
          withAsterisk
          aria-required="true"
          error={passwordError}
          {...register('password')}
        />
        <PasswordInput
          label={t('confirmation')}
          autoComplete="new-password"
          withAsterisk
          aria-required="true"
          error={confirmationError}
          {...register('confirmacionPassword', {
            validate: (value, values) => value === values.password || 'malformed',
          })}
        />
        <div>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
