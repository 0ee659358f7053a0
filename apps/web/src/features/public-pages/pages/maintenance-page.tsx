import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../../../lib/brand';
import { useMaintenanceOver } from '../../../lib/portal-status';
import { PublicPage } from '../components/public-page';
import { useLanguage } from '../../../i18n';

/** SPEC §2 /mantenimiento: where everyone goes while the portal is in maintenance. */
export default function MaintenancePage() {
  const { t } = useTranslation('public');
  const brand = useBrand();
  const over = useMaintenanceOver();
  const { lang } = useLanguage();
  return (
    <PublicPage title={t('maintenance.title')}>
      <Text role="status">{brand.maintenanceMessage?.[lang] ?? t('maintenance.body')}</Text>
      {over && (
        <Anchor component={Link} to="/" mt="md" display="inline-block">
          {t('maintenance.back')}
        </Anchor>
      )}
    </PublicPage>
  );
}
