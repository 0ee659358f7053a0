import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ZPasswordWithTokenBody } from '@portal/contracts/account/account.schemas';
import { routePath } from '@portal/contracts/routes';
import { usePasswordLinkMutation, type TPasswordLinkPurpose } from '../api/reset-password';
import { fieldErrorText, scrollToFirstInvalid } from '../utils/form-errors';

type TValues = z.input<typeof ZPasswordWithTokenBody>;

/**
 * The page of a mailed password link (`?token=`): new password and confirmation (SPEC §5 rules).
 * Success shows notice 508 (reset) and goes to /login; a used or expired link is error 42.
 */
export function PasswordLinkForm({ purpose }: { purpose: TPasswordLinkPurpose }) {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const [done, setDone] = useState(false);
  const token = params.get('token') ?? '';
  const mutation = usePasswordLinkMutation(purpose);
  const { register, handleSubmit, formState } = useForm<TValues, unknown, z.output<typeof ZPasswordWithTokenBody>>({
    resolver: zodResolver(ZPasswordWithTokenBody) as unknown as Resolver<TValues, unknown, z.output<typeof ZPasswordWithTokenBody>>,
    defaultValues: { token, password: '', confirmacionPassword: '' },
  });
  if (!token) return <Alert color="red">{t('passwordLink.noToken')}</Alert>;

  async function save(values: TValues): Promise<void> {
    try {
      await mutation.mutateAsync({ ...values, token });
    } catch {
      return; // 42 or 28, shown by the API client.
    }
    // Notice 508 is shown by the API client; a route change would clear it.
    setDone(true);
  }

  if (done) {
    return (
      <Stack gap="sm" role="status">
        <Text>{t('passwordLink.done')}</Text>
        <Anchor component={Link} to={routePath('login')}>
          {t('registration.toLogin')}
        </Anchor>
      </Stack>
    );
  }

  const e = formState.errors;
  return (
    <form noValidate onSubmit={handleSubmit(save, scrollToFirstInvalid)} aria-label={t(`passwordLink.${purpose}`)}>
      <Stack gap="sm" maw={420}>
        <PasswordInput label={t('fields.newPassword')} autoComplete="new-password" required description={t('fields.passwordRules')} error={fieldErrorText(t, e.password)} {...register('password')} />
        <PasswordInput label={t('fields.confirmacionPassword')} autoComplete="new-password" required error={fieldErrorText(t, e.confirmacionPassword)} {...register('confirmacionPassword')} />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {t('passwordLink.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
