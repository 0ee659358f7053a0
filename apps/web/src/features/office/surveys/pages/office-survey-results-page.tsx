import { Anchor, Alert, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { TOfficeSurveyResults } from '@portal/contracts/office/surveys.schemas';
import { routePath } from '@portal/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../../../lib/dates';
import { officeApi } from '../../../../office/office-api';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { ExportMenu } from '../../../../ui/exports/export-menu';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { useOfficeSurveyResults } from '../api/get-survey-results';
import { ResultBars } from '../components/result-bars';

type Question = TOfficeSurveyResults['preguntas'][number];

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

function QuestionResults({ q, n }: { q: Question; n: number }) {
  const { t, i18n } = useTranslation('office');
  const headingId = `survey-result-${q.idPregunta}`;
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {t('surveys.builder.question', { n })}: {q.texto}
        </Title>
        <Text size="sm" c="dimmed">
          {t('surveys.resultsPage.answeredQuestion', { count: q.contestadas })}
        </Text>
        {q.tipo === 'text' ? (
          q.textos.length === 0 ? (
            <Text>{t('surveys.resultsPage.noTexts')}</Text>
          ) : (
            <ul aria-label={t('surveys.resultsPage.texts')}>
              {q.textos.map((x, i) => (
                <li key={i}>
                  <Text component="span">{x.texto}</Text>
                  {x.autor && (
                    <Text component="span" size="sm" c="dimmed">
                      {' — '}
                      {t('surveys.resultsPage.byOn', { author: x.autor, date: formatDate(x.fecha, i18n.language) })}
                    </Text>
                  )}
                </li>
              ))}
            </ul>
          )
        ) : (
          <>
            <ResultBars options={q.opciones} total={q.contestadas} />
            <OfficeTableWrap label={t('surveys.resultsPage.tableLabel', { text: q.texto })}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('surveys.resultsPage.option')}</Table.Th>
                    <Table.Th scope="col">{t('surveys.resultsPage.total')}</Table.Th>
                    <Table.Th scope="col">{t('surveys.resultsPage.percent')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {q.opciones.map((o) => (
                    <Table.Tr key={o.idRespuesta}>
                      <Table.Th scope="row">{o.texto}</Table.Th>
                      <Table.Td>{o.total}</Table.Td>
                      <Table.Td>{percent(o.total, q.contestadas)} %</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </OfficeTableWrap>
          </>
        )}
      </Stack>
    </section>
  );
}

/** /gestion/encuestas/{id}/resultados (issue #15): response rate, a chart and a table per question, free texts. */
export default function OfficeSurveyResultsPage() {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const id = Number(useParams().idEncuesta);
  const results = useOfficeSurveyResults(id);
  const r = results.data;
  if (!r) return <LoadingPlaceholders count={1} cols={1} />;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('surveys.resultsPage.title', { title: r.titulo })}</Title>
        {/* #17 'Exports': every answer behind these figures, one row per answered question. */}
        <ExportMenu lista="respuestas" path={`/api/Gestion/encuestas/${id}/resultados/exportar`} client={officeApi} />
      </Group>
      <Anchor component={Link} to={routePath('office-survey', { idEncuesta: id }, lang)}>
        {t('surveys.resultsPage.back')}
      </Anchor>
      <Text>
        {r.tasa === null
          ? t('surveys.resultsPage.rateUnknown', { answered: r.respuestas })
          : t('surveys.resultsPage.rate', {
              answered: r.respuestas,
              audience: r.audiencia,
              percent: Math.round(r.tasa * 100),
            })}
      </Text>
      {r.anonima && <Alert color="blue">{t('surveys.resultsPage.anonymous')}</Alert>}
      {r.preguntas.map((q, i) => (
        <QuestionResults key={q.idPregunta} q={q} n={i + 1} />
      ))}
    </Stack>
  );
}
