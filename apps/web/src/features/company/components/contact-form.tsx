import { Button, Group, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TCompanyContact } from '@portal/contracts/company/company-contacts.schemas';
import { focusFirstInvalidOnSubmit } from '../../../lib/field-error';
import { ContactFields } from './field-groups';

type TValues = Record<string, unknown>;

const CONTACT_KEYS = [
  'nombre',
  'apellidos',
  'puesto',
  'email',
  'telefono1',
  'telefono2',
  'departamento',
  'direccion',
  'localidad',
  'cp',
] as const;

export function contactValues(contact: TCompanyContact | null): TValues {
  const values: TValues = Object.fromEntries(CONTACT_KEYS.map((key) => [key, contact?.[key] ?? '']));
  if (contact) values.idContacto = contact.idContacto;
  return values;
}

/**
 * SPEC §3/§5 Company contact form: a new contact (with an optional password; without one a
 * set-password link is mailed), one of my company's contacts, or my own profile.
 */
export function ContactForm<TOut>({
  schema,
  contact,
  withPassword = false,
  onSubmit,
  onCancel,
  pending = false,
  label,
}: {
  schema: z.ZodType<TOut>;
  contact: TCompanyContact | null;
  withPassword?: boolean;
  onSubmit: (values: TOut) => void;
  onCancel?: () => void;
  pending?: boolean;
  label: string;
}) {
  const { t } = useTranslation(['company', 'common']);
  const form = useForm<TValues, unknown, TOut>({
    defaultValues: contactValues(contact),
    resolver: zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOut>,
  });
  return (
    <FormProvider {...form}>
      <form noValidate aria-label={label} onSubmit={form.handleSubmit(onSubmit, focusFirstInvalidOnSubmit)}>
        <Stack gap="md">
          {withPassword && <Text size="sm">{t('contacts.passwordHint')}</Text>}
          <ContactFields withPassword={withPassword} />
          <Group>
            <Button type="submit" loading={pending}>
              {t('save', { ns: 'common' })}
            </Button>
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                {t('cancel', { ns: 'common' })}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
