import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of a public text page: one h1 and the content on the brand's surface. */
export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Paper p={{ base: 'md', sm: 'xl' }} withBorder className="portal-public-page">
        {children}
      </Paper>
    </Stack>
  );
}
