import { Button, Checkbox, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TExportJobAccepted } from '@portal/contracts/exports/export-jobs.schemas';
import type { TExportColumnChoice } from '@portal/contracts/exports/exports.schemas';
import { DownloadAccepted } from '../../lib/download-file';
import { ExportJobNotice } from './export-job-notice';

/**
 * The 'Exportar' menu of an exported list (issue #17 'Exports'): CSV or Excel of the rows matching
 * the page's current filters, and a column picker whose choice the server remembers per user and
 * list (the download then sends no columns: the server uses the remembered ones). An export over
 * the size a request should wait for answers 202: the menu then shows its progress and download
 * (export-job-notice.tsx), as it does when the page is opened from the notification's link.
 */

/** The calls the menu needs, with the session of the page (the console's or the portal's). */
export interface TExportClient {
  get<T>(path: string): Promise<{ datos: T }>;
  post<T>(path: string, body: unknown): Promise<{ datos: T }>;
  /** Saves a file answer under the server's name; resolves with it (rejects with DownloadAccepted on a 202). */
  download(path: string, fallbackName: string): Promise<string>;
}

export interface TExportMenuProps {
  /** The list's key in contracts/exports/export-columns.ts. */
  lista: string;
  /** The list's export endpoint (`.../exportar`). */
  path: string;
  /** The page's current filters, as the list's own endpoint takes them. */
  filters?: Record<string, string | number | boolean | undefined>;
  client: TExportClient;
}

const columnsPath = (lista: string) => `/api/Exportaciones/${encodeURIComponent(lista)}/columnas`;

function ColumnPicker({ lista, client, onClose }: { lista: string; client: TExportClient; onClose: () => void }) {
  const { t, i18n } = useTranslation('exports');
  const lang = i18n.language === 'ca' ? 'ca' : 'es';
  const queryClient = useQueryClient();
  const queryKey = ['exports', 'columns', lista];
  const choice = useQuery({
    queryKey,
    queryFn: async () => (await client.get<TExportColumnChoice>(columnsPath(lista))).datos,
  });
  const [picked, setPicked] = useState<string[] | null>(null);
  const value = picked ?? choice.data?.elegidas ?? [];
  const save = useMutation({
    mutationFn: async (columnas: string[]) =>
      (await client.post<TExportColumnChoice>(columnsPath(lista), { columnas })).datos,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      onClose();
    },
  });
  // Keep the list's order whatever the order of the clicks.
  const ordered = (keys: string[]) =>
    (choice.data?.disponibles ?? []).map((c) => c.key).filter((key) => keys.includes(key));

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('picker.title')}
      centered
      closeButtonProps={{ 'aria-label': t('picker.close') }}
    >
      {choice.data ? (
        <Stack gap="sm">
          <Checkbox.Group label={t('picker.label')} value={value} onChange={(keys) => setPicked(ordered(keys))}>
            <Stack gap="xs" mt="xs">
              {choice.data.disponibles.map((c) => (
                <Checkbox key={c.key} value={c.key} label={c[lang]} />
              ))}
            </Stack>
          </Checkbox.Group>
          {value.length === 0 ? (
            <Text size="sm" role="status">
              {t('picker.none')}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('picker.cancel')}
            </Button>
            <Button disabled={value.length === 0} loading={save.isPending} onClick={() => save.mutate(value)}>
              {t('picker.save')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text role="status">{t('picker.loading')}</Text>
      )}
    </Modal>
  );
}

export function ExportMenu({ lista, path, filters = {}, client }: TExportMenuProps) {
  const { t } = useTranslation('exports');
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('exportacion'));
  const [started, setStarted] = useState<number | null>(null);
  const jobId = started ?? (Number.isInteger(linked) && linked > 0 ? linked : null);
  const closeJob = () => {
    setStarted(null);
    if (params.has('exportacion')) {
      const next = new URLSearchParams(params);
      next.delete('exportacion');
      setParams(next, { replace: true });
    }
  };

  const download = async (formato: 'csv' | 'xlsx') => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(filters))
      if (value !== undefined && value !== '') query.set(key, String(value));
    query.set('formato', formato);
    setBusy(true);
    try {
      await client.download(`${path}?${query}`, `${lista}.${formato}`);
    } catch (err) {
      // Over the size a request should wait for: the server builds it (issue #17 'Exports').
      if (err instanceof DownloadAccepted) setStarted((err.datos as TExportJobAccepted).idExportacion);
      // Otherwise the client has shown the error's popup already.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" loading={busy}>
            {t('button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void download('csv')}>{t('csv')}</Menu.Item>
          <Menu.Item onClick={() => void download('xlsx')}>{t('xlsx')}</Menu.Item>
          <Menu.Divider />
          <Menu.Item onClick={() => setPicking(true)}>{t('columns')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {picking ? <ColumnPicker lista={lista} client={client} onClose={() => setPicking(false)} /> : null}
      {jobId !== null ? <ExportJobNotice key={jobId} id={jobId} client={client} onClose={closeJob} /> : null}
    </>
  );
}
