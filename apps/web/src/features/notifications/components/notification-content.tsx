import { Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNotification } from '@portal/contracts/notifications/notifications.schemas';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { useLanguage } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';

/**
 * What a notification shows (SPEC §4 Notification): its title, the button that opens it, marked
 * when unread; its date; and its text, which is HTML and so is sanitised first. `action` sits
 * beside the title.
 */
export function NotificationContent({
  notification,
  onOpen,
  action,
}: {
  notification: TNotification;
  onOpen: () => void;
  action?: ReactNode;
}) {
  const { t } = useTranslation('notifications');
  const { lang } = useLanguage();
  const html = useMemo(() => sanitizeHtml(notification.texto), [notification.texto]);
  const unread = !notification.leida;
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <UnstyledButton onClick={onOpen} style={{ flex: 1, textAlign: 'start' }}>
          <Text component="span" fw={unread ? 700 : 500} display="block">
            {unread && (
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  width: 8,
                  height: 8,
                  borderRadius: 4,
                  background: 'var(--mantine-color-red-7)',
                  marginInlineEnd: 6,
                  verticalAlign: 'middle',
                }}
              />
            )}
            {notification.titulo}
            {unread && <VisuallyHidden> ({t('item.unread')})</VisuallyHidden>}
          </Text>
        </UnstyledButton>
        {action}
      </Group>
      <Text size="xs" mt={4}>
        <time dateTime={notification.fecha}>{formatDateTime(notification.fecha, lang)}</time>
      </Text>
      {html && (
        <div
          className="portal-notification-text"
          style={{ marginTop: 6, fontSize: 'var(--mantine-font-size-sm)' }}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </>
  );
}
