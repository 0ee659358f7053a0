import { Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteNotification } from '../api/delete-notification';
import { useDeleteNotifications } from '../api/delete-notifications';
import { useNotifications } from '../api/get-notifications';
import { useMarkLinklessNotificationsRead } from '../api/mark-linkless-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import type { TNotification } from '@portal/contracts/notifications/notifications.schemas';
import { NotificationItem } from './notification-item';
import { LoadFailed, retryOf } from '../../../ui/load-failed';

function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

function NotificationGroup({
  title,
  items,
  render,
}: {
  title: string;
  items: TNotification[];
  render: (notification: TNotification) => ReactNode;
}) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="xs">
        {title}
      </Title>
      <Stack component="ul" gap="xs" m={0} p={0}>
        {items.map(render)}
      </Stack>
    </section>
  );
}

/**
 * SPEC §2 Notification panel and §4 Notification: important notifications first, then the others;
 * opening one marks it read and follows its link; closing the panel marks read those without a
 * link; delete one, or all after a confirmation.
 */
export function NotificationsPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const notifications = useNotifications();
  const { data, isPending } = notifications;
  const markRead = useMarkNotificationRead();
  const markLinkless = useMarkLinklessNotificationsRead();
  const deleteOne = useDeleteNotification();
  const deleteAll = useDeleteNotifications();
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const list = data?.notificaciones ?? [];
  const important = list.filter((n) => n.Importante);
  const others = list.filter((n) => !n.Importante);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  function close(): void {
    // SPEC §4: unread notifications without a link become read when the panel closes.
    if (list.some((n) => !n.leida && !n.urlAcceso)) markLinkless.mutate();
    setConfirming(false);
    onClose();
  }

  function follow(href: string): void {
    if (isInternal(href)) {
      close();
      void navigate(href);
    } else if (/^https?:\/\//i.test(href)) {
      window.open(href, '_blank', 'noopener,noreferrer');
    }
  }

  function open(notification: TNotification): void {
    if (!notification.leida) markRead.mutate(notification.idNotificacion);
    if (notification.urlAcceso) follow(notification.urlAcceso);
  }

  function followTextLink(notification: TNotification, href: string): void {
    if (!notification.leida) markRead.mutate(notification.idNotificacion);
    // Absolute links open in a new tab by themselves (the sanitiser set their target).
    if (isInternal(href)) {
      close();
      void navigate(href);
    }
  }

  function confirmDeleteAll(): void {
    deleteAll.mutate(undefined, { onSettled: () => setConfirming(false) });
  }

  const renderItem = (notification: TNotification) => (
    <NotificationItem
      key={notification.idNotificacion}
      notification={notification}
      onOpen={open}
      onFollowLink={followTextLink}
      onDelete={(n) => deleteOne.mutate(n.idNotificacion)}
      deleting={deleteOne.isPending && deleteOne.variables === notification.idNotificacion}
    />
  );

  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size="md"
      title={
        <Title order={2} size="h4">
          {t('panel.title')}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('panel.close') }}
    >
      {isPending ? (
        <Text role="status">{t('panel.loading')}</Text>
      ) : notifications.isError ? (
        <LoadFailed {...retryOf(notifications)} />
      ) : list.length === 0 ? (
        <Text role="status">{t('panel.empty')}</Text>
      ) : (
        <Stack gap="md">
          <Group justify="flex-end">
            {confirming ? (
              <Stack gap="xs" role="group" aria-labelledby={questionId} w="100%">
                <Text id={questionId} size="sm">
                  {t('deleteAll.question')}
                </Text>
                <Group gap="xs" justify="flex-end">
                  <Button
                    ref={confirmRef}
                    color="red.9"
                    size="compact-sm"
                    loading={deleteAll.isPending}
                    onClick={confirmDeleteAll}
                  >
                    {t('deleteAll.confirm')}
                  </Button>
                  <Button variant="default" size="compact-sm" onClick={() => setConfirming(false)}>
                    {t('deleteAll.cancel')}
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Button variant="subtle" color="red.9" c="red.9" size="compact-sm" onClick={() => setConfirming(true)}>
                {t('deleteAll.button')}
              </Button>
            )}
          </Group>
          <NotificationGroup title={t('panel.important')} items={important} render={renderItem} />
          <NotificationGroup title={t('panel.others')} items={others} render={renderItem} />
        </Stack>
      )}
    </Drawer>
  );
}
