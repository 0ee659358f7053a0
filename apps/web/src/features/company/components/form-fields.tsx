import { Checkbox, NativeSelect, PasswordInput, Textarea, TextInput } from '@mantine/core';
import { Controller, get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/field-error';

/**
 * Fields bound to the surrounding react-hook-form by path, so the same field groups serve the
 * registration (`empresa.nombre`, `contactos.0.email`) and the company page's own forms.
 * Errors show only after a submit attempt (react-hook-form validates on submit).
 */
/** Catalogue codes the company schemas use as messages, shown as field texts (SPEC §5, §8); 66 (DNI) is common. */
const COMPANY_CODE_KEYS: Record<string, string> = {
  '28': 'company:validation.password',
  '33': 'company:validation.cif',
  '70': 'company:validation.phone',
  '73': 'company:validation.iban',
  mismatch: 'company:validation.mismatch',
};

function useFieldError(name: string): string | undefined {
  const { t } = useTranslation(['company', 'common']);
  const {
    formState: { errors },
  } = useFormContext();
  const error = get(errors, name) as { message?: unknown } | undefined;
  return fieldErrorText(t, error, COMPANY_CODE_KEYS);
}

/** Blank text reads as not given. */
const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Digits read as a number; blank as null; anything else stays text (the schema calls it malformed). */
const blankAsNumber = (value: unknown) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  return /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
};

export function TextField({
  name,
  label,
  required = false,
  type = 'text',
  autoComplete,
  description,
  optionalBlank = false,
  asNumber = false,
}: {
  name: string;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  description?: string;
  /** Send null for a blank value (optional fields with a format rule). */
  optionalBlank?: boolean;
  /** A whole number (founding year): sent as a number, null when blank. */
  asNumber?: boolean;
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <TextInput
      label={label}
      type={type}
      autoComplete={autoComplete ?? 'off'}
      description={description}
      withAsterisk={required}
      aria-required={required || undefined}
      error={error}
      inputMode={asNumber ? 'numeric' : undefined}
      {...register(
        name,
        asNumber ? { setValueAs: blankAsNumber } : optionalBlank ? { setValueAs: blankAsNull } : undefined,
      )}
    />
  );
}

export function PasswordField({ name, label, required = false }: { name: string; label: string; required?: boolean }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <PasswordInput
      label={label}
      autoComplete="new-password"
      withAsterisk={required}
      aria-required={required || undefined}
      error={error}
      {...register(name, { setValueAs: blankAsNull })}
    />
  );
}

export function TextAreaField({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return <Textarea label={label} autosize minRows={3} error={error} {...register(name, { setValueAs: blankAsNull })} />;
}

/**
 * A reference-list id (province, country, sector...): a native select, keyboard friendly.
 * Controlled (issue #12 item 13): an uncontrolled select keeps '' when the saved id arrives
 * before the reference lists, so saved choices read 'Selecciona una opción'; a controlled one
 * takes the form's value again once its options exist.
 */
export function RefSelect({
  name,
  label,
  options,
  required = false,
}: {
  name: string;
  label: string;
  options: ReadonlyArray<{ id: number; descripcion: string }>;
  required?: boolean;
}) {
  const { t } = useTranslation('company');
  const { control } = useFormContext();
  const error = useFieldError(name);
  const data = [
    { value: '', label: t('choose') },
    ...options.map((o) => ({ value: String(o.id), label: o.descripcion })),
  ];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NativeSelect
          label={label}
          withAsterisk={required}
          aria-required={required || undefined}
          error={error}
          data={data}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={field.value === null || field.value === undefined ? '' : String(field.value as number | string)}
          onChange={(event) =>
            field.onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))
          }
        />
      )}
    />
  );
}

export function CheckField({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return <Checkbox label={label} error={error} {...register(name)} />;
}
