import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import type { TSurveyCard } from '@portal/contracts/surveys/surveys.schemas';
import { useLanguage } from '../../../i18n';
import { formatLongDate } from '../../../lib/dates';

/** The start link of a survey card: its access URL (with ?idPractica= for an evaluation). */
export function surveyStartPath(survey: Pick<TSurveyCard, 'urlAcceso' | 'idPractica'>): string {
  const path = routePath('survey-link', { urlAcceso: survey.urlAcceso });
  return survey.idPractica ? `${path}?idPractica=${survey.idPractica}` : path;
}

/** SPEC §2 Cards: a survey card, the title plus a start link by access URL. */
export function SurveyCard({ survey }: { survey: TSurveyCard }) {
  const { t } = useTranslation('surveys');
  const { lang } = useLanguage();
  const headingId = `survey-card-${survey.idEncuesta}-${survey.idPractica ?? 0}`;
  return (
    <Card component="article" withBorder padding="lg" radius="md" aria-labelledby={headingId} data-testid="survey-card">
      <Stack gap="xs" h="100%">
        <Group gap="xs">
          {survey.obligatoria && <Badge color="red.9">{t('card.mandatory')}</Badge>}
          {survey.enCurso && <Badge>{t('card.inProgress')}</Badge>}
        </Group>
        <Title order={2} size="h4" id={headingId}>
          {survey.titulo}
        </Title>
        {survey.descripcion && <Text size="sm">{survey.descripcion}</Text>}
        {survey.fechaHasta && (
          <Text size="sm">{t('card.until', { date: formatLongDate(survey.fechaHasta, lang) })}</Text>
        )}
        <Group mt="auto" pt="xs">
          <Button component={Link} to={surveyStartPath(survey)} aria-describedby={headingId}>
            {survey.enCurso ? t('card.continue') : t('card.start')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
