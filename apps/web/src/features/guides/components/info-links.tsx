import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export interface TInfoLink {
  title: string;
  body: string;
  to: string;
  label: string;
}

/** Sections of an information page, each with a short text and a link into the portal. */
export function InfoLinks({ items }: { items: TInfoLink[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {items.map((item) => (
        <Card key={item.to} component="section" withBorder padding="lg" radius="md" aria-label={item.title}>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {item.title}
            </Title>
            <Text size="sm">{item.body}</Text>
            <Anchor component={Link} to={item.to} fw={600}>
              {item.label}
            </Anchor>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
