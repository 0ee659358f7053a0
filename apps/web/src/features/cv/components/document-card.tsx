import { Button, Card, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCvDocument } from '@portal/contracts/cv/cv.schemas';
import type { TDominios } from '@portal/contracts/domains/domains.schemas';
import { useLanguage } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { useDeleteDocument } from '../api/delete-document';
import { isApiLink, openDocument } from '../api/get-document-file';

/** '120 KB' (SPEC §5 speaks of KB); a URL given instead of a file has no size. */
function sizeText(bytes: number): string {
  return bytes > 0 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : '';
}

/**
 * One CV document as a card (issue #16 part 5): an icon with its extension, name, type, size and
 * date; download (opened with the bearer token, or the URL given instead); delete after a
 * confirmation where `deletable` (not the process documents: they belong to their application).
 */
export function DocumentCard({
  doc,
  deletable,
  domains,
}: {
  doc: TCvDocument;
  deletable: boolean;
  domains: TDominios | undefined;
}) {
  const { t } = useTranslation('cv');
  const { lang } = useLanguage();
  const remove = useDeleteDocument();
  const [confirming, setConfirming] = useState(false);
  const type = domains?.tiposDocumentoAlumnoPracticas?.find((item) => item.id === doc.idTipoDocumento)?.descripcion;
  const ext = (doc.extension || (isApiLink(doc.enlace) ? '' : t('docCard.link'))).toUpperCase();
  const facts = [
    type ? `${t('docCard.type')}: ${type}` : null,
    sizeText(doc.size) ? `${t('docCard.size')}: ${sizeText(doc.size)}` : null,
    `${t('docCard.date')}: ${formatDate(doc.fecha, lang)}`,
  ].filter(Boolean);

  return (
    <Card withBorder radius="md" padding="sm" data-testid="document-row" component="li">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
          <Text size="xs" fw={700}>
            {ext.slice(0, 4) || '·'}
          </Text>
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {doc.nombre}
          </Text>
          <Text size="xs">{facts.join(' · ')}</Text>
          <Group gap="xs" mt={4}>
            <Button
              size="xs"
              variant="default"
              onClick={() => void openDocument(doc.enlace).catch(() => undefined)}
              aria-label={t('docCard.downloadNamed', { name: doc.nombre })}
            >
              {t('docCard.download')}
            </Button>
            {deletable && (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => setConfirming(true)}
                aria-label={t('actions.deleteNamed', { name: doc.nombre })}
              >
                {t('actions.delete')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('docCard.confirmTitle')} centered>
        <Text>{t('docCard.confirmBody', { name: doc.nombre })}</Text>
        <Group justify="flex-end" mt="md" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('actions.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate({ id: doc.id }, { onSettled: () => setConfirming(false) })}
          >
            {t('actions.delete')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
