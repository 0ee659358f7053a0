import { describe, expect, it } from 'vitest';
import { EDUCATION_REQUEST_STATES } from '@portal/contracts/education-requests/education-requests.schemas';
import { ADHESION_STATES } from '@portal/contracts/office/programmes.schemas';
import { REQUEST_STATES } from '@portal/contracts/office/requests.schemas';
import { PRACTICE_REQUEST_STATES } from '@portal/contracts/practice-requests/practice-requests.schemas';
import { requestTone } from './request-tone';

const EXPECTED = {
  borrador: 'waiting',
  pendiente: 'waiting',
  solicitada: 'waiting',
  aceptada: 'good',
  rechazada: 'bad',
};

describe('requestTone (#16 part 8)', () => {
  it.each([
    ['practice requests', PRACTICE_REQUEST_STATES],
    ['education requests', EDUCATION_REQUEST_STATES],
    ['the office request queue', REQUEST_STATES],
    ['programme adhesions', ADHESION_STATES],
  ])('reads every state of %s by its meaning', (_, states) => {
    for (const state of states) expect(requestTone(state), state).toBe(EXPECTED[state]);
  });
});
