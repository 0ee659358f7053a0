import { Anchor, Badge, Table } from '@mantine/core';
import type { TOfficeInternshipListItem } from '@portal/contracts/office/internships.schemas';
import { routePath } from '@portal/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../lib/dates';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';

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
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  return (
    <OfficeTableWrap label={t('internships.title')}>
      <Table striped highlightOnHover verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {(['titulo', 'alumno', 'empresa', 'sede', 'fechas', 'curso', 'estado'] as const).map((c) => (
              <Table.Th scope="col" key={c}>
                {t(`internships.columns.${c}`)}
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
