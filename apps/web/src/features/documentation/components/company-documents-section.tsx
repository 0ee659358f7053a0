import { Alert, Card, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';

/** One card of the company's /documentacion: its heading, then loading, a failed state or its content. */
export function CompanyDocumentsSection<T>({
  id,
  title,
  query,
  children,
}: {
  id: string;
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('documentation');
  const headingId = `documentation-${id}`;
  return (
    <Card component="section" withBorder padding="lg" radius="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {query.isPending ? (
          <LoadingPlaceholders count={1} cols={1} />
        ) : query.isError ? (
          <Alert variant="light" color="gray" role="status">
            {t('company.error')}
          </Alert>
        ) : (
          children(query.data)
        )}
      </Stack>
    </Card>
  );
}
