import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { checkConfirmation, ZPasswordWithTokenBody } from '@portal/contracts/account/account.schemas';
import { routePath } from '@portal/contracts/routes';
import { resolverWithRules, type TObjectRule } from '../../../lib/resolver-with-rules';
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
    // The confirmation shows with the other errors (issue #12 item 19).
    resolver: resolverWithRules<TValues, z.output<typeof ZPasswordWithTokenBody>>(ZPasswordWithTokenBody, [
      checkConfirmation('password', 'confirmacionPassword') as TObjectRule<TValues>,
    ]),
    defaultValues: { token, password: '', confirmacionPassword: '' },
  });
  // Every page has one h1 (issue #12 item 21): /establecer-login and /restablecer-candidato.
  const heading = <Title order={1}>{t(`passwordLink.${purpose}`)}</Title>;
  if (!token) {
    return (
      <Stack gap="md">
        {heading}
        <Alert color="red">{t('passwordLink.noToken')}</Alert>
      </Stack>
    );
  }

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
      <Stack gap="md">
        {heading}
        <Stack gap="sm" role="status">
          <Text>{t('passwordLink.done')}</Text>
          <Anchor component={Link} to={routePath('login')}>
            {t('registration.toLogin')}
          </Anchor>
        </Stack>
      </Stack>
    );
  }

  const e = formState.errors;
  return (
    <Stack gap="md">
      {heading}
      <form noValidate onSubmit={handleSubmit(save, scrollToFirstInvalid)} aria-label={t(`passwordLink.${purpose}`)}>
        <Stack gap="sm" maw={420}>
          <PasswordInput
            label={t('fields.newPassword')}
            autoComplete="new-password"
            required
            description={t('fields.passwordRules')}
            error={fieldErrorText(t, e.password)}
            {...register('password')}
          />
          <PasswordInput
            label={t('fields.confirmacionPassword')}
            autoComplete="new-password"
            required
            error={fieldErrorText(t, e.confirmacionPassword)}
            {...register('confirmacionPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('passwordLink.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
