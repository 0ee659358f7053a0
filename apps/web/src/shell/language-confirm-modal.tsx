import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '../i18n';
import { useAfterMount } from './use-after-mount';

/** SPEC §2 'language change' popup: asks before switching to `target` (lazy: ADR 0004). */
export default function LanguageConfirmModal({
  target,
  busy,
  onConfirm,
  onCancel,
}: {
  target: TLanguage | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('shell');
  const mounted = useAfterMount();
  return (
    <Modal opened={target !== null && mounted} onClose={onCancel} title={t('language.confirmTitle')} centered>
      <Text mb="md">{t('language.confirmBody', { language: target ? t(`language.${target}`) : '' })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('language.cancel')}
        </Button>
        <Button onClick={onConfirm} loading={busy} data-autofocus>
          {t('language.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
