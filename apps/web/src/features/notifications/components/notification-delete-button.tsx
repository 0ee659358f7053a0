import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REVEAL_PX } from '../hooks/use-swipe-reveal';

/**
 * A notification's delete button: on touch screens a filled block under the card's right edge,
 * uncovered by a swipe (or by focusing it); with a mouse or a keyboard a plain button on the card.
 */
export function NotificationDeleteButton({
  titulo,
  touch,
  deleting,
  onDelete,
  onFocus,
}: {
  titulo: string;
  touch: boolean;
  deleting: boolean;
  onDelete: () => void;
  onFocus: () => void;
}) {
  const { t } = useTranslation('notifications');
  return (
    <Button
      color="red.9"
      variant={touch ? 'filled' : 'subtle'}
      // Mantine's light red text is below WCAG AA on white; the darkest red passes.
      c={touch ? undefined : 'red.9'}
      size="compact-sm"
      aria-label={t('item.deleteLabel', { titulo })}
      loading={deleting}
      onClick={onDelete}
      onFocus={onFocus}
      style={
        touch
          ? { position: 'absolute', top: 0, right: 0, bottom: 0, width: REVEAL_PX, height: 'auto', borderRadius: 0 }
          : undefined
      }
    >
      {t('item.delete')}
    </Button>
  );
}
