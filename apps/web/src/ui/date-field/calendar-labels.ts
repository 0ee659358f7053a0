import type { CalendarAriaLabels } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

/** Names of the calendar's buttons for screen readers, in the person's language (WCAG 4.1.2). */
export function useCalendarLabels(): CalendarAriaLabels {
  const { t } = useTranslation('common');
  return {
    previousMonth: t('dateField.previousMonth'),
    nextMonth: t('dateField.nextMonth'),
    previousYear: t('dateField.previousYear'),
    nextYear: t('dateField.nextYear'),
    previousDecade: t('dateField.previousDecade'),
    nextDecade: t('dateField.nextDecade'),
    monthLevelControl: t('dateField.chooseMonth'),
    yearLevelControl: t('dateField.chooseYear'),
  };
}
