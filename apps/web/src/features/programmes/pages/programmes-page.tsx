import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { LoadFailed, retryOf } from '../../../ui/load-failed';
import { useProgrammes } from '../api/get-programmes';
import { ProgrammeList } from '../components/programme-list';
import { useLanguage } from '../../../i18n';

/** SPEC §2 /programas-practicas-activos: the active practice programmes, sorted by name. */
export default function ProgrammesPage() {
  const { t } = useTranslation('programmes');
  const { lang } = useLanguage();
  const programmes = useProgrammes(lang);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('list.title')}</Title>
      <Text>{t('list.intro')}</Text>
      {programmes.isPending ? (
        <LoadingPlaceholders cols={1} />
      ) : programmes.isError ? (
        <LoadFailed {...retryOf(programmes)} />
      ) : programmes.data.length === 0 ? (
        <Alert variant="light" color="brand" role="status">
          {t('list.empty')}
        </Alert>
      ) : (
        <ProgrammeList programmes={programmes.data} />
      )}
    </Stack>
  );
}
