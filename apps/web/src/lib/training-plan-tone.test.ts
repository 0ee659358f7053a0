import { describe, expect, it } from 'vitest';
import { TRAINING_PLAN_STATES } from '@portal/contracts/office/tutoring.schemas';
import { trainingPlanTone } from './training-plan-tone';

describe('trainingPlanTone (#16 part 8)', () => {
  it('reads every training plan state by its meaning', () => {
    expect(Object.fromEntries(TRAINING_PLAN_STATES.map((s) => [s, trainingPlanTone(s)]))).toEqual({
      pendiente: 'waiting',
      validado: 'good',
      devuelto: 'bad',
    });
  });
});
