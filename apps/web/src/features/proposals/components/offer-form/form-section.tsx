import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One section of the long offer form: a titled card whose fields sit in a responsive grid. */
export function FormSection({ title, children, wide }: { title: string; children: ReactNode; wide?: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="md">
        {title}
      </Title>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          {children}
        </SimpleGrid>
        {wide}
      </Stack>
    </Card>
  );
}
