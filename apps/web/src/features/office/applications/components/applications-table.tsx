import { Anchor, Table, Text } from '@mantine/core';
import type { TOfficeApplicationItem } from '@portal/contracts/office/applications.schemas';
import { routePath } from '@portal/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../lib/dates';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { useExportColumnLabels, type TExportColumnKey } from '../../../../ui/exports/column-label';
import { StatusBadge } from '../../../../ui/status-badge';
import { candidatureTone } from '../../../../lib/candidature-tone';

/**
 * The headers are the export's declared labels (issue #17 'Exports': the table, the CSV and the
 * XLSX use one declaration). The student and the offer come first, as links, so that on a narrow
 * screen what leads on is in view before the table scrolls.
 */
const COLUMNS: TExportColumnKey<'candidaturas'>[] = [
  'alumno',
  'oferta',
  'empresa',
  'titulaciones',
  'estado',
  'fecha',
  'actualizada',
];

export function ApplicationsTable({ items }: { items: TOfficeApplicationItem[] }) {
  const { t, i18n } = useTranslation('office');
  const th = useExportColumnLabels('candidaturas');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  if (items.length === 0) return <Text size="sm">{t('applications.none')}</Text>;
  return (
    <OfficeTableWrap label={t('applications.caption')}>
      <Table striped verticalSpacing="xs" fz="sm">
        <Table.Caption>{t('applications.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((key) => (
              <Table.Th scope="col" key={key}>
                {th(key)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row) => (
            <Table.Tr key={row.idCandidatura}>
              <Table.Td>
                <Anchor component={Link} to={routePath('office-student', { idAlumno: row.idAlumno }, lang)} fz="sm">
                  {row.alumno}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={routePath('office-offer', { idOferta: row.idOferta }, lang)} fz="sm">
                  {row.oferta}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.empresa}</Table.Td>
              <Table.Td>{row.titulaciones.join(' · ') || '—'}</Table.Td>
              <Table.Td>
                <StatusBadge tone={candidatureTone(row.idEstado)} size="sm">
                  {row.estado}
                </StatusBadge>
              </Table.Td>
              <Table.Td>{formatDate(row.fecha, i18n.language)}</Table.Td>
              <Table.Td>{formatDate(row.actualizada, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </OfficeTableWrap>
  );
}
