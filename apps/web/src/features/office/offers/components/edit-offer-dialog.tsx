import { Button, Group, Modal, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOfficeOfferEdit, TOfficeOfferSheet } from '@portal/contracts/office/offers.schemas';

type Draft = { titulo: string; descripcion: string; tareas: string; plazas: number; horario: string };

/** Staff edit the texts the company wrote (issue #14 '3. Offers'); only what changed is sent. */
export function EditOfferDialog({
  sheet,
  onSave,
  onClose,
  busy,
}: {
  sheet: TOfficeOfferSheet;
  onSave: (changes: TOfficeOfferEdit) => void;
  onClose: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('office');
  const v = sheet.vistaAlumno;
  const initial: Draft = {
    titulo: v.titulo,
    descripcion: v.descripcion,
    tareas: v.tareas ?? '',
    plazas: Number(v.plazas),
    horario: v.horario ?? '',
  };
  const [draft, setDraft] = useState<Draft>(initial);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function save() {
    const changes: Record<string, string | number> = {};
    for (const key of Object.keys(draft) as Array<keyof Draft>) {
      const value = typeof draft[key] === 'string' ? (draft[key] as string).trim() : draft[key];
      if (value !== initial[key]) changes[key] = value;
    }
    if (Object.keys(changes).length === 0) return onClose();
    onSave(changes as TOfficeOfferEdit);
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('offers.editTitle')}
      closeButtonProps={{ 'aria-label': t('offers.cancel') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('offers.editHint')}</Text>
        <TextInput
          label={t('offers.fields.title')}
          required
          value={draft.titulo}
          onChange={(e) => set('titulo', e.currentTarget.value)}
        />
        <Textarea
          label={t('offers.fields.description')}
          required
          autosize
          minRows={4}
          value={draft.descripcion}
          onChange={(e) => set('descripcion', e.currentTarget.value)}
        />
        <Textarea
          label={t('offers.fields.tasks')}
          autosize
          minRows={2}
          value={draft.tareas}
          onChange={(e) => set('tareas', e.currentTarget.value)}
        />
        <NumberInput
          label={t('offers.fields.places')}
          required
          min={1}
          allowDecimal={false}
          value={draft.plazas}
          onChange={(value) => set('plazas', Number(value) || 0)}
        />
        <TextInput
          label={t('offers.fields.schedule')}
          required
          value={draft.horario}
          onChange={(e) => set('horario', e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('offers.cancel')}
          </Button>
          <Button loading={busy} onClick={save}>
            {t('offers.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
