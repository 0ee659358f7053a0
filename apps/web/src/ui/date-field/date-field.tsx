import '@mantine/dates/styles.css';
import 'dayjs/locale/ca';
import 'dayjs/locale/es';
import { DateInput } from '@mantine/dates';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n';
import { formatLongDate } from '../../lib/dates';
import { useCalendarLabels } from './calendar-labels';
import { isoDayOf, parseTypedDay } from './parse-day';

export type TDateFieldProps = {
  label: string;
  /** The day as 'YYYY-MM-DD'; '' or null when there is none. */
  value: string | null | undefined;
  /** Gives 'YYYY-MM-DD', or '' when the field is emptied. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** A button that empties the field; by default where the field is optional. */
  clearable?: boolean;
  /** The first and last day that may be picked or typed ('YYYY-MM-DD'). */
  minDate?: string;
  maxDate?: string;
  disabled?: boolean;
  readOnly?: boolean;
  autoComplete?: string;
};

/**
 * The web's one date input (issue #16 part 8), on the UI kit's date picker: shown and typed as
 * dd/mm/yyyy in es and ca (d/m/yyyy typed by hand also reads; anything else is dropped on leaving
 * the field), a calendar in the person's language with weeks starting on Monday. The form's value
 * stays the 'YYYY-MM-DD' day the API uses. This module carries the picker's styles and the dayjs
 * locales, so they load with the pages that have a date, never with /login or the shell.
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  name,
  id,
  ref,
  description,
  error,
  required = false,
  clearable = !required,
  minDate,
  maxDate,
  disabled,
  readOnly,
  autoComplete,
}: TDateFieldProps) {
  const { t } = useTranslation('common');
  const { lang } = useLanguage();
  const labels = useCalendarLabels();
  return (
    <DateInput
      ref={ref}
      id={id}
      name={name}
      label={label}
      description={description}
      error={error}
      required={required}
      placeholder={t('dateField.placeholder')}
      value={isoDayOf(value)}
      onChange={(day) => onChange(day ?? '')}
      onBlur={onBlur}
      dateParser={parseTypedDay}
      valueFormat="DD/MM/YYYY"
      locale={lang}
      firstDayOfWeek={1}
      clearable={clearable}
      clearButtonProps={{ 'aria-label': t('dateField.clear') }}
      minDate={minDate || undefined}
      maxDate={maxDate || undefined}
      disabled={disabled}
      readOnly={readOnly}
      autoComplete={autoComplete ?? 'off'}
      ariaLabels={labels}
      // Each day read out as a long date on Intl ('1 de març del 2026'), as lib/dates writes it.
      getDayAriaLabel={(day) => formatLongDate(day, lang)}
      // No closing animation: leaving the field with Tab removes the calendar at once, so its
      // 'Mes siguiente' never stands beside the form's own 'Siguiente' (found by the offer journey).
      popoverProps={{ withinPortal: true, transitionProps: { duration: 0 } }}
    />
  );
}
