import { Button, Group, Table, Text } from '@mantine/core';
import type { TOfficeAdhesion } from '@portal/contracts/office/programmes.schemas';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/dates';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { StatusBadge } from '../../../../ui/status-badge';
import { requestTone } from '../../../../lib/request-tone';

/** Adhesion requests of students and companies, with accept / refuse on the waiting ones. */
export function AdhesionsTable({
  items,
  busy,
  onAccept,
  onRefuse,
}: {
  items: TOfficeAdhesion[];
  busy: boolean;
  onAccept: (a: TOfficeAdhesion) => void;
  onRefuse: (a: TOfficeAdhesion) => void;
}) {
  const { t, i18n } = useTranslation('office');
  if (items.length === 0) return <Text size="sm">{t('programmes.adhesions.none')}</Text>;
  return (
    <OfficeTableWrap label={t('programmes.adhesions.caption')}>
      <Table striped verticalSpacing="xs" fz="sm">
        <Table.Caption>{t('programmes.adhesions.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {['solicitante', 'tipo', 'programa', 'compromiso', 'fecha', 'estado', 'acciones'].map((c) => (
              <Table.Th scope="col" key={c}>
                {t(`programmes.adhesions.columns.${c}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((a) => {
            const who = a.solicitante ?? a.email ?? `#${a.idAdhesion}`;
            return (
              <Table.Tr key={a.idAdhesion}>
                <Table.Th scope="row" fw={600}>
                  {who}
                  {a.alumno && (
                    <Text size="xs" c="dimmed">
                      {t('programmes.adhesions.namedStudent', { name: a.alumno })}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td>{t(`programmes.adhesions.kinds.${a.tipo}`)}</Table.Td>
                <Table.Td>{a.programa}</Table.Td>
                <Table.Td>
                  {[
                    a.dedicacion !== null && `${a.dedicacion} %`,
                    a.meses !== null && t('programmes.months', { count: a.meses }),
                  ]
                    .filter(Boolean)
                    .join(' · ') || '—'}
                </Table.Td>
                <Table.Td>{formatDate(a.fecha, i18n.language)}</Table.Td>
                <Table.Td>
                  <StatusBadge tone={requestTone(a.estado)}>{t(`programmes.adhesions.states.${a.estado}`)}</StatusBadge>
                  {a.decision?.motivo && (
                    <Text size="xs" c="dimmed">
                      {a.decision.motivo}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {a.estado === 'solicitada' && (
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-xs"
                        onClick={() => onAccept(a)}
                        disabled={busy}
                        aria-label={t('programmes.adhesions.acceptOf', { name: who })}
                      >
                        {t('programmes.adhesions.accept')}
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="light"
                        color="red"
                        onClick={() => onRefuse(a)}
                        disabled={busy}
                        aria-label={t('programmes.adhesions.refuseOf', { name: who })}
                      >
                        {t('programmes.adhesions.refuse')}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </OfficeTableWrap>
  );
}
