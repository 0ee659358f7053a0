import { Alert, Button, CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TExportJob } from '@portal/contracts/exports/export-jobs.schemas';
import type { TExportClient } from './export-menu';

/** How often the page asks for the progress while the export is built (issue #17 'Exports'). */
const EXPORT_JOB_POLL_MS = 2000;

/**
 * An export the server builds in the background (issue #17 'Exports', ADR 0020): its progress,
 * polled while the page is open, and the download once ready (the notification's link opens the
 * page with `?exportacion=<id>`, which shows this notice again).
 */
export function ExportJobNotice({ id, client, onClose }: { id: number; client: TExportClient; onClose: () => void }) {
  const { t } = useTranslation('exports');
  const job = useQuery({
    queryKey: ['exports', 'job', id],
    queryFn: async () => (await client.get<TExportJob>(`/api/Exportaciones/${id}`)).datos,
    refetchInterval: (query) => {
      const state = query.state.data?.estado;
      return state === 'ready' || state === 'failed' || state === 'expired' || query.state.error
        ? false
        : EXPORT_JOB_POLL_MS;
    },
    refetchIntervalInBackground: false,
    retry: false,
  });
  const data = job.data;
  const percent =
    data && data.filasTotal > 0 ? Math.min(100, Math.round((data.filasHechas / data.filasTotal) * 100)) : 0;

  return (
    <Alert
      color={data?.estado === 'failed' ? 'red' : data?.estado === 'expired' ? 'gray' : 'blue'}
      title={t('job.title')}
      withCloseButton={false}
      role="status"
      aria-live="polite"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap="xs" style={{ flex: 1 }}>
          {!data || data.estado === 'queued' || data.estado === 'running' ? (
            <>
              <Text size="sm">
                {t('job.preparing', { done: data?.filasHechas ?? 0, total: data?.filasTotal ?? 0 })}
              </Text>
              <Progress value={percent} aria-label={t('job.progress')} animated />
            </>
          ) : data.estado === 'ready' ? (
            <>
              <Text size="sm">{t('job.ready', { rows: data.filasHechas })}</Text>
              <Group>
                <Button
                  size="xs"
                  onClick={() =>
                    void client
                      .download(`/api/Exportaciones/${id}/descargar`, data.nombreFichero ?? `export.${data.formato}`)
                      .catch(() => {
                        // The client has shown the error's popup already (306 expired...).
                      })
                  }
                >
                  {t('job.download', { file: data.nombreFichero ?? '' })}
                </Button>
              </Group>
            </>
          ) : data.estado === 'expired' ? (
            // Its 7 days are over and the file is gone (ADR 0038): no download to offer.
            <Text size="sm">
              <strong>{t('job.expiredState')}</strong> {t('job.expired', { file: data.nombreFichero ?? '' })}
            </Text>
          ) : (
            <Text size="sm">{t('job.failed')}</Text>
          )}
        </Stack>
        <CloseButton aria-label={t('job.close')} onClick={onClose} />
      </Group>
    </Alert>
  );
}
