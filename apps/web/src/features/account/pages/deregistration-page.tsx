import { Button, Checkbox, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZDeregistrationWithDataBody } from '@portal/contracts/account/account.schemas';
import { useSession } from '../../../lib/session';
import { useRequestDeregistration } from '../api/request-deregistration';
import { fieldErrorText, scrollToFirstInvalid } from '../utils/form-errors';

type TValues = z.input<typeof ZDeregistrationWithDataBody>;

/** SPEC §2 /solicitar-baja (brand flags hasBajaAlumno / hasBajaEmpresa, guarded by the router): notice 517. */
export default function DeregistrationPage() {
  const { t } = useTranslation('account');
  const { role } = useSession();
  const isStudent = role !== 'company';
  const mutation = useRequestDeregistration(role ?? 'student');
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState } = useForm<TValues, unknown, z.output<typeof ZDeregistrationWithDataBody>>(
    {
      resolver: zodResolver(ZDeregistrationWithDataBody) as unknown as Resolver<
        TValues,
        unknown,
        z.output<typeof ZDeregistrationWithDataBody>
      >,
      defaultValues: { motivo: '', emailContacto: '', telefonoContacto: '', borrarDatos: false, comentarios: '' },
    },
  );
  const e = formState.errors;

  async function save(values: TValues): Promise<void> {
    try {
      await mutation.mutateAsync(values);
      setSent(true);
    } catch {
      // Shown by the API client (48 ...).
    }
  }

  if (sent) return <Text role="status">{t('deregistration.sent')}</Text>;
  return (
    <form noValidate onSubmit={handleSubmit(save, scrollToFirstInvalid)} aria-label={t('deregistration.title')}>
      <Stack gap="sm" maw={640}>
        <Text>{t('deregistration.intro')}</Text>
        <Textarea
          label={t('deregistration.motivo')}
          autosize
          minRows={3}
          error={fieldErrorText(t, e.motivo)}
          {...register('motivo')}
        />
        {isStudent && (
          <>
            <TextInput
              label={t('deregistration.emailContacto')}
              type="email"
              error={fieldErrorText(t, e.emailContacto)}
              {...register('emailContacto')}
            />
            <TextInput
              label={t('deregistration.telefonoContacto')}
              type="tel"
              error={fieldErrorText(t, e.telefonoContacto)}
              {...register('telefonoContacto')}
            />
            <Textarea
              label={t('deregistration.comentarios')}
              autosize
              minRows={2}
              error={fieldErrorText(t, e.comentarios)}
              {...register('comentarios')}
            />
            <Checkbox label={t('deregistration.borrarDatos')} {...register('borrarDatos')} />
          </>
        )}
        <Group justify="flex-end">
          <Button type="submit" color="red" loading={mutation.isPending}>
            {t('deregistration.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
