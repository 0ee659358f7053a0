import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TProgrammeSummary } from '@portal/contracts/programmes/programmes.schemas';

/** Filled shades whose white text reaches WCAG AA. */
const COLORS = { solicitada: 'brand', aceptada: 'teal.9', rechazada: 'red.9' } as const;

/** My adhesion state to a programme (requested, accepted, rejected); nothing when none. */
export function AdhesionBadge({ programme }: { programme: Partial<Pick<TProgrammeSummary, 'estadoAdhesion'>> }) {
  const { t } = useTranslation('programmes');
  if (!programme.estadoAdhesion) return null;
  return <Badge color={COLORS[programme.estadoAdhesion]}>{t(`adhesion.badge.${programme.estadoAdhesion}`)}</Badge>;
}
