import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isValidEmail } from '@portal/contracts/validation/email';
import { showNotice } from '../../../lib/error-popup-store';
import type { TSessionRole } from '../../../lib/session';
import { RECOVERY_SENT_NOTICE, useRequestPasswordRecovery } from '../api/request-password-recovery';
import { fieldErrorText, scrollToFirstInvalid } from '../../../lib/field-error';

// Company: user (nick) or CIF; student: the e-mail they sign in with (SPEC §7).
const ZCompanyRecovery = z.object({ value: z.string().trim().min(1, 'required').max(254, 'malformed') });
const ZStudentRecovery = z.object({
  value: z.string().trim().min(1, 'required').refine(isValidEmail, { message: 'email' }),
});

/**
 * The one-field form that sends a recovery link. Loaded when the disclosure opens (ADR 0004: not
 * part of /login's first paint); `focusKey` changes each time a link to #recordarUsuario is
 * followed, and the field then takes the focus.
 */
export default function PasswordRecoveryForm({
  role,
  headingId,
  focusKey,
}: {
  role: TSessionRole;
  headingId: string;
  focusKey: string | null;
}) {
  const { t } = useTranslation('auth');
  const mutation = useRequestPasswordRecovery();
  const schema = role === 'company' ? ZCompanyRecovery : ZStudentRecovery;
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<{ value: string }>({ resolver: zodResolver(schema), defaultValues: { value: '' } });

  useEffect(() => {
    if (focusKey === null) return;
    const timer = window.setTimeout(() => setFocus('value'), 0);
    return () => window.clearTimeout(timer);
  }, [focusKey, setFocus]);

  async function send(values: { value: string }): Promise<void> {
    try {
      await mutation.mutateAsync({ role, value: values.value.trim() });
    } catch {
      return; // The client has shown the error.
    }
    showNotice(RECOVERY_SENT_NOTICE);
    reset();
  }

  return (
    <form noValidate onSubmit={handleSubmit(send, scrollToFirstInvalid)}>
      <Stack gap="sm" mt="sm">
        <Title order={3} id={headingId} size="h4">
          {t('recovery.heading')}
        </Title>
        <Text size="sm">{role === 'company' ? t('recovery.companyIntro') : t('recovery.studentIntro')}</Text>
        <TextInput
          label={role === 'company' ? t('recovery.companyField') : t('recovery.studentField')}
          autoComplete={role === 'company' ? 'username' : 'email'}
          aria-required="true"
          error={fieldErrorText(t, errors.value)}
          {...register('value')}
        />
        <Button type="submit" variant="light" loading={mutation.isPending}>
          {t('recovery.submit')}
        </Button>
      </Stack>
    </form>
  );
}
