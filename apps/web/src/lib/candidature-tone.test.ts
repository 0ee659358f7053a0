import { describe, expect, it } from 'vitest';
import { candidatureTone } from './candidature-tone';

describe('candidatureTone (#16 part 8)', () => {
  it('reads a candidature state by its meaning to the student', () => {
    // 1 Inscrito, 2 En proceso, 16 waiting for her reply: waiting.
    expect([1, 2, 7, 15, 16].map(candidatureTone)).toEqual(['waiting', 'waiting', 'waiting', 'waiting', 'waiting']);
    // 3 Preseleccionado, 4 Entrevista, 5 Seleccionado, 18 pre-enrolment accepted, 20 internship assigned.
    expect([3, 4, 5, 18, 20].map(candidatureTone)).toEqual(['good', 'good', 'good', 'good', 'good']);
    expect([17, 19].map(candidatureTone)).toEqual(['bad', 'bad']);
    expect([12, 13, 14].map(candidatureTone)).toEqual(['closed', 'closed', 'closed']);
  });

  it('treats a state it does not know as waiting', () => {
    expect(candidatureTone(999)).toBe('waiting');
  });
});
