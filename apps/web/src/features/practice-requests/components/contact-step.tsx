import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCatalogueText } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { useFieldErrorText } from '../../../lib/field-error';
import { EMAIL_OF_ANOTHER_COMPANY, useCheckContactEmail } from '../api/check-contact-email';
import { ZContactStep, type TContactStep } from '../utils/request-form-schemas';

export interface TChosenContact extends TContactStep {
  /** The email already is a contact of the company. */
  known: boolean;
}

/**
 * Step 2: the person of the company who will tutor me, checked with compruebaEmailContactoEmpresa;
 * an email of another company (44) is said on the field.
 */
export function ContactStep({
  cif,
  onDone,
  onBack,
}: {
  cif: string;
  onDone: (contact: TChosenContact) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('practice-requests');
  const catalogue = useCatalogueText();
  const errorText = useFieldErrorText();
  const check = useCheckContactEmail();
  const form = useForm<z.input<typeof ZContactStep>, unknown, TContactStep>({
    resolver: zodResolver(ZContactStep),
    defaultValues: { tutorNombre: '', tutorEmail: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      onDone({ ...values, known: await check.mutateAsync({ cif, email: values.tutorEmail }) });
    } catch (err) {
      if (err instanceof ApiError && err.status === EMAIL_OF_ANOTHER_COMPANY)
        form.setError('tutorEmail', { type: 'server', message: 'otherCompany' }, { shouldFocus: true });
    }
  });
  const emailError = form.formState.errors.tutorEmail;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('contact.step')}>
      <Stack gap="sm" maw={480}>
        <TextInput
          label={t('contact.name')}
          required
          autoComplete="off"
          error={errorText(form.formState.errors.tutorNombre)}
          {...form.register('tutorNombre')}
        />
        <TextInput
          label={t('contact.email')}
          description={t('contact.emailHint')}
          type="email"
          required
          autoComplete="off"
          error={
            emailError?.message === 'otherCompany'
              ? catalogue(EMAIL_OF_ANOTHER_COMPANY).cuerpo || t('contact.otherCompany')
              : errorText(emailError)
          }
          {...form.register('tutorEmail')}
        />
        <Group gap="sm">
          <Button type="submit" loading={check.isPending}>
            {t('continue')}
          </Button>
          <Button variant="default" onClick={onBack}>
            {t('back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
