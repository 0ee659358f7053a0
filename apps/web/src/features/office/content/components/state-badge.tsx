import type { TContentState } from '@portal/contracts/office/content.schemas';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../../ui/status-badge';
import { contentStateTone } from '../../../../lib/content-state-tone';

/** Draft, scheduled, published or expired (issue #15 'Content'). */
export function StateBadge({ state }: { state: TContentState }) {
  const { t } = useTranslation('office');
  return <StatusBadge tone={contentStateTone(state)}>{t(`content.states.${state}`)}</StatusBadge>;
}
