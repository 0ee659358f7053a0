import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { LoadFailed, retryOf } from '../../../ui/load-failed';
import { useMySurveys } from '../api/get-my-surveys';
import { SurveyCard } from '../components/survey-card';

/** SPEC §2 /informes: the surveys I still have to answer, mandatory first, as survey cards. */
export default function SurveysPage() {
  const { t } = useTranslation('surveys');
  const surveys = useMySurveys();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('list.title')}</Title>
      {surveys.isPending ? (
        <LoadingPlaceholders />
      ) : surveys.isError ? (
        <LoadFailed {...retryOf(surveys)} />
      ) : surveys.data.length === 0 ? (
        <Alert variant="light" color="brand" role="status">
          {t('list.empty')}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {surveys.data.map((survey) => (
            <SurveyCard key={`${survey.idEncuesta}-${survey.idPractica ?? 0}`} survey={survey} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
