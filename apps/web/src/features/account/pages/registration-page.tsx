import {
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { checkConfirmation, ZRegisterBody } from '@portal/contracts/account/account.schemas';
import { routePath } from '@portal/contracts/routes';
import { resolverWithRules, type TObjectRule } from '../../../lib/resolver-with-rules';
import { useRegisterStudent } from '../api/register-student';
import { fieldErrorText, scrollToFirstInvalid } from '../utils/form-errors';
import { useLanguage } from '../../../i18n';

type TValues = z.input<typeof ZRegisterBody>;
type TOut = z.output<typeof ZRegisterBody>;

/** SPEC §2 /registro (brand flag canRegistroAlumno, guarded by the router): privacy acceptance required, password rules. */
export default function RegistrationPage() {
  const { t } = useTranslation('account');
  const { lang } = useLanguage();
  const [done, setDone] = useState(false);
  const mutation = useRegisterStudent();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TValues, unknown, TOut>({
    // The confirmation shows with the other errors (issue #12 item 19).
    resolver: resolverWithRules<TValues, TOut>(ZRegisterBody, [
      checkConfirmation('password', 'confirmacionPassword') as TObjectRule<TValues>,
    ]),
    defaultValues: {
      nombre: '',
      primerApellido: '',
      segundoApellido: '',
      idTipoDocumento: '1',
      dni: '',
      email: '',
      password: '',
      confirmacionPassword: '',
      telefono: '',
      aceptaPrivacidad: false as unknown as true,
      recibirInformacion: false,
    },
  });
  const error = (field: keyof TValues) => fieldErrorText(t, errors[field]);

  async function save(values: TOut): Promise<void> {
    try {
      await mutation.mutateAsync({ ...(values as TValues), idIdioma: lang === 'ca' ? 2 : 1 });
    } catch {
      return; // Shown by the API client (16, 94, 28, 66, 69).
    }
    // The notice (504 or 522) is shown by the API client; a route change would clear it.
    setDone(true);
  }

  // Every page has one h1 (issue #12 item 21).
  const heading = <Title order={1}>{t('registration.title')}</Title>;
  if (done) {
    return (
      <Stack gap="md">
        {heading}
        <Stack gap="sm" role="status">
          <Text>{t('registration.done')}</Text>
          <Anchor component={Link} to={routePath('login')}>
            {t('registration.toLogin')}
          </Anchor>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {heading}
      <form noValidate onSubmit={handleSubmit(save, scrollToFirstInvalid)} aria-label={t('registration.title')}>
        <Stack gap="md" maw={720}>
          <Text>{t('registration.intro')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('fields.nombre')}
              autoComplete="given-name"
              required
              error={error('nombre')}
              {...register('nombre')}
            />
            <TextInput
              label={t('fields.primerApellido')}
              autoComplete="family-name"
              required
              error={error('primerApellido')}
              {...register('primerApellido')}
            />
            <TextInput
              label={t('fields.segundoApellido')}
              error={error('segundoApellido')}
              {...register('segundoApellido')}
            />
            <Controller
              control={control}
              name="idTipoDocumento"
              render={({ field }) => (
                <Select
                  label={t('fields.idTipoDocumento')}
                  data={[
                    { value: '1', label: 'DNI' },
                    { value: '2', label: 'NIE' },
                    { value: '3', label: t('fields.passport') },
                  ]}
                  value={field.value ? String(field.value) : null}
                  onChange={(value) => field.onChange(value ?? '')}
                  ref={field.ref}
                  allowDeselect={false}
                />
              )}
            />
            <TextInput label={t('fields.dni')} required error={error('dni')} {...register('dni')} />
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
              error={error('email')}
              {...register('email')}
            />
            <TextInput
              label={t('fields.telefono')}
              type="tel"
              autoComplete="tel"
              error={error('telefono')}
              {...register('telefono')}
            />
            <PasswordInput
              label={t('fields.password')}
              autoComplete="new-password"
              description={t('fields.passwordRules')}
              error={error('password')}
              {...register('password')}
            />
            <PasswordInput
              label={t('fields.confirmacionPassword')}
              autoComplete="new-password"
              error={error('confirmacionPassword')}
              {...register('confirmacionPassword')}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('registration.noPassword')}
          </Text>
          <Checkbox
            label={
              <>
                {t('registration.privacy')}{' '}
                <Anchor component={Link} to={routePath('privacy-policy')} target="_blank">
                  {t('registration.privacyLink')}
                </Anchor>
              </>
            }
            required
            error={error('aceptaPrivacidad')}
            {...register('aceptaPrivacidad')}
          />
          <Checkbox label={t('registration.information')} {...register('recibirInformacion')} />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('registration.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
