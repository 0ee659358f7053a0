import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '../../../i18n';
import { UNANSWERED_QUESTIONS_CODE } from '../api/submit-survey';

/**
 * What the runner says above the question: that saved answers were restored (SPEC §4 Survey
 * flow) and, after a 40, the catalogue's text for the unanswered mandatory questions (SPEC §8).
 */
export function SurveyRunnerNotices({ restored, unanswered }: { restored: boolean; unanswered: boolean }) {
  const { t } = useTranslation('surveys');
  const catalogue = useCatalogueText();
  const entry = catalogue(UNANSWERED_QUESTIONS_CODE);
  return (
    <>
      {restored && (
        <Alert variant="light" color="brand" role="status">
          {t('runner.restored')}
        </Alert>
      )}
      {unanswered && (
        <Alert variant="light" color="red" role="alert" title={entry.titulo} data-testid="survey-unanswered">
          {entry.cuerpo}
        </Alert>
      )}
    </>
  );
}
