import { Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, type TDateFieldProps } from './date-field';

const MOMENT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;
/** A time as typed: 'hh:mm' (or 'h:mm'), 24-hour. */
const TYPED_TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

function timeOf(typed: string): string | null {
  const match = TYPED_TIME.exec(typed.trim());
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : null;
}

/**
 * A day and its time (an event's moment), issue #16 part 8: the day on the one `DateField`
 * (dd/mm/yyyy, the calendar), the time beside it in hh:mm. The form's value keeps the shape the
 * page already used, 'YYYY-MM-DDTHH:mm' in the browser's time zone ('' when there is no day); a
 * day without a time yet reads as 00:00 until the time is typed.
 */
export function DateTimeField({
  label,
  value,
  onChange,
  id,
  error,
  description,
  required = false,
}: Pick<TDateFieldProps, 'label' | 'onChange' | 'id' | 'error' | 'description' | 'required'> & {
  /** 'YYYY-MM-DDTHH:mm', or '' when there is no day. */
  value: string;
}) {
  const { t } = useTranslation('common');
  const match = MOMENT.exec(value);
  const day = match?.[1] ?? '';
  // The whole time typed before there is a day, kept for when the day comes.
  const [pendingTime, setPendingTime] = useState('');
  // What is being typed in the time box ('1', '10:', '10:3'), until the box is left.
  const [draft, setDraft] = useState<string | null>(null);
  const time = match?.[2] ?? pendingTime;
  const emit = (nextDay: string, nextTime: string) => onChange(nextDay ? `${nextDay}T${nextTime || '00:00'}` : '');
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <DateField
        id={id}
        label={label}
        description={description}
        error={error}
        required={required}
        value={day}
        onChange={(next) => emit(next, time)}
      />
      {/* A text box rather than the browser's time input: typed the same way in every browser
          language (24-hour 'hh:mm', as the day is typed dd/mm/yyyy). */}
      <TextInput
        id={id ? `${id}-time` : undefined}
        label={t('dateField.time')}
        withAsterisk={required}
        aria-required={required || undefined}
        placeholder={t('dateField.timePlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        w={96}
        value={draft ?? time}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setDraft(next);
          const whole = timeOf(next);
          if (!whole) return;
          setPendingTime(whole);
          if (day) emit(day, whole);
        }}
        // Left with something that is not a time: the box shows the time the value holds again.
        onBlur={() => setDraft(null)}
      />
    </Group>
  );
}
