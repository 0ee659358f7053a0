import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCvDocumentSection } from '@portal/contracts/cv/cv-documents.schemas';
import type { TCvDocument } from '@portal/contracts/cv/cv.schemas';
import type { TDominios } from '@portal/contracts/domains/domains.schemas';
import { useDeleteDocument } from '../api/delete-document';
import { openDocument } from '../api/get-document-file';
import { DocumentUploadForm } from './document-upload-form';

/** A list of documents; `deletable` false for the process documents (they belong to their application). */
export function DocumentList({ documents, deletable }: { documents: TCvDocument[]; deletable: boolean }) {
  const { t } = useTranslation('cv');
  const remove = useDeleteDocument();
  if (documents.length === 0) return <Text c="dimmed">{t('documents.empty')}</Text>;
  return (
    <Stack gap={4}>
      {documents.map((doc) => (
        <Group key={doc.id} justify="space-between" wrap="nowrap" data-testid="document-row">
          <Anchor component="button" type="button" onClick={() => void openDocument(doc.enlace).catch(() => undefined)}>
            {doc.nombre}
          </Anchor>
          {deletable && (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => remove.mutate({ id: doc.id })}
              aria-label={t('actions.deleteNamed', { name: doc.nombre })}
            >
              {t('actions.delete')}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}

/** SPEC §2 CV 'documents' and 'private documents' (with upload), or process-linked documents (read-only). */
export function DocumentsBlock({
  tipo,
  title,
  documents,
  domains,
}: {
  tipo: TCvDocumentSection | 'proceso';
  title: string;
  documents: TCvDocument[];
  domains: TDominios | undefined;
}) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {title}
      </Title>
      <DocumentList documents={documents} deletable={tipo !== 'proceso'} />
      {tipo !== 'proceso' && <DocumentUploadForm tipo={tipo} domains={domains} />}
    </Stack>
  );
}
