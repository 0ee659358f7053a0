import { BarChart, DonutChart } from '@mantine/charts';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';

export type TFigureRow = Record<string, string | number | null>;

interface TFigureSeries {
  key: string;
  label: string;
  color: string;
  /** false: a column of the table only (a count beside a rate would crush the chart's scale). */
  inChart?: boolean;
}

/**
 * One figure of /gestion/informes (issue #17): a chart, and below it a table with the same
 * numbers for screen readers and for copying. The chart is hidden from assistive technology
 * because the table says the same.
 */
export function ReportFigure({
  id,
  title,
  rows,
  labelKey,
  labelHeader,
  series,
  kind = 'bar',
  stacked = false,
  format = (value) => (value === null ? '—' : String(value)),
}: {
  id: string;
  title: string;
  rows: TFigureRow[];
  labelKey: string;
  labelHeader: string;
  series: TFigureSeries[];
  kind?: 'bar' | 'donut';
  stacked?: boolean;
  format?: (value: number | null, key: string) => string;
}) {
  const { t } = useTranslation('office-reports');
  const headingId = `figure-${id}`;
  const charted = series.filter((s) => s.inChart !== false);
  const numeric = (v: string | number | null) => (typeof v === 'number' ? v : 0);
  return (
    <Paper withBorder p="md" miw={0} component="section" aria-labelledby={headingId} data-figure={id}>
      <Stack gap="sm">
        <Title order={3} id={headingId} size="h4">
          {title}
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed">{t('empty')}</Text>
        ) : (
          <div aria-hidden="true" style={{ minWidth: 0, overflow: 'hidden' }}>
            {kind === 'donut' ? (
              <DonutChart
                h={180}
                withLabelsLine={false}
                // Hidden from assistive technology, so not focusable either (the table is the accessible form).
                pieProps={{ rootTabIndex: -1 }}
                data={rows.map((r, i) => ({
                  name: String(r[labelKey]),
                  value: numeric(r[series[0].key]),
                  color: PALETTE[i % PALETTE.length],
                }))}
              />
            ) : (
              <BarChart
                h={220}
                data={rows}
                dataKey={labelKey}
                type={stacked ? 'stacked' : 'default'}
                series={charted.map((s) => ({ name: s.key, label: s.label, color: s.color }))}
                withLegend={charted.length > 1}
                tickLine="y"
              />
            )}
          </div>
        )}
        {/* The table stays when there is nothing to count: the figure is there, with no rows. */}
        <OfficeTableWrap label={t('tableOf', { title })}>
          <Table striped withTableBorder aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{labelHeader}</Table.Th>
                {series.map((s) => (
                  <Table.Th scope="col" key={s.key}>
                    {s.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r, i) => (
                <Table.Tr key={`${String(r[labelKey])}-${i}`}>
                  <Table.Th scope="row">{r[labelKey]}</Table.Th>
                  {series.map((s) => (
                    <Table.Td key={s.key}>{format(r[s.key] as number | null, s.key)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </OfficeTableWrap>
      </Stack>
    </Paper>
  );
}

const PALETTE = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6', 'lime.7', 'pink.6'];
