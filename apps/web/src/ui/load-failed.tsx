import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReadableAlert } from './readable-alert';

/**
 * A list whose request failed (issue #12 item 18): it says the list could not be loaded and
 * offers to try again, never '0 results' behind the error popup. Every list shows this one.
 */
export function LoadFailed({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <ReadableAlert color="red" role="alert" data-testid="load-failed">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('loadFailed.text')}</Text>
        <Button variant="default" size="xs" onClick={onRetry} loading={retrying}>
          {t('loadFailed.retry')}
        </Button>
      </Group>
    </ReadableAlert>
  );
}

/** The props of `LoadFailed` for a TanStack query: retry refetches it. */
export function retryOf(query: { refetch: () => unknown; isFetching: boolean }): {
  onRetry: () => void;
  retrying: boolean;
} {
  return { onRetry: () => void query.refetch(), retrying: query.isFetching };
}
