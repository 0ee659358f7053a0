import { describe, expect, it } from 'vitest';
import { OFFICE_SURVEY_STATES } from '@portal/contracts/office/surveys.schemas';
import { surveyStateTone } from './survey-state-tone';

describe('surveyStateTone (#16 part 8)', () => {
  it('reads every survey state by its meaning', () => {
    expect(Object.fromEntries(OFFICE_SURVEY_STATES.map((s) => [s, surveyStateTone(s)]))).toEqual({
      borrador: 'waiting',
      programada: 'waiting',
      abierta: 'good',
      cerrada: 'closed',
    });
  });
});
