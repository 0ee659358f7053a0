import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The drawer loads on the first open (ADR 0004); it then stays mounted so that closing it
// animates and returns the focus to the burger.
const MenuDrawerPanel = lazy(() => import('./menu-drawer-panel'));

/** SPEC §2 Shell: the slide-out menu (keyboard accessible: focus trap, Escape closes, focus returns). */
export function MenuDrawer() {
  const { t } = useTranslation('shell');
  const [opened, { toggle, close }] = useDisclosure(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          setAsked(true);
          toggle();
        }}
        aria-label={t(opened ? 'menu.close' : 'menu.open')}
        aria-expanded={opened}
        aria-controls="portal-menu"
        // #16 part 1: wide screens show the sections (section-nav.tsx); the button is for phones (shell.css).
        className="portal-header-icon portal-menu-button"
        color="var(--portal-header-fg)"
        size="sm"
      />
      {asked && (
        <Suspense fallback={null}>
          <MenuDrawerPanel opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
