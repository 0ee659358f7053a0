import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { eventIcsPath, useDownloadEventIcs } from '../api/download-event-ics';

/** 'Añadir al calendario': downloads the event's .ics file (student or public address). */
export function CalendarButton({ eventRef, publicSheet }: { eventRef: string | number; publicSheet: boolean }) {
  const { t } = useTranslation('events');
  const download = useDownloadEventIcs();
  return (
    <Button
      variant="light"
      loading={download.isPending}
      onClick={() =>
        download.mutate({ path: eventIcsPath(eventRef, publicSheet), fallbackName: `evento-${eventRef}.ics` })
      }
    >
      {t('sheet.addToCalendar')}
    </Button>
  );
}
