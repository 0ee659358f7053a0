import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { LoadFailed, retryOf } from '../../../ui/load-failed';
import { useProgrammeDetail } from '../api/get-programme-detail';
import { useProgrammes } from '../api/get-programmes';
import { ProgrammeDetailView } from '../components/programme-detail-view';
import { ProgrammeList } from '../components/programme-list';
import { useLanguage } from '../../../i18n';

/**
 * SPEC §2 /programa-practicas: what a practice programme is, and the programme itself when the
 * brand runs only one (else the list to pick from).
 */
export default function ProgrammeSinglePage() {
  const { t } = useTranslation('programmes');
  const { lang } = useLanguage();
  const { role } = useSession();
  const programmes = useProgrammes(lang);
  const only = programmes.data?.length === 1 ? programmes.data[0].id : 0;
  const detail = useProgrammeDetail(only, lang);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('single.title')}</Title>
      <Text>{t('single.intro')}</Text>
      {programmes.isPending || (only > 0 && detail.isPending) ? (
        <LoadingPlaceholders count={1} cols={1} />
      ) : programmes.isError ? (
        <LoadFailed {...retryOf(programmes)} />
      ) : !programmes.data || programmes.data.length === 0 ? (
        <Alert variant="light" color="brand" role="status">
          {t('list.empty')}
        </Alert>
      ) : only > 0 && detail.data ? (
        <ProgrammeDetailView programme={detail.data} role={role ?? 'student'} headingLevel={2} />
      ) : (
        <ProgrammeList programmes={programmes.data} />
      )}
    </Stack>
  );
}
