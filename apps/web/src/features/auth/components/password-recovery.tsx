import { Box, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { isValidEmail } from '@portal/contracts/validation/email';
import { showNotice } from '../../../lib/error-popup-store';
import type { TSessionRole } from '../../../lib/session';
import { RECOVERY_SENT_NOTICE, useRequestPasswordRecovery } from '../api/request-password-recovery';
import { fieldErrorText, scrollToFirstInvalid } from '../utils/field-error';

/** SPEC §2: the recovery anchor of /login/empresas (the catalogue's error 3 links to it). */
export const RECOVERY_ANCHOR = 'recordarUsuario';

// Company: user (nick) or CIF; student: the e-mail they sign in with (SPEC §7).
const ZCompanyRecovery = z.object({ value: z.string().trim().min(1, 'required').max(254, 'malformed') });
const ZStudentRecovery = z.object({
  value: z.string().trim().min(1, 'required').refine(isValidEmail, { message: 'email' }),
});

/** 'Forgot your password?': a disclosure with a one-field form that sends a recovery link. */
export function PasswordRecovery({ role }: { role: TSessionRole }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const anchored = location.hash === `#${RECOVERY_ANCHOR}`;
  const [open, setOpen] = useState(anchored);
  const sectionRef = useRef<HTMLElement>(null);
  const panelId = useId();
  const headingId = useId();
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
    // Following a link to #recordarUsuario (also from this very page) opens the form and goes there.
    if (!anchored) return;
    setOpen(true);
    const timer = window.setTimeout(() => {
      sectionRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      setFocus('value');
    }, 0);
    return () => window.clearTimeout(timer);
  }, [anchored, location.key, setFocus]);

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
    <section id={RECOVERY_ANCHOR} ref={sectionRef} aria-labelledby={open ? headingId : undefined}>
      <Button
        variant="subtle"
        px={0}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('recovery.toggle')}
      </Button>
      <Box id={panelId} hidden={!open}>
        {open && (
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
        )}
      </Box>
    </section>
  );
}
