import { Drawer, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { CompanySwitch } from './company-switch';
import { GlobalSearch } from './global-search';
import { useMenuItems } from './menu-items';

import { useAfterMount } from './use-after-mount';

// #16 part 1: one lazy chunk for the drawer and the sections of wide screens (the /login budget).
export { SectionNav } from './section-nav';

/** The slide-out menu's drawer and items (lazy: ADR 0004; the burger that opens it is in the header). */
export default function MenuDrawerPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const items = useMenuItems();
  const { role } = useSession();
  const { pathname } = useLocation();
  const mounted = useAfterMount();
  return (
    <Drawer
      opened={opened && mounted}
      onClose={onClose}
      title={t('menu.title')}
      position="left"
      size="xs"
      closeButtonProps={{ 'aria-label': t('menu.close') }}
    >
      {/* #16 part 1: on phones the search and the company switch live in the menu. */}
      <Stack gap="sm" mb="md">
        {role === 'student' && <GlobalSearch onDone={onClose} />}
        {role === 'company' && <CompanySwitch onDone={onClose} />}
      </Stack>
      <nav aria-label={t('menu.title')} id="portal-menu">
        <Stack gap={2} component="ul" className="portal-menu-list">
          {items.map((item) => (
            <li key={item.key}>
              <NavLink
                component={Link}
                to={item.to}
                label={t(item.labelKey)}
                active={pathname === item.to}
                aria-current={pathname === item.to ? 'page' : undefined}
                onClick={onClose}
              />
            </li>
          ))}
        </Stack>
      </nav>
    </Drawer>
  );
}
