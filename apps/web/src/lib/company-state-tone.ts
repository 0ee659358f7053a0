import type { TCompanyState } from '@portal/contracts/office/companies.schemas';
import type { TStatusTone } from '../ui/status-badge';

const TONES: Readonly<Record<TCompanyState, TStatusTone>> = {
  pendiente: 'waiting',
  validada: 'good',
  rechazada: 'bad',
  bloqueada: 'bad',
};

/** Issue #16 part 8: a company's validation state in the office console (issue #14). */
export function companyStateTone(state: TCompanyState): TStatusTone {
  return TONES[state];
}
