import { Alert, Button, Code, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../../lib/dates';
import { OfficePagination, withPage } from '../../../../office/office-pagination';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { useFailedJobs, useRetryJob } from '../api/failed-jobs';

const PAGE_SIZE = 50;

/** /gestion/trabajos (issue #18 part 2, admins of the main brand): failed background jobs, retryable. */
export default function OfficeJobQueuePage() {
  const { t, i18n } = useTranslation('office-jobs-queue');
  const [params, setParams] = useSearchParams();
  const pagina = Math.max(1, Number(params.get('pagina')) || 1);
  const jobs = useFailedJobs(pagina);
  const retry = useRetryJob();
  const [retried, setRetried] = useState<string | null>(null);

  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      {retried !== null && (
        <Alert role="status" color="green" title={t('retried', { id: retried })}>
          {t('retriedBody')}
        </Alert>
      )}
      {jobs.data ? (
        jobs.data.total === 0 ? (
          <Text>{t('empty')}</Text>
        ) : (
          <>
            <Text size="sm">{t('count', { count: jobs.data.total })}</Text>
            <OfficeTableWrap label={t('caption')}>
              <Table striped verticalSpacing="xs" fz="sm">
                <Table.Caption>{t('caption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    {(['name', 'error', 'attempts', 'created', 'failed', 'action'] as const).map((col) => (
                      <Table.Th scope="col" key={col}>
                        {t(`columns.${col}`)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {jobs.data.items.map((job) => (
                    <Table.Tr key={job.id}>
                      <Table.Td>
                        <Code>{job.nombre}</Code>
                      </Table.Td>
                      <Table.Td style={{ wordBreak: 'break-word' }}>{job.error ?? '—'}</Table.Td>
                      <Table.Td>{job.intentos}</Table.Td>
                      <Table.Td>{formatDateTime(job.creado, i18n.language)}</Table.Td>
                      <Table.Td>{job.fallado ? formatDateTime(job.fallado, i18n.language) : '—'}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          loading={retry.isPending && retry.variables === job.id}
                          aria-label={t('retryLabel', { name: job.nombre, id: job.id })}
                          onClick={() => retry.mutate(job.id, { onSuccess: () => setRetried(job.id) })}
                        >
                          {t('retry')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </OfficeTableWrap>
            <OfficePagination
              total={jobs.data.total}
              pageSize={PAGE_SIZE}
              page={pagina}
              onPage={(page) => setParams(withPage(params, page), { replace: true })}
            />
          </>
        )
      ) : (
        <LoadingPlaceholders />
      )}
    </Stack>
  );
}
