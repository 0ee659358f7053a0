import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { SURVEY_TOKEN_PREFIX, type TSurveyAccess } from '@portal/contracts/surveys/surveys.schemas';
import { ApiError } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { rememberReturnPath } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { PageTitle } from '../../../ui/page-title';
import { useSurveyAccess } from '../api/get-survey-access';
import { useSurveyAnonymousLogin } from '../api/survey-anonymous-login';
import { SurveyLoginPanel } from '../components/survey-login-panel';
import { SurveyUnavailable } from '../components/survey-unavailable';
import { DEAD_TOKEN_CODES, surveySheetPath } from '../utils/survey-links';
import { clearSurveyToken, getSurveyToken, storeSurveyToken } from '../utils/survey-token';

/**
 * SPEC §2 /informes/{id}/acceso and the access link /encuestas/{urlAcceso}; SPEC §4 Survey flow:
 * access, then optional login or anonymous entry, then the survey sheet. Whoever the call already
 * identifies (session, or an anonymous answer in progress) goes straight on; a signed-in user may
 * still choose to answer a survey with the anonymous option anonymously.
 */
export default function SurveyAccessPage() {
  const { t } = useTranslation('surveys');
  const params = useParams();
  const id = params.urlAcceso ?? params.id ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const brand = useBrand();
  const querystringValue = location.search.replace(/^\?/, '');
  const linkToken = new URLSearchParams(querystringValue).get('token');
  // A signed-in visitor resuming an anonymous answer must send its token, or the session would answer.
  const bearer =
    getSurveyToken(id) ?? (session.isAuthenticated && linkToken?.startsWith(SURVEY_TOKEN_PREFIX) ? linkToken : null);
  const access = useSurveyAccess({ id, querystringValue, bearer });
  const anonymous = useSurveyAnonymousLogin();
  const data = access.data;
  const bySessionOnly = !!data?.identificado && !data.token && !bearer;

  useEffect(() => {
    if (!data?.identificado) return;
    const keys = [id, data.idEncuesta, data.urlAcceso];
    const token = data.token ?? bearer;
    if (token) storeSurveyToken(token, keys);
    if (bySessionOnly && data.sacaOpcionAnonima) return;
    void navigate(surveySheetPath(data.urlAcceso, data.idPractica), { replace: true });
  }, [data, bearer, bySessionOnly, id, navigate]);

  useEffect(() => {
    if (access.error instanceof ApiError && DEAD_TOKEN_CODES.includes(access.error.status)) clearSurveyToken([id]);
  }, [access.error, id]);

  if (access.isPending) return <LoadingPlaceholders count={1} cols={1} />;
  if (!data) return <SurveyUnavailable />;

  const goToSheet = () => void navigate(surveySheetPath(data.urlAcceso, data.idPractica));
  const answerAnonymously = (survey: TSurveyAccess) =>
    anonymous.mutate(id, {
      onSuccess: ({ token, idEncuesta }) => {
        storeSurveyToken(token, [id, idEncuesta, survey.urlAcceso]);
        goToSheet();
      },
    });

  return (
    <Stack gap="lg">
      <PageTitle title={data.titulo} />
      <Title order={1}>{data.titulo}</Title>
      {data.descripcion && <Text>{data.descripcion}</Text>}
      {data.identificado ? (
        bySessionOnly && data.sacaOpcionAnonima ? (
          <AccessOption id="survey-choice-title" title={t('access.choiceTitle')} help={t('access.choiceHelp')}>
            <Group gap="sm">
              <Button onClick={goToSheet}>{t('access.withAccount')}</Button>
              <Button variant="light" onClick={() => answerAnonymously(data)} loading={anonymous.isPending}>
                {t('access.anonymous')}
              </Button>
            </Group>
          </AccessOption>
        ) : (
          <LoadingPlaceholders count={1} cols={1} />
        )
      ) : (
        <Stack gap="md">
          <AccessOption id="survey-login-title" title={t('access.loginTitle')} help={t('access.loginHelp')}>
            <SurveyLoginPanel
              surveyId={id}
              onSignedIn={(surveyBearer) => {
                if (surveyBearer) storeSurveyToken(surveyBearer, [id, data.idEncuesta, data.urlAcceso], false);
                goToSheet();
              }}
            />
          </AccessOption>
          {brand.sso && (
            <AccessOption id="survey-sso-title" title={t('access.ssoTitle')} help={t('access.ssoHelp')}>
              <Group>
                {/* /acceso signs in through the brand's provider and comes back to the remembered survey. */}
                <Button
                  component={Link}
                  to={routePath('sso-access')}
                  variant="light"
                  onClick={() => rememberReturnPath(surveySheetPath(data.urlAcceso, data.idPractica))}
                >
                  {t('access.sso')}
                </Button>
              </Group>
            </AccessOption>
          )}
          {data.sacaOpcionAnonima && (
            <AccessOption
              id="survey-anonymous-title"
              title={t('access.anonymousTitle')}
              help={t('access.anonymousHelp')}
            >
              <Group>
                <Button variant="light" onClick={() => answerAnonymously(data)} loading={anonymous.isPending}>
                  {t('access.anonymous')}
                </Button>
              </Group>
            </AccessOption>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** One way into the survey (sign in, university sign-in, anonymous): a titled section. */
function AccessOption({ id, title, help, children }: { id: string; title: string; help: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Text size="sm">{help}</Text>
        {children}
      </Stack>
    </Card>
  );
}
