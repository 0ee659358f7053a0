import type { TInternshipState } from '@portal/contracts/internships/internship-states';
import type { TStatusTone } from '../ui/status-badge';

const TONES: Readonly<Record<TInternshipState, TStatusTone>> = {
  pendiente: 'waiting',
  aceptada: 'good',
  rechazada: 'bad',
  en_curso: 'good',
  finalizada: 'closed',
  cancelada: 'closed',
};

/**
 * Issue #16 part 8: what an internship state means to the student, the company and the office:
 * waiting for an answer, accepted or under way, refused, or over (finished or cancelled).
 */
export function internshipTone(state: TInternshipState): TStatusTone {
  return TONES[state];
}
