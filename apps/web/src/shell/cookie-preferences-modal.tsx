import { Button, Group, Modal, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveCookieConsent } from '../lib/cookie-consent';
import { useAfterMount } from './use-after-mount';

/** SPEC §2 cookie banner, 'configure': analytics on or off (lazy: ADR 0004). */
export default function CookiePreferencesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const [analytics, setAnalytics] = useState(false);
  const mounted = useAfterMount();
  return (
    <Modal opened={opened && mounted} onClose={onClose} title={t('cookies.settingsTitle')} centered>
      <Stack gap="md">
        <Switch checked disabled label={t('cookies.necessary')} description={t('cookies.necessaryHelp')} />
        <Switch
          checked={analytics}
          onChange={(event) => setAnalytics(event.currentTarget.checked)}
          label={t('cookies.analytics')}
          description={t('cookies.analyticsHelp')}
        />
        <Group justify="flex-end">
          <Button
            onClick={() => {
              saveCookieConsent(analytics);
              onClose();
            }}
          >
            {t('cookies.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
