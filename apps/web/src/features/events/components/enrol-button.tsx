import { Badge, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TEventSheet } from '@portal/contracts/events/events.schemas';
import { useEnrolInEvent } from '../api/enrol-in-event';
import { isPast } from '../../../lib/dates';

/** SPEC §2 /eventos/{id}: enrolment (inscribirseEnEvento; 74-78 by popup, 533 on success). */
export function EnrolButton({ sheet, sheetRef }: { sheet: TEventSheet; sheetRef: string }) {
  const { t } = useTranslation('events');
  const enrol = useEnrolInEvent();
  if (sheet.inscrito) {
    return (
      <Badge color="teal.9" size="lg" role="status">
        {t('sheet.enrolled')}
      </Badge>
    );
  }
  if (!sheet.inscripcionAbierta || isPast(sheet.fecha)) return <Text>{t('sheet.closed')}</Text>;
  if (sheet.plazasLibres === 0) return <Text>{t('sheet.full')}</Text>;
  return (
    <Button loading={enrol.isPending} onClick={() => enrol.mutate({ idEvento: sheet.idEvento, ref: sheetRef })}>
      {t('sheet.enrol')}
    </Button>
  );
}
