import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ZPasswordWithTokenBody } from '@portal/contracts/account/account.schemas';
import { useCurrentRoute } from '../../../../app/current-route';
import { fieldErrorText, scrollToFirstInvalid } from '../../../../lib/field-error';
import { useOfficePasswordLink, type TOfficeLinkPurpose } from '../api/office-password-link';

type TValues = z.input<typeof ZPasswordWithTokenBody>;
type TOutput = z.output<typeof ZPasswordWithTokenBody>;

/** /gestion/establecer-contrasena and /gestion/restablecer-contrasena (?token=): the mailed invitation or recovery link. */
export default function OfficePasswordPage() {
  const { t } = useTranslation('office');
  const route = useCurrentRoute();
  const purpose: TOfficeLinkPurpose = route?.id === 'office-set-password' ? 'set' : 'reset';
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const mutation = useOfficePasswordLink(purpose);
  const { register, handleSubmit, formState } = useForm<TValues, unknown, TOutput>({
    resolver: zodResolver(ZPasswordWithTokenBody) as unknown as Resolver<TValues, unknown, TOutput>,
    defaultValues: { token, password: '', confirmacionPassword: '' },
  });

  async function save(values: TOutput): Promise<void> {
    try {
      await mutation.mutateAsync({ ...values, token });
      setDone(true);
    } catch {
      // 42 (link used or expired) or 28 (weak password): the API client shows the catalogue popup.
    }
  }

  const e = formState.errors;
  return (
    <Stack gap="md">
      <Title order={1}>{t(`password.${purpose}.title`)}</Title>
      {!token ? (
        <Alert color="red">{t('password.noToken')}</Alert>
      ) : done ? (
        <Stack gap="sm" role="status">
          <Text>{t('password.done')}</Text>
          <Anchor component={Link} to="/gestion/login">
            {t('password.toLogin')}
          </Anchor>
        </Stack>
      ) : (
        <form noValidate onSubmit={handleSubmit(save, scrollToFirstInvalid)}>
          <Stack gap="sm">
            <Text>{t(`password.${purpose}.intro`)}</Text>
            <PasswordInput
              label={t('password.new')}
              description={t('password.rules')}
              autoComplete="new-password"
              aria-required="true"
              error={fieldErrorText(t, e.password)}
              {...register('password')}
            />
            <PasswordInput
              label={t('password.repeat')}
              autoComplete="new-password"
              aria-required="true"
              error={fieldErrorText(t, e.confirmacionPassword)}
              {...register('confirmacionPassword')}
            />
            <Button type="submit" loading={mutation.isPending}>
              {t('password.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
