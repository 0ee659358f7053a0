import { describe, expect, it } from 'vitest';
import {
  canMove,
  CLOSED_INTERNSHIP_STATES,
  INTERNSHIP_STATES,
  INTERNSHIP_TRANSITIONS,
  LIVE_INTERNSHIP_STATES,
  stateByDates,
} from './internship-states';

// SPEC §4 internship states, ADR 0031: the one state table and what the clock does with it.

describe('the internship state table', () => {
  it('lets each party make only its own moves', () => {
    expect(canMove('pendiente', 'aceptada', 'student')).toBe(true);
    expect(canMove('pendiente', 'aceptada', 'office')).toBe(false);
    expect(canMove('pendiente', 'aceptada', 'company')).toBe(false);
    expect(canMove('aceptada', 'en_curso', 'system')).toBe(true);
    expect(canMove('aceptada', 'en_curso', 'student')).toBe(false);
    expect(canMove('en_curso', 'cancelada', 'office')).toBe(true);
    expect(canMove('en_curso', 'cancelada', 'system')).toBe(false);
    // The company only asks; the office decides.
    expect(INTERNSHIP_TRANSITIONS.some((t) => t.actors.includes('company'))).toBe(false);
  });

  it('closes refused, finished and cancelled internships for good', () => {
    expect([...CLOSED_INTERNSHIP_STATES].sort()).toEqual(['cancelada', 'finalizada', 'rechazada']);
    expect([...LIVE_INTERNSHIP_STATES].sort()).toEqual(['aceptada', 'en_curso', 'pendiente']);
    for (const from of CLOSED_INTERNSHIP_STATES)
      for (const to of INTERNSHIP_STATES)
        for (const actor of ['student', 'company', 'office', 'system'] as const)
          expect(canMove(from, to, actor)).toBe(false);
  });

  it('moves an accepted internship by its dates and leaves the others where they are', () => {
    const [start, end] = ['2027-03-01', '2027-06-30'];
    expect(stateByDates('aceptada', start, end, '2027-02-28')).toBe('aceptada');
    expect(stateByDates('aceptada', start, end, '2027-03-01')).toBe('en_curso');
    expect(stateByDates('en_curso', start, end, '2027-06-30')).toBe('en_curso');
    expect(stateByDates('en_curso', start, end, '2027-07-01')).toBe('finalizada');
    // The whole period passed while it was accepted.
    expect(stateByDates('aceptada', start, end, '2027-07-01')).toBe('finalizada');
    // The start moved later: not begun after all.
    expect(stateByDates('en_curso', '2027-04-01', end, '2027-03-15')).toBe('aceptada');
    for (const state of ['pendiente', 'rechazada', 'cancelada', 'finalizada'] as const)
      expect(stateByDates(state, start, end, '2027-07-01')).toBe(state);
  });
});
