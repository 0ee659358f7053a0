import { ActionIcon, Badge } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setUnreadCount } from '../../../lib/unread-count';
import { useNotifications } from '../api/get-notifications';
import { NotificationsPanel } from './notifications-panel';

function BellIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * SPEC §2 Shell: the bell with the unread count (also appended to the page title), opening the
 * notifications panel. The list refreshes every 60 s while the tab is visible.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const { data } = useNotifications();
  const [opened, setOpened] = useState(false);
  const count = data?.noLeidas ?? 0;

  useEffect(() => {
    setUnreadCount(count);
  }, [count]);
  // Signed out (the header drops the bell): no count in the title any more.
  useEffect(() => () => setUnreadCount(0), []);

  return (
    <>
      <ActionIcon
        variant="subtle"
        size="lg"
        className="portal-header-icon"
        aria-label={t('bell.label', { count })}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={() => setOpened(true)}
        style={{ position: 'relative', overflow: 'visible' }}
      >
        <BellIcon />
        {count > 0 && (
          <Badge
            size="xs"
            circle={count < 10}
            color="red.9"
            aria-hidden="true"
            style={{ position: 'absolute', top: -4, right: -4, pointerEvents: 'none' }}
          >
            {count > 99 ? '99+' : count}
          </Badge>
        )}
      </ActionIcon>
      <NotificationsPanel opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
