import { Button, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPracticeDocument } from '@portal/contracts/company-internships/company-internships.schemas';
import { useDeleteCompanyDocument } from '../api/delete-company-document';
import { useDownloadCompanyDocument } from '../api/download-company-document';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../i18n';

/**
 * Documents of one section of the company's /documentacion: each downloads; the ones my company
 * uploaded can be deleted (deldoc). SPEC §8: a document of a course from 2023-24 not signed yet
 * says it needs the digital-certificate signature.
 */
export function CompanyDocumentList({
  documents,
  emptyText,
}: {
  documents: readonly TPracticeDocument[];
  emptyText: string;
}) {
  const { t } = useTranslation(['documentation', 'common']);
  const { lang } = useLanguage();
  const download = useDownloadCompanyDocument();
  const remove = useDeleteCompanyDocument();
  if (documents.length === 0) return <Text size="sm">{emptyText}</Text>;
  return (
    <List spacing="xs">
      {documents.map((doc) => (
        <List.Item key={doc.idDocumento}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm">
              {doc.nombre}
              {doc.descripcion ? ` · ${doc.descripcion}` : ''} · {formatDate(doc.fecha, lang)}
              {doc.requiereFirmaDigital && !doc.firmado ? ` · ${t('company.needsSignature')}` : ''}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              loading={download.isPending && download.variables?.idDocumento === doc.idDocumento}
              onClick={() => download.mutate(doc)}
              aria-label={t('company.downloadOf', { name: doc.nombre })}
            >
              {t('company.download')}
            </Button>
            {doc.aportadoPorEmpresa && (
              <Button
                size="compact-sm"
                variant="default"
                loading={remove.isPending && remove.variables === doc.idDocumento}
                onClick={() => remove.mutate(doc.idDocumento)}
                aria-label={t('company.deleteOf', { name: doc.nombre })}
              >
                {t('delete', { ns: 'common' })}
              </Button>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
