import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TApplicationHistoryEntry } from '@portal/contracts/applications/applications.schemas';
import { useLanguage } from '../../../i18n';
import { candidatureTone } from '../../../lib/candidature-tone';
import { formatShortDateTime } from '../../../lib/dates';
import type { TStatusTone } from '../../../ui/status-badge';

const BULLET: Record<TStatusTone, string> = { waiting: 'blue', good: 'green', bad: 'red', closed: 'gray' };

/**
 * Issue #16 part 4: the states my application went through, with their dates, oldest first and
 * the current one last (highlighted up to it). The state names are those of my lists; a discard
 * shows its reason as the list card does.
 */
export function ApplicationTimeline({ steps }: { steps: readonly TApplicationHistoryEntry[] }) {
  const { t } = useTranslation('applications');
  const { lang } = useLanguage();
  if (steps.length === 0) return <Text>{t('timeline.empty')}</Text>;
  return (
    <Timeline active={steps.length - 1} bulletSize={16} lineWidth={2} role="list" data-testid="application-timeline">
      {steps.map((step, i) => (
        <Timeline.Item
          key={`${step.fecha}-${i}`}
          role="listitem"
          color={BULLET[candidatureTone(step.idEstado)]}
          title={
            <Text fw={700} component="span">
              {step.estado}
              {i === steps.length - 1 && (
                <Text component="span" fw={400} size="sm">
                  {' '}
                  ({t('timeline.current')})
                </Text>
              )}
            </Text>
          }
        >
          <Text size="sm">
            <time dateTime={step.fecha}>{formatShortDateTime(step.fecha, lang)}</time>
          </Text>
          {step.motivo && <Text size="sm">{t('card.reason', { reason: step.motivo })}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
