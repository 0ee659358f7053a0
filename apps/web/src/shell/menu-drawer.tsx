import { Burger, Drawer, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useMenuItems } from './menu-items';

/** SPEC §2 Shell: the slide-out menu (keyboard accessible: focus trap, Escape closes, focus returns). */
export function MenuDrawer() {
  const { t } = useTranslation('shell');
  const [opened, { toggle, close }] = useDisclosure(false);
  const items = useMenuItems();
  const { pathname } = useLocation();
  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        aria-label={t(opened ? 'menu.close' : 'menu.open')}
        aria-expanded={opened}
        aria-controls="portal-menu"
        className="portal-header-icon"
        color="var(--portal-header-fg)"
        size="sm"
      />
      <Drawer opened={opened} onClose={close} title={t('menu.title')} position="left" size="xs" closeButtonProps={{ 'aria-label': t('menu.close') }}>
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
                  onClick={close}
                />
              </li>
            ))}
          </Stack>
        </nav>
      </Drawer>
    </>
  );
}
