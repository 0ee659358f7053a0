import type { TOfficeSurveyState } from '@portal/contracts/office/surveys.schemas';
import type { TStatusTone } from '../ui/status-badge';

const TONES: Readonly<Record<TOfficeSurveyState, TStatusTone>> = {
  borrador: 'waiting',
  programada: 'waiting',
  abierta: 'good',
  cerrada: 'closed',
};

/** Issue #16 part 8: a survey is being prepared or scheduled, open for answers, or closed. */
export function surveyStateTone(state: TOfficeSurveyState): TStatusTone {
  return TONES[state];
}
