import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { routePath } from '@portal/contracts/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useCheckPreviewAnswers, useSurveyPreview } from '../api/survey-preview';
import { SurveyRunner } from '../components/survey-runner';
import { SurveyUnavailable } from '../components/survey-unavailable';

/**
 * /gestion/encuestas/{id}/vista-previa (issue #15 'Preview runs the real survey runner'): the
 * portal's own runner on the survey as it is stored, whatever its state, in the console; the
 * answers are checked as when answering for real (mandatory questions, jumps) and never stored.
 */
export default function SurveyPreviewPage() {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const { idEncuesta = '' } = useParams();
  const sheet = useSurveyPreview(idEncuesta);
  const check = useCheckPreviewAnswers();
  const [round, setRound] = useState(0);
  const [finished, setFinished] = useState(false);
  const back = routePath('office-survey', { idEncuesta }, lang);
  const data = sheet.data;
  return (
    <Stack gap="lg">
      <Title order={1}>{data?.titulo ?? t('routes.office-survey-preview')}</Title>
      <Alert color="blue">{t('surveys.previewPage.notice')}</Alert>
      {data?.descripcion && !finished && <Text>{data.descripcion}</Text>}
      {finished ? (
        <Stack gap="sm">
          <Alert color="green" role="status">
            {t('surveys.previewPage.done')}
          </Alert>
          <Group>
            <Button
              onClick={() => {
                setFinished(false);
                setRound((n) => n + 1);
              }}
            >
              {t('surveys.previewPage.again')}
            </Button>
            <Button component={Link} to={back} variant="default">
              {t('surveys.previewPage.back')}
            </Button>
          </Group>
        </Stack>
      ) : sheet.isPending ? (
        <LoadingPlaceholders count={1} cols={1} />
      ) : data ? (
        <SurveyRunner
          key={round}
          sheet={data}
          surveyId={idEncuesta}
          bearer={null}
          idPractica={data.idPractica}
          onFinished={() => setFinished(true)}
          preview={{
            check: (answers) => check.mutateAsync({ id: idEncuesta, answers }),
            checking: check.isPending,
          }}
        />
      ) : (
        <SurveyUnavailable />
      )}
    </Stack>
  );
}
