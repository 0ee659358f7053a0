import { useMediaQuery } from '@mantine/hooks';
import type { MouseEvent } from 'react';
import type { TNotification } from '@portal/contracts/notifications/notifications.schemas';
import { useSwipeReveal } from '../hooks/use-swipe-reveal';
import { NotificationContent } from './notification-content';
import { NotificationDeleteButton } from './notification-delete-button';

/**
 * One notification: title (opens it), date, sanitised HTML text and its delete button. On touch
 * screens the delete button sits under the card and a left swipe uncovers it (SPEC §2
 * Notification panel); with a mouse or a keyboard it is always visible.
 */
export function NotificationItem({
  notification,
  onOpen,
  onFollowLink,
  onDelete,
  deleting,
}: {
  notification: TNotification;
  onOpen: (notification: TNotification) => void;
  /** A link inside the text was followed (internal paths are routed by the panel). */
  onFollowLink: (notification: TNotification, href: string) => void;
  onDelete: (notification: TNotification) => void;
  deleting: boolean;
}) {
  const touch = useMediaQuery('(pointer: coarse)') ?? false;
  const swipe = useSwipeReveal(touch);
  const unread = !notification.leida;

  function onCardClick(event: MouseEvent<HTMLDivElement>): void {
    if (swipe.takeSwipeClick()) {
      event.preventDefault();
      return;
    }
    const target = event.target as HTMLElement;
    const link = target.closest('a');
    if (link) {
      const href = link.getAttribute('href') ?? '';
      // Internal links are routed (no full page load); either way the notification was opened.
      if (href.startsWith('/') && !href.startsWith('//')) event.preventDefault();
      onFollowLink(notification, href);
      return;
    }
    if (target.closest('button')) return;
    // A tap on a card slid aside closes it rather than opening the notification.
    if (swipe.revealed) {
      swipe.hide();
      return;
    }
    onOpen(notification);
  }

  const deleteButton = (
    <NotificationDeleteButton
      titulo={notification.titulo}
      touch={touch}
      deleting={deleting}
      onDelete={() => onDelete(notification)}
      onFocus={() => touch && swipe.reveal()}
    />
  );

  return (
    <li
      data-testid="notification"
      data-unread={unread ? 'true' : 'false'}
      style={{ position: 'relative', overflow: 'hidden', borderRadius: 'var(--mantine-radius-md)', listStyle: 'none' }}
    >
      {touch && deleteButton}
      <div
        {...swipe.handlers}
        onClick={onCardClick}
        style={{
          position: 'relative',
          ...swipe.style,
          background: unread ? 'var(--mantine-color-default-hover)' : 'var(--mantine-color-body)',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
          padding: 'var(--mantine-spacing-sm)',
          cursor: 'pointer',
        }}
      >
        <NotificationContent
          notification={notification}
          onOpen={() => onOpen(notification)}
          action={!touch && deleteButton}
        />
      </div>
    </li>
  );
}
