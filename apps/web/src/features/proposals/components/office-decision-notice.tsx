import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOfficeOfferDecision } from '@portal/contracts/office/offers.schemas';
import { ReadableAlert } from '../../../ui/readable-alert';

/** The office's rejection reason or return comment on the company's offer (issue #14 '3. Offers'). */
export function OfficeDecisionNotice({ decision }: { decision: TOfficeOfferDecision | null | undefined }) {
  const { t } = useTranslation('proposals');
  if (!decision) return null;
  return (
    <ReadableAlert
      color={decision.tipo === 'rechazada' ? 'red.9' : 'yellow.9'}
      title={t(`officeDecision.${decision.tipo}`)}
      data-testid="office-decision"
    >
      {decision.motivo && (
        <Text size="sm">
          {t('officeDecision.reason')}: {decision.motivo}
        </Text>
      )}
      {decision.comentario && (
        <Text size="sm">
          {t('officeDecision.comment')}: {decision.comentario}
        </Text>
      )}
      {decision.tipo === 'devuelta' && <Text size="sm">{t('officeDecision.editAndResubmit')}</Text>}
    </ReadableAlert>
  );
}
