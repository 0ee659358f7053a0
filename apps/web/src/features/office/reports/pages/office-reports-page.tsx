import '@mantine/charts/styles.css';
import { Button, Group, List, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOfficeSession } from '../../../../office/office-session';
import { useReferenceLists } from '../../students/api/get-reference-lists';
import { REPORT_FILTERS, type TReportFilter } from '../api/get-report';
import {
  AgreementFigures,
  OfferFigures,
  OfficeWorkFigures,
  StudentFigures,
  SurveyFigures,
} from '../components/report-sections';
import { DateField } from '../../../../ui/date-field/date-field';

/**
 * /gestion/informes (issue #17 'Office dashboard of figures'): the office's figures for a period,
 * campus and degree (kept in the URL), each a chart with a table of the same numbers. A scoped
 * gestor picks only among their campuses (the API refuses another with 285).
 */
export default function OfficeReportsPage() {
  const { t, i18n } = useTranslation('office-reports');
  const session = useOfficeSession();
  const lists = useReferenceLists(i18n.language === 'ca' ? 'ca' : 'es');
  const [params, setParams] = useSearchParams();
  const filter: TReportFilter = {};
  for (const field of REPORT_FILTERS) {
    const value = params.get(field);
    if (value) filter[field] = value;
  }
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(REPORT_FILTERS.map((f) => [f, params.get(f) ?? ''])),
  );
  const setField = (field: string, value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const scope = session?.perfil.sedes ?? [];
  const campuses = lists.campuses.filter((c) => scope.length === 0 || scope.includes(c.id));

  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <form
        role="search"
        aria-label={t('filters.label')}
        onSubmit={(event) => {
          event.preventDefault();
          const next = new URLSearchParams();
          for (const field of REPORT_FILTERS) if (draft[field]) next.set(field, draft[field]);
          setParams(next, { replace: true });
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <DateField label={t('filters.desde')} value={draft.desde} onChange={(day) => setField('desde', day)} />
          <DateField label={t('filters.hasta')} value={draft.hasta} onChange={(day) => setField('hasta', day)} />
          <NativeSelect
            label={t('filters.sede')}
            value={draft.sede}
            onChange={(e) => setField('sede', e.currentTarget.value)}
            data={[
              { value: '', label: scope.length ? t('filters.myCampuses') : t('filters.any') },
              ...campuses.map((c) => ({ value: String(c.id), label: c.descripcion })),
            ]}
          />
          <NativeSelect
            label={t('filters.titulacion')}
            value={draft.titulacion}
            onChange={(e) => setField('titulacion', e.currentTarget.value)}
            data={[
              { value: '', label: t('filters.any') },
              ...lists.degrees.map((d) => ({ value: String(d.id), label: d.descripcion })),
            ]}
          />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit">{t('filters.apply')}</Button>
        </Group>
      </form>
      <Paper withBorder p="md">
        <Text fw={600}>{t('notes.title')}</Text>
        <List size="sm" mt="xs">
          {(['period', 'campus', 'placed', 'medians', 'surveys', 'office'] as const).map((k) => (
            <List.Item key={k}>{t(`notes.${k}`)}</List.Item>
          ))}
        </List>
      </Paper>
      <AgreementFigures filter={filter} />
      <OfferFigures filter={filter} />
      <StudentFigures filter={filter} />
      <SurveyFigures filter={filter} />
      <OfficeWorkFigures filter={filter} />
    </Stack>
  );
}
