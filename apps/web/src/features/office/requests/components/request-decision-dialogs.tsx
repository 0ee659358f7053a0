import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Accepting: an optional comment; a deregistration says plainly what the acceptance erases. */
export function AcceptDialog({
  erases,
  busy,
  onConfirm,
  onClose,
}: {
  erases: boolean;
  busy: boolean;
  onConfirm: (comment: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('office');
  const [comment, setComment] = useState('');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('requests.acceptTitle')}
      closeButtonProps={{ 'aria-label': t('requests.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(comment.trim());
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('requests.acceptBody')}</Text>
          {erases && (
            <Alert color="red" variant="light">
              <Text size="sm" c="dark">
                {t('requests.acceptErase')}
              </Text>
            </Alert>
          )}
          <Textarea
            label={t('requests.commentOptional')}
            value={comment}
            maxLength={2000}
            autosize
            minRows={2}
            onChange={(e) => setComment(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('requests.cancel')}
            </Button>
            <Button type="submit" color={erases ? 'red' : undefined} loading={busy}>
              {t('requests.accept')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Rejecting: the reason is required; the requester receives it. */
export function RejectDialog({
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
      title={t('requests.rejectTitle')}
      closeButtonProps={{ 'aria-label': t('requests.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) return setError(t('requests.reasonRequired'));
          onConfirm(reason.trim());
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={t('requests.rejectReason')}
            description={t('requests.rejectHelp')}
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
              {t('requests.cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {t('requests.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
