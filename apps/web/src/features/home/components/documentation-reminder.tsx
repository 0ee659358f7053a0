import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { useSession, useSessionScope } from '../../../lib/session';
import { useMissingPersonalData } from '../../../lib/student-checks/get-missing-personal-data';
import { usePendingMandatorySurveys } from '../../../lib/student-checks/get-pending-mandatory-surveys';

/** SPEC §9: the documentation popup shows after 1 second. */
export const DOCUMENTATION_REMINDER_DELAY_MS = 1000;
/** SPEC §2: its dismissal is stored locally. */
export const DOCUMENTATION_REMINDER_KEY = 'portal.documentationReminderDismissed';

function dismissed(): boolean {
  try {
    return window.localStorage.getItem(DOCUMENTATION_REMINDER_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * SPEC §2 Student home: a documentation reminder after 1 s, only with no mandatory survey pending,
 * no social-security-number request and no earlier dismissal.
 */
export function DocumentationReminder() {
  const { t } = useTranslation('student-home');
  const { user, token } = useSession();
  // The shell's popups ask the same two calls: one query each, one request (issue #16 part 9).
  const surveys = usePendingMandatorySurveys(token, true);
  const missing = useMissingPersonalData(useSessionScope(), true);
  const [opened, setOpened] = useState(false);
  const ready = surveys.isSuccess && !missing.isPending;
  const blocked =
    (surveys.data?.length ?? 0) > 0 ||
    missing.data?.faltaNumeroSeguridadSocial === true ||
    user?.faltaNumeroSeguridadSocial === true;

  useEffect(() => {
    if (!ready || blocked || dismissed()) return;
    const timer = window.setTimeout(() => setOpened(true), DOCUMENTATION_REMINDER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready, blocked]);

  function dismiss() {
    try {
      window.localStorage.setItem(DOCUMENTATION_REMINDER_KEY, '1');
    } catch {
      // Without storage it shows again next time.
    }
    setOpened(false);
  }

  return (
    <Modal opened={opened} onClose={dismiss} title={t('reminder.title')} centered>
      <Text>{t('reminder.body')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={dismiss}>
          {t('reminder.dismiss')}
        </Button>
        <Button component={Link} to={routePath('documentation')} onClick={dismiss}>
          {t('reminder.go')}
        </Button>
      </Group>
    </Modal>
  );
}
