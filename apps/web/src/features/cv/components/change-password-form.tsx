import { PasswordInput, SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZChangePasswordBody } from '@portal/contracts/account/account.schemas';
import { useChangePassword } from '../api/change-password';
import { fieldErrorText, scrollToFirstInvalid } from '../utils/form-errors';
import { SaveBar } from './save-bar';

type TValues = z.input<typeof ZChangePasswordBody>;

/** SPEC §7 editarPassword: current password, new one (min 8 with a digit) and its confirmation; notice 521. */
export function ChangePasswordForm() {
  const { t } = useTranslation('cv');
  const mutation = useChangePassword();
  const { register, handleSubmit, reset, formState } = useForm<TValues, unknown, z.output<typeof ZChangePasswordBody>>({
    resolver: zodResolver(ZChangePasswordBody) as unknown as Resolver<TValues, unknown, z.output<typeof ZChangePasswordBody>>,
    defaultValues: { passwordActual: '', passwordNueva: '', confirmacionPassword: '' },
  });
  async function save(values: TValues): Promise<void> {
    try {
      await mutation.mutateAsync(values);
      reset();
    } catch {
      // Shown by the API client (3, 28, 95).
    }
  }
  const e = formState.errors;
  return (
    <form noValidate onSubmit={handleSubmit(save, scrollToFirstInvalid)} aria-label={t('password.title')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <PasswordInput label={t('password.current')} autoComplete="current-password" required error={fieldErrorText(t, e.passwordActual)} {...register('passwordActual')} />
        <PasswordInput label={t('password.new')} autoComplete="new-password" required description={t('password.rules')} error={fieldErrorText(t, e.passwordNueva)} {...register('passwordNueva')} />
        <PasswordInput label={t('password.confirm')} autoComplete="new-password" required error={fieldErrorText(t, e.confirmacionPassword)} {...register('confirmacionPassword')} />
      </SimpleGrid>
      <SaveBar pending={mutation.isPending} saved={false} label={t('password.submit')} />
    </form>
  );
}
