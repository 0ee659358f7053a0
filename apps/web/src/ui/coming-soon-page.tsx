import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../app/current-route';

/**
 * A page whose area is not built yet: the route's heading and 'Muy pronto disponible' (SPEC §8
 * quoted text), never a blank screen.
 */
export default function ComingSoonPage() {
  const route = useCurrentRoute();
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Stack gap="md">
      <Title order={1}>{route ? t(route.titleKey, { ns: 'shell' }) : t('appName', { ns: 'common' })}</Title>
      <Alert variant="light" color="brand" role="status">
        {t('comingSoon', { ns: 'common' })}
      </Alert>
    </Stack>
  );
}

export { ComingSoonPage };
