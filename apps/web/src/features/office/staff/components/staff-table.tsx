import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStaffItem } from '@portal/contracts/office/staff.schemas';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { useSetStaffActive } from '../api/set-staff-active';
import { useCampuses } from '../api/list-campuses';
import { EditStaffDialog } from './edit-staff-dialog';

/** The staff of the brand, one row each, with the activation action (not on one's own row). */
export function StaffTable({ items, selfId }: { items: TStaffItem[]; selfId: number }) {
  const { t, i18n } = useTranslation('office');
  const campuses = useCampuses(i18n.language);
  const setActive = useSetStaffActive();
  const [editing, setEditing] = useState<TStaffItem | null>(null);
  const campusName = (id: number) => campuses.data?.find((c) => c.id === id)?.nombre ?? String(id);
  return (
    <OfficeTableWrap label={t('staff.table.caption')}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
        <Table.Caption>{t('staff.table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('staff.table.name')}</Table.Th>
            <Table.Th scope="col">{t('staff.fields.email')}</Table.Th>
            <Table.Th scope="col">{t('staff.fields.tipo')}</Table.Th>
            <Table.Th scope="col">{t('staff.fields.sedes')}</Table.Th>
            <Table.Th scope="col">{t('staff.table.secondFactor')}</Table.Th>
            <Table.Th scope="col">{t('staff.table.state')}</Table.Th>
            <Table.Th scope="col">{t('staff.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const name = `${item.nombre} ${item.apellidos}`;
            return (
              <Table.Tr key={item.idUsuario}>
                <Table.Th scope="row">{name}</Table.Th>
                <Table.Td>{item.email}</Table.Td>
                <Table.Td>{t(`kind.${item.tipo}`)}</Table.Td>
                <Table.Td>
                  {item.sedes.length ? item.sedes.map(campusName).join(', ') : t('staff.table.allCampuses')}
                </Table.Td>
                <Table.Td>{item.segundoFactor ? t('staff.table.yes') : t('staff.table.no')}</Table.Td>
                <Table.Td>
                  {item.invitacionPendiente && item.activo ? (
                    <Badge variant="light" color="yellow">
                      {t('staff.table.invited')}
                    </Badge>
                  ) : item.activo ? (
                    <Badge variant="light" color="green">
                      {t('staff.table.active')}
                    </Badge>
                  ) : (
                    <Badge variant="light" color="gray">
                      {t('staff.table.inactive')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {item.idUsuario === selfId ? (
                    <Text size="xs">{t('staff.table.you')}</Text>
                  ) : (
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => setEditing(item)}
                        aria-label={t('staff.table.editWho', { name })}
                      >
                        {t('staff.table.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant={item.activo ? 'default' : 'light'}
                        loading={setActive.isPending && setActive.variables?.idUsuario === item.idUsuario}
                        onClick={() => setActive.mutate({ idUsuario: item.idUsuario, activo: !item.activo })}
                        aria-label={t(item.activo ? 'staff.table.deactivateWho' : 'staff.table.reactivateWho', {
                          name,
                        })}
                      >
                        {t(item.activo ? 'staff.table.deactivate' : 'staff.table.reactivate')}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {editing && <EditStaffDialog item={editing} onClose={() => setEditing(null)} />}
    </OfficeTableWrap>
  );
}
