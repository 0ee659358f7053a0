import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { LoadFailed, retryOf } from '../../../ui/load-failed';
import { useGuides } from '../api/get-guides';
import { GuideCard } from '../components/guide-card';

/** SPEC §2 /guias-orientacion: the brand's guidance guides as guide cards. */
export default function GuidesPage() {
  const { t } = useTranslation('guides');
  const guides = useGuides();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('list.title')}</Title>
      {guides.isPending ? (
        <LoadingPlaceholders />
      ) : guides.isError ? (
        <LoadFailed {...retryOf(guides)} />
      ) : guides.data.length === 0 ? (
        <Alert variant="light" color="brand" role="status">
          {t('list.empty')}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {guides.data.map((guide) => (
            <GuideCard key={guide.idGuia} guide={guide} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
