import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TInfoItem {
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list; empty values are left out. */
export function InfoList({ items }: { items: TInfoItem[] }) {
  const shown = items.filter(
    (item) => item.value !== null && item.value !== undefined && item.value !== '' && item.value !== false,
  );
  if (shown.length === 0) return null;
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs" m={0}>
      {shown.map((item) => (
        <div key={item.label}>
          <Text component="dt" size="sm" fw={700}>
            {item.label}
          </Text>
          <Text component="dd" m={0}>
            {item.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
