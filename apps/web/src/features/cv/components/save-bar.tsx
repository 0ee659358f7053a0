import { Button, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectionSaved } from './section-card';

/** The submit button of a CV form, with a 'saved' status once the last save worked (it clears the section's unsaved mark). */
export function SaveBar({
  pending,
  saved,
  label,
  onCancel,
}: {
  pending: boolean;
  saved: boolean;
  label?: string;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('cv');
  const markSaved = useSectionSaved();
  const done = saved && !pending;
  // A save that worked clears its section's unsaved mark (issue #16 part 5).
  useEffect(() => {
    if (done) markSaved();
  }, [done, markSaved]);
  return (
    <Group justify="flex-end" gap="sm" mt="sm">
      <Text size="sm" c="teal.9" role="status" aria-live="polite">
        {saved && !pending ? t('actions.saved') : ''}
      </Text>
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      )}
      <Button type="submit" loading={pending}>
        {label ?? t('actions.save')}
      </Button>
    </Group>
  );
}
