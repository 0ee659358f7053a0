import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DARK_MODE_DELAY_MS } from '@portal/contracts/limits';

/**
 * SPEC §2/§9: toggles dark mode, applied after a 300 ms delay. Loaded only on localhost, the one
 * host that shows it (issue #16 part 9: no code of it in the other hosts' first load).
 */
export default function DarkModeToggle() {
  const { t } = useTranslation('shell');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const dark = colorScheme === 'dark';
  const toggle = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setColorScheme(dark ? 'light' : 'dark'), DARK_MODE_DELAY_MS);
  };
  return (
    <ActionIcon
      variant="subtle"
      className="portal-header-icon"
      size="lg"
      onClick={toggle}
      aria-label={t(dark ? 'darkMode.toLight' : 'darkMode.toDark')}
      aria-pressed={dark}
    >
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span>
    </ActionIcon>
  );
}
