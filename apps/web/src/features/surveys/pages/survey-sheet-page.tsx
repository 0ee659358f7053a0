import { Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { PageTitle } from '../../../ui/page-title';
import { useSurveySheet } from '../api/get-survey-sheet';
import { SurveyFinished } from '../components/survey-finished';
import { SurveyRunner } from '../components/survey-runner';
import { SurveyUnavailable } from '../components/survey-unavailable';
import { DEAD_TOKEN_CODES, idPracticaOf } from '../utils/survey-links';
import { clearSurveyToken, getSurveyToken } from '../utils/survey-token';

/**
 * SPEC §2 survey sheet (route ficha_encuestas, /informes/{id}); SPEC §4 Survey flow: loading,
 * answering, finishing. Without a session or a survey bearer it goes to the access step first.
 */
export default function SurveySheetPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const idPractica = idPracticaOf(search);
  const session = useSession();
  const bearer = getSurveyToken(id);
  const canLoad = bearer !== null || session.isAuthenticated;
  const [finished, setFinished] = useState(false);
  const sheet = useSurveySheet({ id, idPractica, bearer }, canLoad && !finished);

  useEffect(() => {
    if (sheet.error instanceof ApiError && DEAD_TOKEN_CODES.includes(sheet.error.status)) clearSurveyToken([id]);
  }, [sheet.error, id]);

  if (!canLoad && !finished) return <Navigate to={`${routePath('survey-access', { id })}${location.search}`} replace />;

  const data = sheet.data;
  return (
    <Stack gap="lg">
      {data && <PageTitle title={data.titulo} />}
      {data && <Title order={1}>{data.titulo}</Title>}
      {data?.descripcion && !finished && <Text>{data.descripcion}</Text>}
      {finished ? (
        <SurveyFinished />
      ) : sheet.isPending ? (
        <LoadingPlaceholders count={1} cols={1} />
      ) : data ? (
        <SurveyRunner
          sheet={data}
          surveyId={id}
          bearer={bearer}
          idPractica={idPractica ?? data.idPractica}
          onFinished={() => setFinished(true)}
        />
      ) : (
        <SurveyUnavailable />
      )}
    </Stack>
  );
}
