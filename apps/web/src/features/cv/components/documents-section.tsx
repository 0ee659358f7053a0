import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCvDocumentSection } from '@portal/contracts/cv/cv-documents.schemas';
import type { TCvDocument } from '@portal/contracts/cv/cv.schemas';
import type { TDominios } from '@portal/contracts/domains/domains.schemas';
import { DocumentCard } from './document-card';
import { DocumentUploadForm } from './document-upload-form';

/** A list of document cards; `deletable` false for the process documents (they belong to their application). */
function DocumentList({
  documents,
  deletable,
  domains,
}: {
  documents: TCvDocument[];
  deletable: boolean;
  domains: TDominios | undefined;
}) {
  const { t } = useTranslation('cv');
  if (documents.length === 0) return <Text c="dimmed">{t('documents.empty')}</Text>;
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {documents.map((doc) => (
        <DocumentCard key={doc.id} doc={doc} deletable={deletable} domains={domains} />
      ))}
    </SimpleGrid>
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
      <DocumentList documents={documents} deletable={tipo !== 'proceso'} domains={domains} />
      {tipo !== 'proceso' && <DocumentUploadForm tipo={tipo} domains={domains} />}
    </Stack>
  );
}
