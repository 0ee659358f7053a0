import { describe, expect, it } from 'vitest';
import { INTERNSHIP_STATES } from '@portal/contracts/internships/internships.schemas';
import { internshipTone } from './internship-tone';

describe('internshipTone (#16 part 8)', () => {
  it('reads every internship state by its meaning', () => {
    expect(Object.fromEntries(INTERNSHIP_STATES.map((s) => [s, internshipTone(s)]))).toEqual({
      pendiente: 'waiting',
      aceptada: 'good',
      rechazada: 'bad',
      en_curso: 'good',
      finalizada: 'closed',
      cancelada: 'closed',
    });
  });
});
