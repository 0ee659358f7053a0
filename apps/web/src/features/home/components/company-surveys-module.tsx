import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { useCompanySurveys } from '../api/get-company-surveys';
import { retryOf } from '../../../ui/load-failed';
import { HomeModule } from './home-module';

/** SPEC §2 company home surveys module: the surveys to answer, each with its start link by access URL. */
export function CompanySurveysModule({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation(['company-home', 'home']);
  const query = useCompanySurveys(enabled);
  const { data: surveys, isPending } = query;
  return (
    <HomeModule
      id="informes"
      title={t('modules.surveys', { ns: 'home' })}
      seeAllTo={routePath('surveys')}
      loading={isPending}
      failed={query.isError ? retryOf(query) : undefined}
    >
      {!surveys || surveys.length === 0 ? (
        <Text>{t('surveys.none')}</Text>
      ) : (
        <List spacing="xs" listStyleType="none" p={0}>
          {surveys.map((survey) => {
            const path = routePath('survey-link', { urlAcceso: survey.urlAcceso });
            return (
              <List.Item key={`${survey.idEncuesta}-${survey.idPractica ?? 0}`}>
                <Anchor component={Link} to={survey.idPractica ? `${path}?idPractica=${survey.idPractica}` : path}>
                  {survey.titulo}
                </Anchor>
                {survey.obligatoria && <Text span size="sm">{` · ${t('surveys.mandatory')}`}</Text>}
              </List.Item>
            );
          })}
        </List>
      )}
    </HomeModule>
  );
}
