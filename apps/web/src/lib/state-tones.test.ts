import { describe, expect, it } from 'vitest';
import { AGREEMENT_STATES } from '@portal/contracts/agreements/agreement-states';
import { EDUCATION_REQUEST_STATES } from '@portal/contracts/education-requests/education-requests.schemas';
import { INTERNSHIP_STATES } from '@portal/contracts/internships/internship-states';
import { COMPANY_STATES } from '@portal/contracts/office/companies.schemas';
import { CONTENT_STATES } from '@portal/contracts/office/content.schemas';
import { ADHESION_STATES } from '@portal/contracts/office/programmes.schemas';
import { REQUEST_STATES } from '@portal/contracts/office/requests.schemas';
import { STUDENT_STATES } from '@portal/contracts/office/students.schemas';
import { OFFICE_SURVEY_STATES } from '@portal/contracts/office/surveys.schemas';
import { TRAINING_PLAN_STATES } from '@portal/contracts/office/tutoring.schemas';
import { PRACTICE_REQUEST_STATES } from '@portal/contracts/practice-requests/practice-requests.schemas';
import { OFFER_STATE_IDS, OFFER_STATES } from '@portal/contracts/proposals/states';
import type { TStatusTone } from '../ui/status-badge';
import { agreementTone } from './agreement-tone';
import { companyStateTone } from './company-state-tone';
import { contentStateTone } from './content-state-tone';
import { internshipTone } from './internship-tone';
import { offerStateTone } from './offer-state-tone';
import { requestTone } from './request-tone';
import { studentStateTone } from './student-state-tone';
import { surveyStateTone } from './survey-state-tone';
import { trainingPlanTone } from './training-plan-tone';

// Issue #16 part 8: a state badge is coloured by what the state means to the person reading it.
// Each list names the states that are good news, bad news (something to mend or a refusal) or
// over; every other state of the contract's list is waiting on someone. A state added to a
// contract without a tone fails here (it would have no colour and no mark).

type TMeaning = Partial<Record<Exclude<TStatusTone, 'waiting'>, readonly string[]>>;
type TCase = [string, readonly string[], (state: never) => TStatusTone, TMeaning];

const CASES: TCase[] = [
  [
    'agreements (SPEC §4)',
    AGREEMENT_STATES,
    agreementTone,
    { good: ['formalizado'], bad: ['erroneo_empresa'], closed: ['caducado'] },
  ],
  ['offers', OFFER_STATES, offerStateTone, { good: ['publicada'], closed: ['cerrada', 'caducada', 'eliminada'] }],
  [
    'internships',
    INTERNSHIP_STATES,
    internshipTone,
    { good: ['aceptada', 'en_curso'], bad: ['rechazada'], closed: ['finalizada', 'cancelada'] },
  ],
  ['company validation', COMPANY_STATES, companyStateTone, { good: ['validada'], bad: ['rechazada', 'bloqueada'] }],
  ['student accounts', STUDENT_STATES, studentStateTone, { good: ['activo'], bad: ['bloqueado'] }],
  ['office content', CONTENT_STATES, contentStateTone, { good: ['publicado'], closed: ['caducado'] }],
  ['surveys', OFFICE_SURVEY_STATES, surveyStateTone, { good: ['abierta'], closed: ['cerrada'] }],
  ['training plans', TRAINING_PLAN_STATES, trainingPlanTone, { good: ['validado'], bad: ['devuelto'] }],
  ['practice requests', PRACTICE_REQUEST_STATES, requestTone, { good: ['aceptada'], bad: ['rechazada'] }],
  ['education requests', EDUCATION_REQUEST_STATES, requestTone, { good: ['aceptada'], bad: ['rechazada'] }],
  ["the office's request queue", REQUEST_STATES, requestTone, { good: ['aceptada'], bad: ['rechazada'] }],
  ['programme adhesions', ADHESION_STATES, requestTone, { good: ['aceptada'], bad: ['rechazada'] }],
];

/** The states of a list grouped by the tone each one gets. */
function byTone(states: readonly string[], tone: (state: never) => TStatusTone): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  for (const state of states) (groups[String(tone(state as never))] ??= []).push(state);
  return groups;
}

describe('state tones (#16 part 8)', () => {
  it.each(CASES)(
    '%s: the good, bad and closed states by their meaning, every other one waiting',
    (_, states, tone, meaning) => {
      const named = Object.values(meaning).flat();
      const waiting = states.filter((state) => !named.includes(state));
      const expected: Record<string, readonly string[]> = { ...meaning, ...(waiting.length ? { waiting } : {}) };
      expect(byTone(states, tone)).toEqual(expected);
    },
  );

  it('an offer state reads the same by its id, and an id it does not know waits', () => {
    for (const state of OFFER_STATES) expect(offerStateTone(OFFER_STATE_IDS[state]), state).toBe(offerStateTone(state));
    expect(offerStateTone(999)).toBe('waiting');
  });
});
