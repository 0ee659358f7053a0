import { PasswordInput, SimpleGrid } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { checkConfirmation, ZChangePasswordBody } from '@portal/contracts/account/account.schemas';
import { resolverWithRules, type TObjectRule } from '../../../lib/resolver-with-rules';
import { useChangePassword } from '../api/change-password';
import { fieldErrorText, scrollToFirstInvalid } from '../utils/form-errors';
import { SaveBar } from './save-bar';

type TValues = z.input<typeof ZChangePasswordBody>;

/** SPEC §7 editarPassword: current password, new one (min 8 with a digit) and its confirmation; notice 521. */
export function ChangePasswordForm() {
  const { t } = useTranslation('cv');
  const mutation = useChangePassword();
  const { register, handleSubmit, reset, formState } = useForm<TValues, unknown, z.output<typeof ZChangePasswordBody>>({
    // The confirmation shows with the other errors (issue #12 item 19).
    resolver: resolverWithRules<TValues, z.output<typeof ZChangePasswordBody>>(ZChangePasswordBody, [
      checkConfirmation('passwordNueva', 'confirmacionPassword') as TObjectRule<TValues>,
    ]),
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
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          required
          error={fieldErrorText(t, e.passwordActual)}
          {...register('passwordActual')}
        />
        <PasswordInput
          label={t('password.new')}
          autoComplete="new-password"
          required
          description={t('password.rules')}
          error={fieldErrorText(t, e.passwordNueva)}
          {...register('passwordNueva')}
        />
        <PasswordInput
          label={t('password.confirm')}
          autoComplete="new-password"
          required
          error={fieldErrorText(t, e.confirmacionPassword)}
          {...register('confirmacionPassword')}
        />
      </SimpleGrid>
      <SaveBar pending={mutation.isPending} saved={false} label={t('password.submit')} />
    </form>
  );
}
