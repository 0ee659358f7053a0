import type { TAgreementState } from '@portal/contracts/agreements/agreement-states';
import type { TStatusTone } from '../ui/status-badge';

const TONES: Readonly<Record<TAgreementState, TStatusTone>> = {
  generado: 'waiting',
  firmado_empresa: 'waiting',
  erroneo_empresa: 'bad',
  enviado_secretaria: 'waiting',
  formalizado: 'good',
  caducado: 'closed',
};

/**
 * Issue #16 part 8: what an agreement state (SPEC §4) means: awaiting a signature or a review,
 * wrong and to be mended, in force, or expired.
 */
export function agreementTone(state: TAgreementState): TStatusTone {
  return TONES[state];
}
