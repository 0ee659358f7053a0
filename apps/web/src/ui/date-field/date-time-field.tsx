import { Group } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from './date-field';

const MOMENT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;

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
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  id?: string;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
}) {
  const { t } = useTranslation('common');
  const match = MOMENT.exec(value);
  const day = match?.[1] ?? '';
  // The time typed before the day is kept here, so it is not lost while the day is empty.
  const [pendingTime, setPendingTime] = useState('');
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
      <TimeInput
        id={id ? `${id}-time` : undefined}
        label={t('dateField.time')}
        withAsterisk={required}
        aria-required={required || undefined}
        value={time}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setPendingTime(next);
          if (day) emit(day, next);
        }}
      />
    </Group>
  );
}
