import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { daysUntil } from '../utils/days-until';

/** The offer's last day to apply and how many days are left ('Cierra en 3 días'), or 'no deadline'. */
export function OfferDeadline({
  fechaCaducidad,
  compact = false,
}: {
  fechaCaducidad: string | null;
  compact?: boolean;
}) {
  const { t } = useTranslation('offers');
  const { lang } = useLanguage();
  const days = daysUntil(fechaCaducidad);
  if (!fechaCaducidad || days === null) return compact ? null : <>{t('facts.noDeadline')}</>;
  const left =
    days < 0 ? t('facts.closed') : days === 0 ? t('facts.closesToday') : t('facts.closesIn', { count: days });
  if (compact)
    return (
      <Text size="sm" fw={600}>
        {left}
      </Text>
    );
  return (
    <>
      <Text component="span" display="block">
        {t('facts.deadlineDate', { date: formatDate(fechaCaducidad, lang) })}
      </Text>
      <Text component="span" display="block" fw={600} data-testid="offer-closes-in">
        {left}
      </Text>
    </>
  );
}
