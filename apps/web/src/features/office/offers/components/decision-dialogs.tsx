import { Button, Group, Modal, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFER_REJECT_REASON_CODES, type TOfferRejectReason } from '@portal/contracts/office/offers.schemas';

/** Rejecting: a coded reason the company reads, and an optional comment. */
export function RejectDialog({
  onConfirm,
  onClose,
  busy,
}: {
  onConfirm: (reason: TOfferRejectReason, comment: string) => void;
  onClose: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('office');
  const [reason, setReason] = useState<TOfferRejectReason>('incompleta');
  const [comment, setComment] = useState('');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('offers.rejectTitle')}
      closeButtonProps={{ 'aria-label': t('offers.cancel') }}
    >
      <Stack gap="sm">
        <NativeSelect
          label={t('offers.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value as TOfferRejectReason)}
          data={OFFER_REJECT_REASON_CODES.map((code) => ({ value: code, label: t(`offers.reasons.${code}`) }))}
        />
        <Textarea
          label={t('offers.commentOptional')}
          value={comment}
          maxLength={2000}
          autosize
          minRows={3}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('offers.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => onConfirm(reason, comment.trim())}>
            {t('offers.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Returning for changes: the comment is required (the company reads what to change). */
export function ReturnDialog({
  onConfirm,
  onClose,
  busy,
}: {
  onConfirm: (comment: string) => void;
  onClose: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('office');
  const [comment, setComment] = useState('');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('offers.returnTitle')}
      closeButtonProps={{ 'aria-label': t('offers.cancel') }}
    >
      <Stack gap="sm">
        <Textarea
          label={t('offers.comment')}
          required
          value={comment}
          maxLength={2000}
          autosize
          minRows={3}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('offers.cancel')}
          </Button>
          <Button loading={busy} disabled={!comment.trim()} onClick={() => onConfirm(comment.trim())}>
            {t('offers.return')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
