import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicPage } from '../components/public-page';

/** SPEC §2 /404: where a page that failed to load lands ('Error de conexión, ...'). */
export default function NotFoundPage() {
  const { t } = useTranslation(['public', 'common']);
  return (
    <PublicPage title={t('notFound.title')}>
      <Text role="alert">{t('connectionError', { ns: 'common' })}</Text>
      <Anchor component={Link} to="/" mt="md" display="inline-block">
        {t('notFound.back')}
      </Anchor>
    </PublicPage>
  );
}
