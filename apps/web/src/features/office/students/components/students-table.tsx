import { Anchor, Table, Text, UnstyledButton } from '@mantine/core';
import type { STUDENT_SORTS, TStudentListItem } from '@portal/contracts/office/students.schemas';
import { routePath } from '@portal/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../lib/dates';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { useExportColumnLabels, type TExportColumnKey } from '../../../../ui/exports/column-label';
import { StatusBadge } from '../../../../ui/status-badge';
import { studentStateTone } from '../../../../lib/student-state-tone';

type TSort = (typeof STUDENT_SORTS)[number];

/**
 * An exported column's header is its declared label (issue #17 'Exports'); the name column shows
 * 'surname, name' (two exported columns), so it keeps its own.
 */
const COLUMNS: { key: TExportColumnKey<'alumnos'>; sort?: TSort }[] = [
  { key: 'nombre', sort: 'nombre' },
  { key: 'dni', sort: 'dni' },
  { key: 'email', sort: 'email' },
  { key: 'titulaciones' },
  { key: 'sede' },
  { key: 'alta', sort: 'alta' },
  { key: 'estado' },
];

/** A dense table of students, sorted on the server by the column headers. */
export function StudentsTable({
  items,
  orden,
  dir,
  onSort,
}: {
  items: TStudentListItem[];
  orden: string;
  dir: string;
  onSort: (sort: TSort) => void;
}) {
  const { t, i18n } = useTranslation('office');
  const th = useExportColumnLabels('alumnos');
  const header = (key: TExportColumnKey<'alumnos'>) => (key === 'nombre' ? t('students.columns.nombre') : th(key));
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  if (items.length === 0) return <Text size="sm">{t('students.none')}</Text>;
  return (
    <OfficeTableWrap label={t('students.caption')}>
      <Table striped verticalSpacing="xs" fz="sm">
        <Table.Caption>{t('students.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((col) => (
              <Table.Th
                scope="col"
                key={col.key}
                aria-sort={col.sort && orden === col.sort ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                {col.sort ? (
                  <UnstyledButton onClick={() => onSort(col.sort!)} fw={700} fz="sm">
                    {header(col.key)} {orden === col.sort ? (dir === 'asc' ? '▲' : '▼') : ''}
                  </UnstyledButton>
                ) : (
                  header(col.key)
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row) => (
            <Table.Tr key={row.idAlumno}>
              <Table.Td>
                <Anchor component={Link} to={routePath('office-student', { idAlumno: row.idAlumno }, lang)} fz="sm">
                  {`${row.apellidos}, ${row.nombre}`}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.dni ?? '—'}</Table.Td>
              <Table.Td>{row.email}</Table.Td>
              <Table.Td>{row.titulaciones.join(' · ') || '—'}</Table.Td>
              <Table.Td>{row.sede ?? '—'}</Table.Td>
              <Table.Td>{formatDate(row.alta, i18n.language)}</Table.Td>
              <Table.Td>
                <StatusBadge tone={studentStateTone(row.estado)}>{t(`students.states.${row.estado}`)}</StatusBadge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </OfficeTableWrap>
  );
}
