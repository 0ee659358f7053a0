import { Box, Button } from '@mantine/core';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { TSessionRole } from '../../../lib/session';

/** SPEC §2: the recovery anchor of /login/empresas (the catalogue's error 3 links to it). */
export const RECOVERY_ANCHOR = 'recordarUsuario';

// The form (react-hook-form, zod) loads when the disclosure opens (ADR 0004).
const PasswordRecoveryForm = lazy(() => import('./password-recovery-form'));

/** 'Forgot your password?': a disclosure with a one-field form that sends a recovery link. */
export function PasswordRecovery({ role }: { role: TSessionRole }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const anchored = location.hash === `#${RECOVERY_ANCHOR}`;
  const [open, setOpen] = useState(anchored);
  const sectionRef = useRef<HTMLElement>(null);
  const panelId = useId();
  const headingId = useId();

  useEffect(() => {
    // Following a link to #recordarUsuario (also from this very page) opens the form and goes there.
    if (!anchored) return;
    setOpen(true);
    const timer = window.setTimeout(
      () => sectionRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }),
      0,
    );
    return () => window.clearTimeout(timer);
  }, [anchored, location.key]);

  return (
    <section id={RECOVERY_ANCHOR} ref={sectionRef} aria-labelledby={open ? headingId : undefined}>
      <Button
        variant="subtle"
        px={0}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('recovery.toggle')}
      </Button>
      <Box id={panelId} hidden={!open}>
        {open && (
          <Suspense fallback={null}>
            <PasswordRecoveryForm role={role} headingId={headingId} focusKey={anchored ? location.key : null} />
          </Suspense>
        )}
      </Box>
    </section>
  );
}
