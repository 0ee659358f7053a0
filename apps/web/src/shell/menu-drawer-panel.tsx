import { Drawer, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useMenuItems } from './menu-items';
import { useAfterMount } from './use-after-mount';

/** The slide-out menu's drawer and items (lazy: ADR 0004; the burger that opens it is in the header). */
export default function MenuDrawerPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const items = useMenuItems();
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
