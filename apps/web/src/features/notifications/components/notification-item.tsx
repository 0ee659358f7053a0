import { Button, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNotification } from '@portal/contracts/notifications/notifications.schemas';
import { sanitizeHtml } from '../../../lib/sanitize-html';

/** Width of the delete action a left swipe uncovers (touch screens). */
const REVEAL_PX = 96;
/** Movement under this is a tap, not a swipe. */
const SWIPE_SLOP_PX = 8;

function formatDate(value: string, lang: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Intl.DateTimeFormat(lang === 'ca' ? 'ca-ES' : 'es-ES', {
    dateStyle: 'medium',
    ...(dateOnly ? { timeZone: 'UTC' } : { timeStyle: 'short' }),
  }).format(date);
}

interface TDrag {
  x: number;
  y: number;
  base: number;
  moved: boolean;
}

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
  const { t, i18n } = useTranslation('notifications');
  const touch = useMediaQuery('(pointer: coarse)') ?? false;
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<TDrag | null>(null);
  const swallowClick = useRef(false);
  const html = useMemo(() => sanitizeHtml(notification.texto), [notification.texto]);
  const unread = !notification.leida;

  function onPointerDown(event: PointerEvent<HTMLDivElement>): void {
    if (!touch || event.pointerType === 'mouse') return;
    drag.current = { x: event.clientX, y: event.clientY, base: offset, moved: false };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>): void {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved) {
      // A vertical gesture scrolls the panel: let it.
      if (Math.abs(dy) > Math.abs(dx) && Math.abs(dy) > SWIPE_SLOP_PX) {
        drag.current = null;
        return;
      }
      if (Math.abs(dx) < SWIPE_SLOP_PX) return;
      current.moved = true;
      setDragging(true);
    }
    setOffset(Math.min(0, Math.max(-REVEAL_PX * 1.25, current.base + dx)));
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>): void {
    const current = drag.current;
    drag.current = null;
    if (!current?.moved) return;
    swallowClick.current = true;
    setDragging(false);
    const final = current.base + (event.clientX - current.x);
    setOffset(final < -REVEAL_PX / 2 ? -REVEAL_PX : 0);
  }

  function onCardClick(event: MouseEvent<HTMLDivElement>): void {
    if (swallowClick.current) {
      swallowClick.current = false;
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
    if (offset !== 0) {
      setOffset(0);
      return;
    }
    onOpen(notification);
  }

  const deleteButton = (
    <Button
      color="red.9"
      variant={touch ? 'filled' : 'subtle'}
      // Mantine's light red text is below WCAG AA on white; the darkest red passes.
      c={touch ? undefined : 'red.9'}
      size="compact-sm"
      aria-label={t('item.deleteLabel', { titulo: notification.titulo })}
      loading={deleting}
      onClick={() => onDelete(notification)}
      onFocus={() => touch && setOffset(-REVEAL_PX)}
      style={touch ? { position: 'absolute', top: 0, right: 0, bottom: 0, width: REVEAL_PX, height: 'auto', borderRadius: 0 } : undefined}
    >
      {t('item.delete')}
    </Button>
  );

  return (
    <li
      data-testid="notification"
      data-unread={unread ? 'true' : 'false'}
      style={{ position: 'relative', overflow: 'hidden', borderRadius: 'var(--mantine-radius-md)', listStyle: 'none' }}
    >
      {touch && deleteButton}
      <div
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClick={onCardClick}
        style={{
          position: 'relative',
          touchAction: 'pan-y',
          transform: `translateX(${offset}px)`,
          transition: dragging ? 'none' : 'transform 150ms ease',
          background: unread ? 'var(--mantine-color-default-hover)' : 'var(--mantine-color-body)',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
          padding: 'var(--mantine-spacing-sm)',
          cursor: 'pointer',
        }}
      >
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <UnstyledButton onClick={() => onOpen(notification)} style={{ flex: 1, textAlign: 'start' }}>
            <Text component="span" fw={unread ? 700 : 500} display="block">
              {unread && (
                <span
                  aria-hidden="true"
                  style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: 'var(--mantine-color-red-7)', marginInlineEnd: 6, verticalAlign: 'middle' }}
                />
              )}
              {notification.titulo}
              {unread && <VisuallyHidden> ({t('item.unread')})</VisuallyHidden>}
            </Text>
          </UnstyledButton>
          {!touch && deleteButton}
        </Group>
        <Text size="xs" mt={4}>
          <time dateTime={notification.fecha}>{formatDate(notification.fecha, i18n.language)}</time>
        </Text>
        {html && <div className="portal-notification-text" style={{ marginTop: 6, fontSize: 'var(--mantine-font-size-sm)' }} dangerouslySetInnerHTML={{ __html: html }} />}
      </div>
    </li>
  );
}
