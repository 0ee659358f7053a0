import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_VERSION } from '@portal/contracts/limits';
import { useBrand } from '../lib/brand';
import { resetCookieConsent } from '../lib/cookie-consent';
import { useLanguage } from '../i18n';

/** SPEC §2/§9 version label: the application version, 3.4.2 (no build number: issue #12 item 21). */
export const VERSION_LABEL = APP_VERSION;

/** SPEC §2 Shell footer: brand text, legal links and the version label. */
export function Footer() {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const { lang } = useLanguage();
  return (
    <footer className="portal-footer">
      <Stack gap="xs" className="portal-footer-inner">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Group gap="sm" wrap="wrap" align="center">
            <img src={brand.logos.footer} alt="" className="portal-footer-logo" />
            <Text size="sm">{brand.texts[lang].footer}</Text>
          </Group>
          <Text size="xs" className="portal-version">
            {t('footer.version', { version: VERSION_LABEL })}
          </Text>
        </Group>
        <nav aria-label={t('footer.legal')}>
          <Group gap="md" component="ul" className="portal-footer-links">
            {brand.links.legal.map((link) => (
              <li key={link.href}>
                {link.href.startsWith('/') ? (
                  <Anchor component={Link} to={link.href} size="sm">
                    {link.label[lang]}
                  </Anchor>
                ) : (
                  <Anchor href={link.href} size="sm" target="_blank" rel="noopener noreferrer">
                    {link.label[lang]}
                  </Anchor>
                )}
              </li>
            ))}
            <li>
              <Anchor component="button" type="button" size="sm" onClick={resetCookieConsent}>
                {t('footer.cookieSettings')}
              </Anchor>
            </li>
          </Group>
        </nav>
      </Stack>
    </footer>
  );
}
