import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useRequestedProcessDocuments } from '../api/get-requested-process-documents';
import { ProcessDocumentsCard } from './process-documents-card';

/**
 * SPEC §2 /documentacion for students: the documents the offers I applied to ask for
 * (documentacionDeProcesosSolicitada).
 */
export function StudentDocumentation() {
  const { t } = useTranslation('documentation');
  const documents = useRequestedProcessDocuments();
  const missing = documents.data?.some((p) => p.documentos.some((d) => !d.aportado)) ?? false;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      {documents.isPending ? (
        <LoadingPlaceholders cols={1} />
      ) : documents.isError ? (
        <Alert variant="light" color="gray" role="status">
          {t('error')}
        </Alert>
      ) : documents.data.length === 0 ? (
        <Alert variant="light" color="brand" role="status">
          {t('empty')}
        </Alert>
      ) : (
        <>
          {missing && (
            <Alert variant="light" color="red" role="status">
              {t('missingHelp')}{' '}
              <Anchor component={Link} to={routePath('my-internships')} inherit underline="always">
                {t('internshipsLink')}
              </Anchor>
            </Alert>
          )}
          {documents.data.map((process) => (
            <ProcessDocumentsCard key={process.idOferta} process={process} />
          ))}
        </>
      )}
    </Stack>
  );
}
