import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { saveCookieConsent, useCookieConsent } from '../lib/cookie-consent';

// The preferences dialog loads when asked for (ADR 0004: not part of the first paint).
const CookiePreferencesModal = lazy(() => import('./cookie-preferences-modal'));

/** SPEC §2 cookie banner: accept all, only necessary, or configure (analytics on/off). */
export function CookieBanner() {
  const { t } = useTranslation('shell');
  const consent = useCookieConsent();
  const [configuring, setConfiguring] = useState(false);
  const [asked, setAsked] = useState(false);
  if (consent) return null;
  return (
    <>
      <Paper
        component="section"
        aria-labelledby="portal-cookie-title"
        className="portal-cookie-banner"
        shadow="lg"
        p="md"
        withBorder
      >
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
            <Button
              variant="subtle"
              onClick={() => {
                setAsked(true);
                setConfiguring(true);
              }}
            >
              {t('cookies.configure')}
            </Button>
            <Button variant="default" onClick={() => saveCookieConsent(false)}>
              {t('cookies.onlyNecessary')}
            </Button>
            <Button onClick={() => saveCookieConsent(true)}>{t('cookies.acceptAll')}</Button>
          </Group>
        </Stack>
      </Paper>
      {asked && (
        <Suspense fallback={null}>
          <CookiePreferencesModal opened={configuring} onClose={() => setConfiguring(false)} />
        </Suspense>
      )}
    </>
  );
}
