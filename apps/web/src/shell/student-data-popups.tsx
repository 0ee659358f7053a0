import { Button, Group, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CV_SECTIONS } from '@portal/contracts/cv/cv-anchors';
import { routePath } from '@portal/contracts/routes';
import { useCurrentRoute } from '../app/current-route';
import { cvQueryOptions } from '../features/cv/api/get-cv';
import { useMissingPersonalData } from '../lib/student-checks/get-missing-personal-data';
import { showError, showNotice } from '../lib/error-popup-store';
import { isGodMode } from '../lib/god-mode';
import { sessionScope, updateSessionUser, useSession } from '../lib/session';

/** SPEC §8 codes of the popups: social-security request (notice 518 → /cv) and work permit (34). */
const SSN_NOTICE = 518;
const WORK_PERMIT_ERROR = 34;
const SEEN_KEY = 'portal.studentPopups';

function seen(session: string): boolean {
  try {
    return window.sessionStorage.getItem(SEEN_KEY) === session;
  } catch {
    return false;
  }
}

/** Whether this session's popups are still to come (the boot prefetch asks their check early, #16 part 9). */
export function studentPopupsPending(session: string): boolean {
  return !seen(session);
}

function markSeen(session: string): void {
  try {
    window.sessionStorage.setItem(SEEN_KEY, session);
  } catch {
    // Without storage the popups show again on the next page load.
  }
}

/**
 * SPEC §2 Popups after a student signs in: missing personal data (go to CV), the social-security
 * number request (faltaNumeroSeguridadSocial as the server answers it now, not the login's copy →
 * 518 → /cv) and the work permit (34). Once
 * per session, never on /cv itself nor in god mode (SPEC §6).
 */
export function StudentDataPopups() {
  const { t } = useTranslation('cv');
  const { role, token, user, isAuthenticated } = useSession();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const session = sessionScope(token);
  const exempt =
    route?.id === 'cv' || route?.id === 'logout' || route?.id === 'god-mode' || route?.surveySheet === true;
  const applies = isAuthenticated && role === 'student' && !isGodMode() && !exempt && !seen(session);
  const missing = useMissingPersonalData(session, applies);
  const cv = useQuery({
    ...cvQueryOptions(sessionScope(token)),
    enabled: applies && missing.isSuccess && missing.data?.faltanDatos === false,
  });
  const [missingOpen, setMissingOpen] = useState(false);

  // The server's current answer replaces the login flags, which are never sent again: once the
  // numbers are saved nothing asks for them any more (issue #12 item 20).
  const serverSsn = missing.data?.faltaNumeroSeguridadSocial;
  const serverIban = missing.data?.faltaIban;
  useEffect(() => {
    if (serverSsn === undefined || serverIban === undefined) return;
    if (user?.faltaNumeroSeguridadSocial !== serverSsn || user?.faltaIban !== serverIban)
      updateSessionUser({ faltaNumeroSeguridadSocial: serverSsn, faltaIban: serverIban });
  }, [serverSsn, serverIban, user?.faltaNumeroSeguridadSocial, user?.faltaIban]);

  useEffect(() => {
    if (!applies || !missing.data) return;
    if (missing.data.faltanDatos) {
      setMissingOpen(true);
      markSeen(session);
      return;
    }
    if (missing.data.faltaNumeroSeguridadSocial) {
      showNotice(SSN_NOTICE);
      markSeen(session);
      return;
    }
    if (!cv.data && !cv.isError) return;
    if (cv.data?.necesitaPermisoTrabajo === true && cv.data.tienePermisoTrabajo !== true) showError(WORK_PERMIT_ERROR);
    markSeen(session);
  }, [applies, missing.data, cv.data, cv.isError, session]);

  if (!missingOpen) return null;
  return (
    <Modal
      opened
      onClose={() => setMissingOpen(false)}
      title={t('popups.missingTitle')}
      closeButtonProps={{ 'aria-label': t('popups.close') }}
      centered
      data-testid="missing-personal-data"
    >
      <Text>{t('popups.missingBody')}</Text>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={() => setMissingOpen(false)}>
          {t('popups.later')}
        </Button>
        <Button
          onClick={() => {
            setMissingOpen(false);
            void navigate(`${routePath('cv')}#${CV_SECTIONS.personal}`);
          }}
        >
          {t('popups.goToCv')}
        </Button>
      </Group>
    </Modal>
  );
}
