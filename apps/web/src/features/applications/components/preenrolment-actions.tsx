import { Button, Group, Modal, Select, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcceptPreenrolment, useRejectPreenrolment } from '../api/answer-preenrolment';
import { reasonsFor, useRejectionReasons } from '../api/get-rejection-reasons';

/**
 * SPEC §2 Offer card / §4 Pre-enrolment: in state 16 the candidate accepts, or rejects with a
 * mandatory reason (state 17 reasons of the offer's profile, or with no profile).
 */
export function PreenrolmentActions({
  urlOferta,
  idPerfil,
  titulo,
}: {
  urlOferta: string;
  idPerfil: number;
  titulo: string;
}) {
  const { t } = useTranslation('applications');
  const accept = useAcceptPreenrolment();
  const reject = useRejectPreenrolment();
  const [opened, { open, close }] = useDisclosure(false);
  const reasons = useRejectionReasons(opened);
  const [reason, setReason] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    // SPEC §5: rejection requires choosing a reason.
    if (!reason) {
      setError(t('preenrolment.reasonRequired'));
      return;
    }
    reject.mutate({ urlOferta, idMotivo: Number(reason) }, { onSuccess: close });
  }

  return (
    <>
      <Group gap="sm" data-testid="preenrolment-actions">
        <Text size="sm" fw={600}>
          {t('preenrolment.question')}
        </Text>
        <Button
          size="xs"
          onClick={() => accept.mutate(urlOferta)}
          loading={accept.isPending}
          aria-label={`${t('preenrolment.accept')}: ${titulo}`}
        >
          {t('preenrolment.accept')}
        </Button>
        <Button
          size="xs"
          color="red"
          variant="filled"
          onClick={open}
          aria-label={`${t('preenrolment.reject')}: ${titulo}`}
        >
          {t('preenrolment.reject')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={t('preenrolment.rejectTitle')} centered>
        <form onSubmit={submit} noValidate>
          <Text mb="sm">{t('preenrolment.rejectBody', { title: titulo })}</Text>
          <Select
            label={t('preenrolment.reason')}
            placeholder={t('preenrolment.reasonPick')}
            data={reasonsFor(reasons.data ?? [], idPerfil).map((r) => ({
              value: String(r.idMotivo),
              label: r.descripcion,
            }))}
            value={reason}
            onChange={(v) => {
              setReason(v);
              setError(null);
            }}
            required
            error={error}
            disabled={reasons.isPending}
            data-autofocus
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={reject.isPending}>
              {t('preenrolment.confirmReject')}
            </Button>
          </Group>
        </form>
      </Modal>
    </>
  );
}
