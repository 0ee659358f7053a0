import { Anchor, Badge, Table, Text, UnstyledButton } from '@mantine/core';
import type { REQUEST_SORTS, TRequestKind, TRequestListItem } from '@portal/contracts/office/requests.schemas';
import { routePath } from '@portal/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { StatusBadge } from '../../../../ui/status-badge';
import { requestTone } from '../../../../lib/request-tone';

type TSort = (typeof REQUEST_SORTS)[number];

const COLUMNS: { key: string; sort?: TSort }[] = [
  { key: 'titulo' },
  { key: 'solicitante', sort: 'solicitante' },
  { key: 'empresa' },
  { key: 'alumno' },
  { key: 'sede' },
  { key: 'fecha', sort: 'fecha' },
  { key: 'dias' },
  { key: 'estado', sort: 'estado' },
];

/** A dense table of requests of one kind, sorted on the server by the column headers. */
export function RequestsTable({
  kind,
  items,
  orden,
  dir,
  onSort,
  staleAfter,
}: {
  kind: TRequestKind;
  /** The brand's 'waiting longer than N days' threshold: pending rows past it are marked. */
  staleAfter?: number;
  items: TRequestListItem[];
  orden: string;
  dir: string;
  onSort: (sort: TSort) => void;
}) {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const date = new Intl.DateTimeFormat(i18n.language === 'ca' ? 'ca-ES' : 'es-ES', {
    dateStyle: 'short',
    timeZone: 'Europe/Madrid',
  });
  if (items.length === 0) return <Text size="sm">{t('requests.none')}</Text>;
  return (
    <OfficeTableWrap label={t('requests.caption')}>
      <Table striped verticalSpacing="xs" fz="sm">
        <Table.Caption>{`${t('requests.caption')}: ${t(`requests.kinds.${kind}`)}`}</Table.Caption>
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
                    {t(`requests.columns.${col.key}`)} {orden === col.sort ? (dir === 'asc' ? '▲' : '▼') : ''}
                  </UnstyledButton>
                ) : (
                  t(`requests.columns.${col.key}`)
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row) => (
            <Table.Tr key={row.idSolicitud}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={routePath('office-request', { tipo: kind, idSolicitud: row.idSolicitud }, lang)}
                  fz="sm"
                >
                  {row.titulo || `${t(`requests.kind.${kind}`)} #${row.idSolicitud}`}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {row.solicitante ?? '—'}
                {row.rolSolicitante ? ` (${t(`requests.roles.${row.rolSolicitante}`)})` : ''}
              </Table.Td>
              <Table.Td>{row.empresa ?? '—'}</Table.Td>
              <Table.Td>{row.alumno ?? '—'}</Table.Td>
              <Table.Td>{row.sede ?? '—'}</Table.Td>
              <Table.Td>{date.format(new Date(row.fecha))}</Table.Td>
              <Table.Td>
                {t('requests.days', { count: row.diasEspera })}
                {row.estado === 'pendiente' && staleAfter !== undefined && row.diasEspera > staleAfter && (
                  <Badge ml="xs" size="xs" color="red" variant="light" c="dark">
                    {t('dashboard.late', { count: staleAfter })}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <StatusBadge tone={requestTone(row.estado)}>{t(`requests.states.${row.estado}`)}</StatusBadge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </OfficeTableWrap>
  );
}
