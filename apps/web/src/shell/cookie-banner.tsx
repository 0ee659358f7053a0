import { Anchor, Button, Group, Modal, Paper, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { saveCookieConsent, useCookieConsent } from '../lib/cookie-consent';

/** SPEC §2 cookie banner: accept all, only necessary, or configure (analytics on/off). */
export function CookieBanner() {
  const { t } = useTranslation('shell');
  const consent = useCookieConsent();
  const [configuring, setConfiguring] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  if (consent) return null;
  return (
    <>
      <Paper component="section" aria-labelledby="portal-cookie-title" className="portal-cookie-banner" shadow="lg" p="md" withBorder>
        <Stack gap="sm">
          <Text fw={700} id="portal-cookie-title">
            {t('cookies.title')}
          </Text>
          <Text size="sm">
            {t('cookies.body')}{' '}
            <Anchor component={Link} to="/politica-de-cookies" size="sm" underline="always">
              {t('cookies.policyLink')}
            </Anchor>
          </Text>
          <Group gap="sm" justify="flex-end">
            <Button variant="subtle" onClick={() => setConfiguring(true)}>
              {t('cookies.configure')}
            </Button>
            <Button variant="default" onClick={() => saveCookieConsent(false)}>
              {t('cookies.onlyNecessary')}
            </Button>
            <Button onClick={() => saveCookieConsent(true)}>{t('cookies.acceptAll')}</Button>
          </Group>
        </Stack>
      </Paper>
      <Modal opened={configuring} onClose={() => setConfiguring(false)} title={t('cookies.settingsTitle')} centered>
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
                setConfiguring(false);
              }}
            >
              {t('cookies.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
