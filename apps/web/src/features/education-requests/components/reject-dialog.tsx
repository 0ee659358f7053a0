import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The rejection needs a reason (3 to 1000 characters). */
export function RejectDialog({
  opened,
  onClose,
  onConfirm,
  pending,
}: {
  opened: boolean;
  onClose: () => void;
  onConfirm: (motivo: string) => void;
  pending: boolean;
}) {
  const { t } = useTranslation(['education-requests', 'common']);
  const [motivo, setMotivo] = useState('');
  const [tried, setTried] = useState(false);
  const value = motivo.trim();
  const error = !tried
    ? undefined
    : value === ''
      ? t('validation.required', { ns: 'common' })
      : value.length < 3
        ? t('validation.minLength', { ns: 'common' })
        : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (value.length >= 3 && value.length <= 1000) onConfirm(value);
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('detail.rejectTitle')}
      closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Textarea
            label={t('detail.reason')}
            withAsterisk
            aria-required="true"
            autosize
            minRows={3}
            maxLength={1000}
            value={motivo}
            onChange={(e) => setMotivo(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel', { ns: 'common' })}
            </Button>
            <Button type="submit" color="red.9" loading={pending}>
              {t('detail.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
