import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One section of the CV page (SPEC §2 Student CV sections). */
export function SectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={`${id}-title`} id={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={`${id}-title`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
