import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ZGodModeBody } from '@portal/contracts/auth/auth.schemas';
import { ApiError } from '../../../lib/api-client';
import { showError } from '../../../lib/error-popup-store';
import { isGodMode, setGodMode } from '../../../lib/god-mode';
import { LOGIN_SERVER_MESSAGE_CODES } from '../api/login';
import { useGrantGodMode } from '../api/grant-god-mode';
import { fieldErrorText, scrollToFirstInvalid } from '../../../lib/field-error';

const SERVER_MESSAGE_CODES: readonly number[] = LOGIN_SERVER_MESSAGE_CODES;

/**
 * /gma2019 (SPEC §2, §6): a staff credential turns on the stored god-mode flag, which lifts the
 * maintenance redirect and the blocking popups in this browser.
 */
export default function GodModePage() {
  const { t } = useTranslation('auth');
  const [active, setActive] = useState(isGodMode);
  const [left, setLeft] = useState(false);
  const mutation = useGrantGodMode();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof ZGodModeBody>, unknown, z.output<typeof ZGodModeBody>>({
    resolver: zodResolver(ZGodModeBody),
    defaultValues: { eUsuario: '', ePassword: '' },
  });

  async function grant(values: z.output<typeof ZGodModeBody>): Promise<void> {
    try {
      const datos = await mutation.mutateAsync(values);
      if (datos.godMode === true) {
        setGodMode(true);
        setActive(true);
        setLeft(false);
        reset();
      }
    } catch (err) {
      if (err instanceof ApiError && SERVER_MESSAGE_CODES.includes(err.status)) showError(err.status, err.mensaje);
    }
  }

  function leave(): void {
    setGodMode(false);
    setActive(false);
    setLeft(true);
  }

  return (
    <Stack gap="md" maw={480}>
      <Title order={1}>{t('godMode.title')}</Title>
      {active ? (
        <>
          <Alert color="green" role="status">
            {t('godMode.active')}
          </Alert>
          <Group gap="sm">
            <Button onClick={leave}>{t('godMode.leave')}</Button>
            <Button component={Link} to="/" variant="default">
              {t('godMode.home')}
            </Button>
          </Group>
        </>
      ) : (
        <>
          {left && (
            <Alert color="gray" role="status">
              {t('godMode.left')}
            </Alert>
          )}
          <Text>{t('godMode.intro')}</Text>
          <form noValidate onSubmit={handleSubmit(grant, scrollToFirstInvalid)}>
            <Stack gap="md">
              <TextInput
                label={t('fields.user')}
                autoComplete="username"
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
              <Button type="submit" loading={mutation.isPending}>
                {t('godMode.submit')}
              </Button>
            </Stack>
          </form>
        </>
      )}
    </Stack>
  );
}
