import { useTranslation } from 'react-i18next';
import type { TEducationRequest } from '@portal/contracts/education-requests/education-requests.schemas';
import { StatusBadge } from '../../../ui/status-badge';
import { requestTone } from '../../../lib/request-tone';

export function EducationRequestState({ estado }: { estado: TEducationRequest['estado'] }) {
  const { t } = useTranslation('education-requests');
  return <StatusBadge tone={requestTone(estado)}>{t(`states.${estado}`)}</StatusBadge>;
}
