import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Returning the training plan: the comment is required; the student and the company receive it. */
export function ReturnPlanDialog({
  busy,
  onConfirm,
  onClose,
}: {
  busy: boolean;
  onConfirm: (comment: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('office');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('tutoring.plan.returnTitle')}
      closeButtonProps={{ 'aria-label': t('tutoring.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!comment.trim()) {
            setError(t('tutoring.evaluation.required'));
            return;
          }
          onConfirm(comment.trim());
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={t('tutoring.plan.comment')}
            value={comment}
            maxLength={2000}
            autosize
            minRows={3}
            required
            error={error}
            onChange={(e) => setComment(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('tutoring.cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {t('tutoring.plan.return')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
