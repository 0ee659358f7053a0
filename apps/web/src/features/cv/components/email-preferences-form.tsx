import { Checkbox, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TCvPersonal } from '@portal/contracts/cv/cv.schemas';
import { ZEditEmailBody } from '@portal/contracts/cv/cv-personal.schemas';
import { useEditEmail } from '../api/edit-email';
import { fieldErrorText, scrollToFirstInvalid } from '../utils/form-errors';
import { SaveBar } from './save-bar';

type TValues = z.input<typeof ZEditEmailBody>;

/** SPEC §2 CV 'e-mail preferences': the personal e-mail and where communications go (60). */
export function EmailPreferencesForm({ personal }: { personal: TCvPersonal }) {
  const { t } = useTranslation('cv');
  const mutation = useEditEmail();
  const { register, handleSubmit, formState } = useForm<TValues, unknown, z.output<typeof ZEditEmailBody>>({
    resolver: zodResolver(ZEditEmailBody) as unknown as Resolver<TValues, unknown, z.output<typeof ZEditEmailBody>>,
    defaultValues: {
      email: personal.email ?? '',
      comunicacionesEnEmailEstudiante: personal.comunicacionesEnEmailEstudiante,
    },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((v) => mutation.mutateAsync(v).catch(() => undefined), scrollToFirstInvalid)}
      aria-label={t('email.title')}
    >
      <TextInput
        type="email"
        label={t('email.personal')}
        autoComplete="email"
        error={fieldErrorText(t, formState.errors.email)}
        {...register('email')}
      />
      <Checkbox mt="sm" label={t('email.toStudentEmail')} {...register('comunicacionesEnEmailEstudiante')} />
      <SaveBar pending={mutation.isPending} saved={mutation.isSuccess} />
    </form>
  );
}
