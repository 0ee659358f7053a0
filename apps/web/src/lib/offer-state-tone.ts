import { offerStateOfId, type TOfferState } from '@portal/contracts/proposals/states';
import type { TStatusTone } from '../ui/status-badge';

const TONES: Readonly<Record<TOfferState, TStatusTone>> = {
  borrador: 'waiting',
  pendiente_validacion: 'waiting',
  publicada: 'good',
  cerrada: 'closed',
  caducada: 'closed',
  eliminada: 'closed',
};

/**
 * Issue #16 part 8: what an offer state (SPEC §3 Process idEstado, contracts' OFFER_STATES) means
 * to the company and the office: being prepared or waiting for validation, published, or over.
 * Takes the state or its numeric id; an unknown id reads as waiting.
 */
export function offerStateTone(state: TOfferState | number): TStatusTone {
  const key = typeof state === 'number' ? offerStateOfId(state) : state;
  return key ? TONES[key] : 'waiting';
}
