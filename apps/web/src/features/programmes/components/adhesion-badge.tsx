import { useTranslation } from 'react-i18next';
import type { TProgrammeSummary } from '@portal/contracts/programmes/programmes.schemas';
import { StatusBadge } from '../../../ui/status-badge';
import { requestTone } from '../../../lib/request-tone';

/** My adhesion state to a programme (requested, accepted, rejected); nothing when none. */
export function AdhesionBadge({ programme }: { programme: Partial<Pick<TProgrammeSummary, 'estadoAdhesion'>> }) {
  const { t } = useTranslation('programmes');
  if (!programme.estadoAdhesion) return null;
  return (
    <StatusBadge tone={requestTone(programme.estadoAdhesion)}>
      {t(`adhesion.badge.${programme.estadoAdhesion}`)}
    </StatusBadge>
  );
}
