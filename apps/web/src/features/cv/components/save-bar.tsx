import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The submit button of a CV form, with a 'saved' status once the last save worked. */
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
  return (
    <Group justify="flex-end" gap="sm" mt="sm">
      <Text size="sm" c="teal.8" role="status" aria-live="polite">
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
