import { Alert, Anchor, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { useSession } from '../../../lib/session';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { usePublicEventSheet } from '../api/get-public-event-sheet';
import { CalendarButton } from '../components/calendar-button';
import { EventSheetView } from '../components/event-sheet-view';

/**
 * SPEC §2 /evento-publico/{id}: the public sheet, without signing in. Enrolment needs an account:
 * the link opens the student sheet, which asks for sign-in first and comes back.
 */
export default function PublicEventPage() {
  const { t } = useTranslation('events');
  const { id = '' } = useParams();
  const { role } = useSession();
  const sheet = usePublicEventSheet(id);
  if (sheet.isPending) return <LoadingPlaceholders count={1} cols={1} />;
  if (!sheet.data) {
    return (
      <Alert variant="light" color="gray" role="status">
        {t('sheet.unavailable')}
      </Alert>
    );
  }
  const enrolPath = routePath('event', { id: sheet.data.urlAcceso });
  return (
    <EventSheetView
      sheet={sheet.data}
      actions={
        <>
          {role !== 'company' && sheet.data.inscripcionAbierta && (
            <Button component={Link} to={enrolPath}>
              {role === 'student' ? t('sheet.goToEnrol') : t('sheet.signInToEnrol')}
            </Button>
          )}
          <CalendarButton eventRef={sheet.data.idEvento} publicSheet />
          {role === 'student' && (
            <Anchor component={Link} to={routePath('events')}>
              {t('sheet.backToList')}
            </Anchor>
          )}
        </>
      }
    />
  );
}
