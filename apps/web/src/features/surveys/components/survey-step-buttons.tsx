import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The buttons under a survey question (SPEC §4 Survey flow): back (once a question was left),
 * save progress, and next or, on the last question, finish (the form's submit).
 */
export function SurveyStepButtons({
  canGoBack,
  onBack,
  onSave,
  saving,
  finishing,
  submitting,
}: {
  canGoBack: boolean;
  onBack: () => void;
  /** Absent: no 'save progress' (the office's preview stores nothing). */
  onSave?: () => void;
  saving: boolean;
  finishing: boolean;
  submitting: boolean;
}) {
  const { t } = useTranslation('surveys');
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        {canGoBack && (
          <Button variant="default" onClick={onBack}>
            {t('runner.back')}
          </Button>
        )}
        {onSave && (
          <Button variant="light" onClick={onSave} loading={saving}>
            {t('runner.saveProgress')}
          </Button>
        )}
      </Group>
      <Button type="submit" loading={submitting}>
        {finishing ? t('runner.finish') : t('runner.next')}
      </Button>
    </Group>
  );
}
