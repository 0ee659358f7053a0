import { Button, Group, Table, Text } from '@mantine/core';
import type { TOfficeProgramme } from '@portal/contracts/office/programmes.schemas';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/dates';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { StatusBadge } from '../../../../ui/status-badge';

/** The brand's programmes: name in the page's language, audience, adhesion, dedication, dates, state. */
export function ProgrammesTable({
  items,
  onEdit,
  onClose,
}: {
  items: TOfficeProgramme[];
  onEdit: (p: TOfficeProgramme) => void;
  onClose: (p: TOfficeProgramme) => void;
}) {
  const { t, i18n } = useTranslation('office');
  const ca = i18n.language === 'ca';
  if (items.length === 0) return <Text size="sm">{t('programmes.none')}</Text>;
  const audience = (p: TOfficeProgramme) =>
    [p.paraAlumnos && t('programmes.audience.alumnos'), p.paraEmpresas && t('programmes.audience.empresas')]
      .filter(Boolean)
      .join(', ');
  return (
    <OfficeTableWrap label={t('programmes.caption')}>
      <Table striped verticalSpacing="xs" fz="sm">
        <Table.Caption>{t('programmes.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {['nombre', 'audiencia', 'adhesion', 'compromiso', 'fechas', 'pendientes', 'estado', 'acciones'].map(
              (c) => (
                <Table.Th scope="col" key={c}>
                  {t(`programmes.columns.${c}`)}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((p) => {
            const name = ca ? p.nombreCa : p.nombreEs;
            return (
              <Table.Tr key={p.idPrograma}>
                <Table.Th scope="row" fw={600}>
                  {name}
                </Table.Th>
                <Table.Td>{audience(p)}</Table.Td>
                <Table.Td>{p.requiereAdhesion ? t('programmes.yes') : t('programmes.no')}</Table.Td>
                <Table.Td>
                  {[
                    p.dedicacion !== null && `${p.dedicacion} %`,
                    p.meses !== null && t('programmes.months', { count: p.meses }),
                  ]
                    .filter(Boolean)
                    .join(' · ') || '—'}
                </Table.Td>
                <Table.Td>
                  {formatDate(p.fechaInicio, i18n.language, '—')} – {formatDate(p.fechaFin, i18n.language, '—')}
                </Table.Td>
                <Table.Td>{p.adhesionesPendientes}</Table.Td>
                <Table.Td>
                  <StatusBadge tone={p.activo ? 'good' : 'closed'}>
                    {p.activo ? t('programmes.states.activo') : t('programmes.states.cerrado')}
                  </StatusBadge>
                </Table.Td>
                <Table.Td>
                  {p.activo && (
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant="default"
                        onClick={() => onEdit(p)}
                        aria-label={t('programmes.editOf', { name })}
                      >
                        {t('programmes.edit')}
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="light"
                        color="red"
                        onClick={() => onClose(p)}
                        aria-label={t('programmes.closeOf', { name })}
                      >
                        {t('programmes.closeProgramme')}
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
