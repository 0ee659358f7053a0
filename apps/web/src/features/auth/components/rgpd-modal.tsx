import { Anchor, Button, Group, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function safeExternalHref(href: string | null): string | null {
  return href && /^(?:https?:\/\/|\/(?!\/))/i.test(href) ? href : null;
}

/** SPEC §4 Login: the data-protection text must be accepted before the session starts. */
export function RgpdModal({
  texto,
  link,
  accepting,
  onAccept,
  onCancel,
}: {
  texto: string;
  link: string | null;
  accepting: boolean;
  onAccept: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const href = safeExternalHref(link);
  return (
    <Modal
      opened
      onClose={onCancel}
      title={t('rgpd.title')}
      withCloseButton={false}
      closeOnClickOutside={false}
      centered
      size="lg"
    >
      <Stack gap="md">
        {/* Plain text from the server: React escapes it; line breaks are kept. */}
        <Text style={{ whiteSpace: 'pre-line' }}>{texto}</Text>
        {href && (
          <Anchor href={href} target="_blank" rel="noopener noreferrer">
            {t('rgpd.link')} <VisuallyHidden>{t('rgpd.newTab')}</VisuallyHidden>
          </Anchor>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={accepting}>
            {t('rgpd.cancel')}
          </Button>
          <Button onClick={onAccept} loading={accepting} data-autofocus>
            {t('rgpd.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
