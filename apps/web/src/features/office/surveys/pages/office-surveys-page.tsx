import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { TOfficeSurveyListItem } from '@portal/contracts/office/surveys.schemas';
import { routePath } from '@portal/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../lib/dates';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { useOfficeSurveys } from '../api/list-surveys';
import { StatusBadge } from '../../../../ui/status-badge';
import { surveyStateTone } from '../../../../lib/survey-state-tone';

function Dates({ s, lang }: { s: TOfficeSurveyListItem; lang: string }) {
  const { t } = useTranslation('office');
  if (!s.fechaDesde && !s.fechaHasta) return <>{t('surveys.noDates')}</>;
  return (
    <>
      {[
        s.fechaDesde ? t('surveys.from', { date: formatDate(s.fechaDesde, lang) }) : null,
        s.fechaHasta ? t('surveys.until', { date: formatDate(s.fechaHasta, lang) }) : null,
      ]
        .filter(Boolean)
        .join(' ')}
    </>
  );
}

/** /gestion/encuestas (issue #15 'Survey builder'): the brand's surveys, their state by dates and their responses. */
export default function OfficeSurveysPage() {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const surveys = useOfficeSurveys();
  const items = surveys.data?.items ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('surveys.title')}</Title>
        <Button component={Link} to={routePath('office-survey-new', {}, lang)}>
          {t('surveys.new')}
        </Button>
      </Group>
      {surveys.isPending ? (
        <LoadingPlaceholders count={1} cols={1} />
      ) : items.length === 0 ? (
        <Text>{t('surveys.empty')}</Text>
      ) : (
        <OfficeTableWrap label={t('surveys.tableLabel')}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('surveys.columns.titulo')}</Table.Th>
                <Table.Th scope="col">{t('surveys.columns.estado')}</Table.Th>
                <Table.Th scope="col">{t('surveys.columns.fechas')}</Table.Th>
                <Table.Th scope="col">{t('surveys.columns.respuestas')}</Table.Th>
                <Table.Th scope="col">{t('surveys.columns.acciones')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((s) => (
                <Table.Tr key={s.idEncuesta}>
                  <Table.Td>
                    <Anchor component={Link} to={routePath('office-survey', { idEncuesta: s.idEncuesta }, lang)}>
                      {s.titulo}
                    </Anchor>
                    <Group gap={4}>
                      {s.obligatoria && (
                        <Badge size="xs" color="red" variant="light">
                          {t('surveys.mandatoryBadge')}
                        </Badge>
                      )}
                      {s.anonima && (
                        <Badge size="xs" variant="light">
                          {t('surveys.anonymousBadge')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge tone={surveyStateTone(s.estado)}>{t(`surveys.states.${s.estado}`)}</StatusBadge>
                  </Table.Td>
                  <Table.Td>
                    <Dates s={s} lang={i18n.language} />
                  </Table.Td>
                  <Table.Td>{s.respuestas}</Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={routePath('office-survey-results', { idEncuesta: s.idEncuesta }, lang)}
                      aria-label={`${t('surveys.results')}: ${s.titulo}`}
                    >
                      {t('surveys.results')}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </OfficeTableWrap>
      )}
    </Stack>
  );
}
