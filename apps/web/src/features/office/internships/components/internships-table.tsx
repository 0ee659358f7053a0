import { Anchor, Badge, Table } from '@mantine/core';
import type { TOfficeInternshipListItem } from '@portal/contracts/office/internships.schemas';
import { routePath } from '@portal/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../lib/dates';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { useExportColumnLabels } from '../../../../ui/exports/column-label';

export const STATE_COLOURS: Record<string, string> = {
  pendiente: 'yellow',
  aceptada: 'blue',
  en_curso: 'green',
  finalizada: 'gray',
  rechazada: 'red',
  cancelada: 'red',
};

/** A dense table of the brand's internships, newest start first. */
export function InternshipsTable({ items }: { items: TOfficeInternshipListItem[] }) {
  const { t, i18n } = useTranslation('office');
  const th = useExportColumnLabels('practicas');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  return (
    <OfficeTableWrap label={t('internships.title')}>
      <Table striped highlightOnHover verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {/* #17 'Exports': an exported column's header is its declared label; the dates column keeps its own. */}
            {[
              th('titulo'),
              th('alumno'),
              th('empresa'),
              th('sede'),
              t('internships.columns.fechas'),
              th('curso'),
              th('estado'),
            ].map((label) => (
              <Table.Th scope="col" key={label}>
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.idPractica}>
              <Table.Td>
                <Anchor component={Link} to={routePath('office-internship', { idPractica: item.idPractica }, lang)}>
                  {item.titulo}
                </Anchor>
              </Table.Td>
              <Table.Td>{item.alumno}</Table.Td>
              <Table.Td>{item.empresa}</Table.Td>
              <Table.Td>{item.sede ?? '—'}</Table.Td>
              <Table.Td>
                {formatDate(item.fechaInicio, i18n.language)} – {formatDate(item.fechaFin, i18n.language)}
              </Table.Td>
              <Table.Td>{item.curso}</Table.Td>
              <Table.Td>
                <Badge color={STATE_COLOURS[item.estado]} variant="light" c="dark">
                  {t(`internships.states.${item.estado}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </OfficeTableWrap>
  );
}
