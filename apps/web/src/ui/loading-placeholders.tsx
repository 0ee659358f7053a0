import { Card, Skeleton, Stack } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LOADING_PLACEHOLDERS } from '@portal/contracts/limits';

/** SPEC §2 student home / §9: 4 loading placeholders (skeleton cards) while a list loads. */
export function LoadingPlaceholders({ count = LOADING_PLACEHOLDERS, cols = 2 }: { count?: number; cols?: number }) {
  const { t } = useTranslation('common');
  return (
    // A CSS grid (shell.css), not SimpleGrid: this is every page's first paint, and SimpleGrid's
    // responsive styles weigh on the /login budget (#16 part 9).
    <div
      className="portal-grid"
      style={{ '--portal-grid-cols': cols } as CSSProperties}
      role="status"
      aria-busy="true"
      aria-label={t('loading')}
      data-testid="loading-placeholders"
    >
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder padding="md" aria-hidden="true">
          <Stack gap="xs">
            <Skeleton height={16} width="60%" />
            <Skeleton height={12} />
            <Skeleton height={12} width="80%" />
          </Stack>
        </Card>
      ))}
    </div>
  );
}
