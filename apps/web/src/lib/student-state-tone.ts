import type { TStudentState } from '@portal/contracts/office/students.schemas';
import type { TStatusTone } from '../ui/status-badge';

const TONES: Readonly<Record<TStudentState, TStatusTone>> = {
  activo: 'good',
  pendiente: 'waiting',
  bloqueado: 'bad',
};

/** Issue #16 part 8: a student account's state in the office console. */
export function studentStateTone(state: TStudentState): TStatusTone {
  return TONES[state];
}
