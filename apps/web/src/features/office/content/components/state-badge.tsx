import { Badge } from '@mantine/core';
import type { TContentState } from '@portal/contracts/office/content.schemas';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<TContentState, string> = {
  borrador: 'gray',
  programado: 'blue',
  publicado: 'green',
  caducado: 'red',
};

/** Draft, scheduled, published or expired (issue #15 'Content'). */
export function StateBadge({ state }: { state: TContentState }) {
  const { t } = useTranslation('office');
  return (
    <Badge color={COLOURS[state]} variant="light" c="dark">
      {t(`content.states.${state}`)}
    </Badge>
  );
}
