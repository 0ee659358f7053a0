import { Anchor, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../lib/brand';
import { useSession } from '../lib/session';
import { isLocalhost } from '../lib/is-localhost';
import { LanguageSwitch } from './language-switch';
import { MenuDrawer } from './menu-drawer';
import { useHeaderShrink } from './use-header-shrink';
import { useLanguage } from '../i18n';

// Signed-in only: the bell, its panel and the notifications calls are no part of /login (ADR 0004).
const NotificationBell = lazy(() =>
  import('../features/notifications/components/notification-bell').then((mod) => ({ default: mod.NotificationBell })),
);
const DarkModeToggle = lazy(() => import('./dark-mode-toggle'));

/** SPEC §2 Shell header: brand logo, greeting link, language switch, bell and slide-out menu. */
export function Header() {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const { isAuthenticated, role, user } = useSession();
  const shrunk = useHeaderShrink();
  const { lang } = useLanguage();
  const nombre = typeof user?.nombre === 'string' ? user.nombre : '';
  // The brand's greeting template ('{nombre}' filled) or the catalogue's 'Hola, {nombre}'.
  const template = brand.texts[lang].greeting;
  const greeting = nombre
    ? template
      ? template.replaceAll('{nombre}', nombre)
      : t('greeting', { nombre })
    : t('greetingAnonymous');
  return (
    <header className="portal-header" data-shrunk={shrunk ? 'true' : 'false'}>
      <Group justify="space-between" wrap="nowrap" gap="xs" className="portal-header-inner">
        <Group gap="sm" wrap="nowrap">
          {isAuthenticated && <MenuDrawer />}
          <Anchor
            component={Link}
            to="/"
            className="portal-logo-link"
            aria-label={t('header.home', { brand: brand.name[lang] })}
          >
            <img src={brand.logos.header} alt="" className="portal-logo" />
          </Anchor>
        </Group>
        <Group gap="sm" wrap="nowrap" ml="auto">
          {isAuthenticated && (
            // SPEC §2 greeting link: students go home, companies to their contact profile.
            <Anchor component={Link} to={role === 'company' ? '/mi-perfil' : '/'} className="portal-greeting">
              {greeting}
            </Anchor>
          )}
          {isAuthenticated && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )}
          <LanguageSwitch />
          {isLocalhost() && (
            <Suspense fallback={null}>
              <DarkModeToggle />
            </Suspense>
          )}
        </Group>
      </Group>
    </header>
  );
}
