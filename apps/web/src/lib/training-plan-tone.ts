import type { TStatusTone } from '../ui/status-badge';

/** contracts' office/tutoring TRAINING_PLAN_STATES, spelled here so the web needs no zod for it. */
type TTrainingPlanState = 'pendiente' | 'validado' | 'devuelto';

const TONES: Readonly<Record<TTrainingPlanState, TStatusTone>> = {
  pendiente: 'waiting',
  validado: 'good',
  devuelto: 'bad',
};

/** Issue #16 part 8: a training plan waits for the tutor, is validated, or was returned to be mended. */
export function trainingPlanTone(state: TTrainingPlanState): TStatusTone {
  return TONES[state];
}
