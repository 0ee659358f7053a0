import { Card, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One section of the CV sheet. */
export function CvBlock({ title, order, children }: { title: string; order: 2 | 3; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby={headingId}>
      <Title order={order} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
