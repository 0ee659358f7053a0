import { Button, Checkbox, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_KINDS, type TStaffKind } from '@portal/contracts/office/permissions';
import type { TStaffItem } from '@portal/contracts/office/staff.schemas';
import { useEditStaff } from '../api/edit-staff';
import { useCampuses } from '../api/list-campuses';

/** Changes a member's kind and, for a gestor, the campuses they work for (issue #14). */
export function EditStaffDialog({ item, onClose }: { item: TStaffItem; onClose: () => void }) {
  const { t, i18n } = useTranslation('office');
  const campuses = useCampuses(i18n.language);
  const edit = useEditStaff();
  const [tipo, setTipo] = useState<TStaffKind>(item.tipo);
  const [sedes, setSedes] = useState<string[]>(item.sedes.map(String));
  const name = `${item.nombre} ${item.apellidos}`;

  async function save(): Promise<void> {
    try {
      await edit.mutateAsync({
        idUsuario: item.idUsuario,
        body: { tipo, sedes: tipo === 'gestor' ? sedes.map(Number) : [] },
      });
      onClose();
    } catch {
      // 146 (own account) or 147 (unknown campus): the API client shows the catalogue popup.
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('staff.edit.title', { name })}>
      <Stack gap="sm">
        <NativeSelect
          label={t('staff.fields.tipo')}
          value={tipo}
          onChange={(e) => setTipo(e.currentTarget.value as TStaffKind)}
          data={STAFF_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
        />
        {tipo === 'gestor' && (
          <Checkbox.Group
            label={t('staff.fields.sedes')}
            description={t('staff.fields.sedesHelp')}
            value={sedes}
            onChange={setSedes}
          >
            <Group gap="md" mt="xs">
              {(campuses.data ?? []).map((campus) => (
                <Checkbox key={campus.id} value={String(campus.id)} label={campus.nombre} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('staff.edit.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={edit.isPending}>
            {t('staff.edit.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
