import { Checkbox, MultiSelect, Select, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useController, useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../../lib/field-error';
import { READABLE_DESCRIPTION } from '../../utils/readable-styles';
import type { TOfferFormValues } from '../../utils/offer-form-values';
import { useOfferFormContext } from './offer-form-context';
import { DateField } from '../../../../ui/date-field/date-field';

type TPath = FieldPath<TOfferFormValues>;

/**
 * The fields of the offer form. Each one applies the brand's rule for its path (SPEC §1: hidden,
 * read-only, required), takes its label from `proposals:form.fields.<path>` and shows its error
 * (only after a submit attempt: react-hook-form validates on submit first).
 */
function useOfferField(name: TPath) {
  const { t } = useTranslation('proposals');
  const { rules } = useOfferFormContext();
  const { control } = useFormContext<TOfferFormValues>();
  const {
    field: { ref: inputRef, value, onChange, onBlur, name: fieldName },
    fieldState,
  } = useController({ control, name });
  const errorText = useFieldErrorText();
  return {
    inputRef,
    value: value as unknown,
    onChange,
    shown: rules.shown(name),
    common: {
      label: t(`form.fields.${name}`),
      required: rules.required(name),
      error: errorText(fieldState.error),
      readOnly: rules.readOnly(name),
      name: fieldName,
      onBlur,
    },
  };
}

export function OfferTextField({
  name,
  type = 'text',
  inputMode,
  description,
  multiline = false,
  autoComplete,
}: {
  name: TPath;
  type?: 'text' | 'email' | 'url' | 'tel';
  inputMode?: 'decimal' | 'numeric' | 'text' | 'email' | 'url' | 'tel';
  description?: ReactNode;
  multiline?: boolean;
  autoComplete?: string;
}) {
  const { inputRef, value, onChange, shown, common } = useOfferField(name);
  if (!shown) return null;
  const text = typeof value === 'string' ? value : '';
  if (multiline) {
    return (
      <Textarea
        {...common}
        ref={inputRef}
        description={description}
        styles={READABLE_DESCRIPTION}
        value={text}
        onChange={(e) => onChange(e.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={12}
      />
    );
  }
  return (
    <TextInput
      {...common}
      ref={inputRef}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete ?? 'off'}
      description={description}
      styles={READABLE_DESCRIPTION}
      value={text}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/** A day of the offer (start, end, expiry) on the one date field (issue #16 part 8): 'YYYY-MM-DD' in the form. */
export function OfferDateField({ name, description }: { name: TPath; description?: ReactNode }) {
  const { inputRef, value, onChange, shown, common } = useOfferField(name);
  if (!shown) return null;
  return (
    <DateField
      {...common}
      ref={inputRef}
      description={description}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
    />
  );
}

export function OfferSelectField({
  name,
  data,
  searchable = false,
  description,
  onPicked,
}: {
  name: TPath;
  data: Array<{ value: string; label: string }>;
  searchable?: boolean;
  description?: ReactNode;
  /** Runs after the user picks a value (e.g. a tutor contact fills the tutor's fields). */
  onPicked?: (value: string | null) => void;
}) {
  const { t } = useTranslation('proposals');
  const { inputRef, value, onChange, shown, common } = useOfferField(name);
  if (!shown) return null;
  return (
    <Select
      {...common}
      ref={inputRef}
      data={data}
      searchable={searchable}
      clearable={!common.required}
      description={description}
      styles={READABLE_DESCRIPTION}
      placeholder={t('form.choose')}
      nothingFoundMessage={t('form.nothingFound')}
      value={typeof value === 'string' ? value : null}
      onChange={(value) => {
        onChange(value);
        onPicked?.(value);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function OfferMultiSelectField({
  name,
  data,
  description,
}: {
  name: TPath;
  data: Array<{ value: string; label: string }>;
  description?: ReactNode;
}) {
  const { t } = useTranslation('proposals');
  const { inputRef, value, onChange, shown, common } = useOfferField(name);
  if (!shown) return null;
  return (
    <MultiSelect
      {...common}
      ref={inputRef}
      data={data}
      searchable
      clearable
      description={description}
      styles={READABLE_DESCRIPTION}
      nothingFoundMessage={t('form.nothingFound')}
      value={Array.isArray(value) ? (value as string[]) : []}
      onChange={onChange}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function OfferCheckboxField({ name, description }: { name: TPath; description?: ReactNode }) {
  const { inputRef, value, onChange, shown, common } = useOfferField(name);
  if (!shown) return null;
  return (
    <Checkbox
      ref={inputRef}
      name={common.name}
      label={common.label}
      description={description}
      styles={READABLE_DESCRIPTION}
      error={common.error}
      disabled={common.readOnly}
      checked={value === true}
      onChange={(e) => onChange(e.currentTarget.checked)}
      onBlur={common.onBlur}
    />
  );
}

export function OfferTagsField({ name, description, max }: { name: TPath; description?: ReactNode; max?: number }) {
  const { inputRef, value, onChange, shown, common } = useOfferField(name);
  if (!shown) return null;
  return (
    <TagsInput
      {...common}
      ref={inputRef}
      description={description}
      styles={READABLE_DESCRIPTION}
      maxTags={max}
      value={Array.isArray(value) ? (value as string[]) : []}
      onChange={onChange}
      clearable
    />
  );
}
