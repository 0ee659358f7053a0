import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useEventSheet } from '../api/get-event-sheet';
import { CalendarButton } from '../components/calendar-button';
import { EnrolButton } from '../components/enrol-button';
import { EventSheetView } from '../components/event-sheet-view';

/** SPEC §2 /eventos/{id} (also the events access link /eventos/{urlAcceso}): the sheet, enrolment and calendar file. */
export default function EventPage() {
  const { t } = useTranslation('events');
  const { id = '' } = useParams();
  const sheet = useEventSheet(id);
  if (sheet.isPending) return <LoadingPlaceholders count={1} cols={1} />;
  if (!sheet.data) {
    return (
      <Alert variant="light" color="gray" role="status" title={t('sheet.unavailable')}>
        <Anchor component={Link} to={routePath('events')}>
          {t('sheet.backToList')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <EventSheetView
      sheet={sheet.data}
      actions={
        <>
          <EnrolButton sheet={sheet.data} sheetRef={id} />
          <CalendarButton eventRef={sheet.data.idEvento} publicSheet={false} />
        </>
      }
    />
  );
}
