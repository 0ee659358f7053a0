import { Anchor, Table } from '@mantine/core';
import type { TOfficeInternshipListItem } from '@portal/contracts/office/internships.schemas';
import { routePath } from '@portal/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../lib/dates';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { useExportColumnLabels } from '../../../../ui/exports/column-label';
import { StatusBadge } from '../../../../ui/status-badge';
import { internshipTone } from '../../../../lib/internship-tone';

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
                <StatusBadge tone={internshipTone(item.estado)}>{t(`internships.states.${item.estado}`)}</StatusBadge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </OfficeTableWrap>
  );
}
