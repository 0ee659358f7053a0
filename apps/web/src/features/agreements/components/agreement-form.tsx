import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZAgreementRequestBody,
  type TAgreementRequestBody,
  type TAgreementSigner,
} from '@portal/contracts/agreements/agreements.schemas';
import { fieldErrorText, scrollToFirstInvalid } from '../../../lib/field-error';
import { FormDateField } from '../../../ui/date-field/form-date-field';

type TTextField =
  'nombre' | 'apellidos' | 'dni' | 'cargo' | 'email' | 'fechaEscritura' | 'notario' | 'localidadNotario';
type TFormValues = Record<TTextField, string> & { declaracion: boolean };

const EMPTY: TFormValues = {
  nombre: '',
  apellidos: '',
  dni: '',
  cargo: '',
  email: '',
  fechaEscritura: '',
  notario: '',
  localidadNotario: '',
  declaracion: false,
};

const FIELDS: ReadonlyArray<{ name: TTextField; type?: string; autoComplete?: string }> = [
  { name: 'nombre', autoComplete: 'given-name' },
  { name: 'apellidos', autoComplete: 'family-name' },
  { name: 'dni', autoComplete: 'off' },
  { name: 'cargo', autoComplete: 'organization-title' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'fechaEscritura', type: 'date' },
  { name: 'notario' },
  { name: 'localidadNotario' },
];

/** The signer's data as form values: only the fields the latest agreement has ('YYYY-MM-DD' dates). */
export function signerToValues(signer: TAgreementSigner): Partial<Record<TTextField, string>> {
  const values: Partial<Record<TTextField, string>> = {};
  for (const { name } of FIELDS) {
    const value = signer[name];
    if (typeof value === 'string' && value.trim() !== '')
      values[name] = name === 'fechaEscritura' ? value.slice(0, 10) : value;
  }
  return values;
}

/**
 * SPEC §2 New-agreement form and §5 Agreement request: signer and deed fields, a required
 * declaration, 'Rellenar datos' prefilling from the latest agreement and 'Solicitar convenio'.
 */
export function AgreementForm({
  onSubmit,
  loadLatestSigner,
  pending = false,
}: {
  onSubmit: (values: TAgreementRequestBody) => void;
  loadLatestSigner: () => Promise<TAgreementSigner | null>;
  pending?: boolean;
}) {
  const { t } = useTranslation(['agreements', 'common']);
  const [filling, setFilling] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    trigger,
    formState: { errors, isSubmitted },
  } = useForm<TFormValues, unknown, TAgreementRequestBody>({
    defaultValues: EMPTY,
    resolver: zodResolver(ZAgreementRequestBody) as unknown as Resolver<TFormValues, unknown, TAgreementRequestBody>,
  });

  const fill = async () => {
    setFilling(true);
    try {
      const signer = await loadLatestSigner();
      if (!signer) return;
      const filled = Object.entries(signerToValues(signer)) as Array<[TTextField, string]>;
      for (const [name, value] of filled) {
        // Prefilling is not a submit attempt: no validation until the user submits.
        setValue(name, value, { shouldDirty: true });
      }
      // After a failed submit the filled fields are checked again, so they stop saying
      // 'Este campo es requerido' (issue #12 item 17; SPEC §5 errors show after a submit attempt).
      if (isSubmitted && filled.length > 0) await trigger(filled.map(([name]) => name));
    } catch {
      // The API client already showed the error.
    } finally {
      setFilling(false);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, scrollToFirstInvalid)} aria-label={t('form.title')}>
      <Stack gap="md">
        <Group>
          <Button variant="light" onClick={() => void fill()} loading={filling}>
            {t('form.fill')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map(({ name, type, autoComplete }) =>
            // The deed date on the one date field (issue #16 part 8); the form keeps 'YYYY-MM-DD'.
            type === 'date' ? (
              <FormDateField
                key={name}
                control={control}
                name={name}
                label={t(`form.fields.${name}`)}
                required
                error={fieldErrorText(t, errors[name])}
              />
            ) : (
              <TextInput
                key={name}
                label={t(`form.fields.${name}`)}
                type={type ?? 'text'}
                autoComplete={autoComplete}
                withAsterisk
                aria-required="true"
                error={fieldErrorText(t, errors[name])}
                {...register(name)}
              />
            ),
          )}
        </SimpleGrid>
        <Checkbox
          label={t('form.declaration')}
          error={errors.declaracion ? t('validation.required', { ns: 'common' }) : undefined}
          aria-required="true"
          {...register('declaracion')}
        />
        <Group>
          <Button type="submit" loading={pending}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
