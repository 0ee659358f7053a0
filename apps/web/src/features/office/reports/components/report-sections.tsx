import { SimpleGrid, Stack, Table, Title } from '@mantine/core';
import type { TReportBucket, TReportMedian } from '@portal/contracts/office/reports.schemas';
import { useTranslation } from 'react-i18next';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { useReport, type TReportFilter } from '../api/get-report';
import { ReportFigure, type TFigureRow } from './report-figure';

/** The five areas of /gestion/informes (issue #17), each from its own API call. */

function useNames() {
  const { t, i18n } = useTranslation('office-reports');
  const ca = i18n.language === 'ca';
  const name = (b: { nombreEs: string | null; nombreCa: string | null }, fallback: string) =>
    (ca ? (b.nombreCa ?? b.nombreEs) : b.nombreEs) ?? fallback;
  const days = (m: TReportMedian) => (m.dias === null ? t('noData') : t('days', { count: m.dias, n: m.muestras }));
  const percent = (v: number | null) => (v === null ? '—' : `${Math.round(v * 1000) / 10} %`);
  return { t, ca, name, days, percent };
}

const bucketRows = (buckets: TReportBucket[], label: (b: TReportBucket) => string): TFigureRow[] =>
  buckets.map((b) => ({ etiqueta: label(b), total: b.total }));

/** Key numbers of an area: a two-column table (figure, value). */
function KeyFigures({ id, title, rows }: { id: string; title: string; rows: Array<[string, string]> }) {
  const { t } = useTranslation('office-reports');
  return (
    <OfficeTableWrap label={title}>
      <Table withTableBorder aria-label={title} data-figure={id}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('figure')}</Table.Th>
            <Table.Th scope="col">{t('value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </OfficeTableWrap>
  );
}

function Area({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={`area-${id}`} gap="sm">
      <Title order={2} id={`area-${id}`}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const total = (label: string) => [{ key: 'total', label, color: 'blue.6' }];

export function AgreementFigures({ filter }: { filter: TReportFilter }) {
  const { t, days } = useNames();
  const q = useReport('convenios', filter);
  const d = q.data;
  return (
    <Area id="convenios" title={t('agreements.title')}>
      {!d ? (
        <LoadingPlaceholders />
      ) : (
        <>
          <KeyFigures
            id="agreements-key"
            title={t('agreements.key')}
            rows={[
              [t('agreements.median'), days(d.medianaSolicitudFormalizado)],
              [t('agreements.expiring'), String(d.caducanEn30Dias)],
            ]}
          />
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <ReportFigure
              id="agreements-state"
              title={t('agreements.byState')}
              labelKey="etiqueta"
              labelHeader={t('agreements.state')}
              rows={bucketRows(d.porEstado, (b) => t(`agreements.states.${b.clave}`))}
              series={total(t('count'))}
            />
            <ReportFigure
              id="agreements-age"
              title={t('agreements.age')}
              labelKey="etiqueta"
              labelHeader={t('agreements.band')}
              rows={bucketRows(d.antiguedad, (b) => t('agreements.bandDays', { band: b.clave }))}
              series={total(t('count'))}
            />
            <ReportFigure
              id="agreements-party"
              kind="donut"
              title={t('agreements.waitingOn')}
              labelKey="etiqueta"
              labelHeader={t('agreements.party')}
              rows={bucketRows(d.esperandoA, (b) => t(`agreements.parties.${b.clave}`))}
              series={total(t('count'))}
            />
          </SimpleGrid>
        </>
      )}
    </Area>
  );
}

export function OfferFigures({ filter }: { filter: TReportFilter }) {
  const { t, name, days } = useNames();
  const d = useReport('ofertas', filter).data;
  return (
    <Area id="ofertas" title={t('offers.title')}>
      {!d ? (
        <LoadingPlaceholders />
      ) : (
        <>
          <KeyFigures
            id="offers-key"
            title={t('offers.key')}
            rows={[
              [t('offers.idle'), String(d.sinCandidaturas14Dias)],
              [t('offers.firstChange'), days(d.medianaPrimerCambio)],
              [t('offers.filled'), days(d.medianaCubierta)],
            ]}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <ReportFigure
              id="offers-month"
              title={t('offers.perMonth')}
              labelKey="mes"
              labelHeader={t('offers.month')}
              rows={d.publicadasPorMes}
              stacked
              series={[
                { key: 'practicas', label: t('offers.types.practicas'), color: 'blue.6' },
                { key: 'empleo', label: t('offers.types.empleo'), color: 'teal.6' },
                { key: 'alternancia', label: t('offers.types.alternancia'), color: 'orange.6' },
              ]}
            />
            <ReportFigure
              id="offers-applications"
              title={t('offers.applications')}
              labelKey="etiqueta"
              labelHeader={t('offers.applicationsBand')}
              rows={bucketRows(d.candidaturasPorOferta, (b) => b.clave)}
              series={total(t('offers.offers'))}
            />
            <ReportFigure
              id="offers-sector"
              title={t('offers.bySector')}
              labelKey="etiqueta"
              labelHeader={t('offers.sector')}
              rows={bucketRows(d.porSector, (b) => name(b, t('offers.noSector')))}
              series={total(t('offers.offers'))}
            />
            <ReportFigure
              id="offers-degree"
              title={t('offers.byDegree')}
              labelKey="etiqueta"
              labelHeader={t('degree')}
              rows={bucketRows(d.porTitulacion, (b) => name(b, b.clave))}
              series={total(t('offers.offers'))}
            />
          </SimpleGrid>
        </>
      )}
    </Area>
  );
}

export function StudentFigures({ filter }: { filter: TReportFilter }) {
  const { t, ca, percent } = useNames();
  const d = useReport('estudiantes', filter).data;
  return (
    <Area id="estudiantes" title={t('students.title')}>
      {!d ? (
        <LoadingPlaceholders />
      ) : (
        <>
          <KeyFigures
            id="students-key"
            title={t('students.key')}
            rows={[[t('students.abroad'), String(d.enElExtranjero)]]}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <ReportFigure
              id="students-placement"
              title={t('students.placement')}
              labelKey="etiqueta"
              labelHeader={t('degree')}
              rows={d.colocacion.map((r) => ({
                etiqueta: ca ? r.nombreCa : r.nombreEs,
                tasa: r.tasa,
                colocados: r.colocados,
                elegibles: r.elegibles,
              }))}
              series={[
                { key: 'tasa', label: t('students.rate'), color: 'teal.6' },
                { key: 'colocados', label: t('students.placed'), color: 'blue.6', inChart: false },
                { key: 'elegibles', label: t('students.eligible'), color: 'gray.5', inChart: false },
              ]}
              format={(v, key) => (key === 'tasa' ? percent(v) : String(v ?? 0))}
            />
            <ReportFigure
              id="students-hosts"
              title={t('students.hosts')}
              labelKey="etiqueta"
              labelHeader={t('students.company')}
              rows={bucketRows(d.empresasAnfitrionas, (b) => b.nombreEs ?? b.clave)}
              series={total(t('students.internships'))}
            />
          </SimpleGrid>
        </>
      )}
    </Area>
  );
}

export function SurveyFigures({ filter }: { filter: TReportFilter }) {
  const { t, ca, percent } = useNames();
  const d = useReport('encuestas', filter).data;
  return (
    <Area id="encuestas" title={t('surveys.title')}>
      {!d ? (
        <LoadingPlaceholders />
      ) : (
        <ReportFigure
          id="surveys-rate"
          title={t('surveys.rate')}
          labelKey="etiqueta"
          labelHeader={t('surveys.survey')}
          rows={d.encuestas.map((r) => ({
            etiqueta: `${(ca ? r.tituloCa : null) ?? r.tituloEs} (${t(`surveys.audiences.${r.audiencia}`)})`,
            tasa: r.tasa,
            respuestas: r.respuestas,
            destinatarios: r.destinatarios,
          }))}
          series={[
            { key: 'tasa', label: t('surveys.rateColumn'), color: 'grape.6' },
            { key: 'respuestas', label: t('surveys.answers'), color: 'blue.6', inChart: false },
            { key: 'destinatarios', label: t('surveys.asked'), color: 'gray.5', inChart: false },
          ]}
          format={(v, key) => (key === 'tasa' ? percent(v) : String(v ?? 0))}
        />
      )}
    </Area>
  );
}

export function OfficeWorkFigures({ filter }: { filter: TReportFilter }) {
  const { t } = useNames();
  const d = useReport('oficina', filter).data;
  return (
    <Area id="oficina" title={t('office.title')}>
      {!d ? (
        <LoadingPlaceholders />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ReportFigure
            id="office-weeks"
            title={t('office.perWeek')}
            labelKey="semana"
            labelHeader={t('office.week')}
            rows={d.validadosPorSemana}
            stacked
            series={(['empresas', 'ofertas', 'convenios', 'solicitudes', 'planes'] as const).map((k, i) => ({
              key: k,
              label: t(`office.kinds.${k}`),
              color: ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6'][i],
            }))}
          />
          <ReportFigure
            id="office-queues"
            title={t('office.queues')}
            labelKey="etiqueta"
            labelHeader={t('office.queue')}
            rows={d.tiempoEnCola.map((q) => ({
              etiqueta: t(`office.queueNames.${q.cola}`),
              dias: q.dias,
              muestras: q.muestras,
            }))}
            series={[
              { key: 'dias', label: t('office.medianDays'), color: 'blue.6' },
              { key: 'muestras', label: t('office.decided'), color: 'gray.5', inChart: false },
            ]}
          />
        </SimpleGrid>
      )}
    </Area>
  );
}
