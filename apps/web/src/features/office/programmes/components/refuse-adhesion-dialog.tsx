import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Refusing an adhesion: the reason is required; the student or company receives it. */
export function RefuseAdhesionDialog({
  busy,
  onConfirm,
  onClose,
}: {
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('office');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('programmes.adhesions.refuseTitle')}
      closeButtonProps={{ 'aria-label': t('programmes.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim().length < 3) return setError(t('programmes.adhesions.reasonRequired'));
          onConfirm(reason.trim());
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={t('programmes.adhesions.reason')}
            description={t('programmes.adhesions.reasonHelp')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={error}
            withAsterisk
            minRows={3}
            maxLength={2000}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('programmes.cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {t('programmes.adhesions.refuse')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
