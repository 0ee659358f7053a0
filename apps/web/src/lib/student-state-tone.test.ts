import { describe, expect, it } from 'vitest';
import { STUDENT_STATES } from '@portal/contracts/office/students.schemas';
import { studentStateTone } from './student-state-tone';

describe('studentStateTone (#16 part 8)', () => {
  it('reads every student account state by its meaning', () => {
    expect(Object.fromEntries(STUDENT_STATES.map((s) => [s, studentStateTone(s)]))).toEqual({
      activo: 'good',
      pendiente: 'waiting',
      bloqueado: 'bad',
    });
  });
});
