import type { TStatusTone } from '../ui/status-badge';

/**
 * The states a request shares, whoever decides it: practice and education requests
 * (borrador, pendiente, aceptada, rechazada), the office's request queue, programme adhesions
 * (solicitada instead of pendiente).
 */
export type TRequestLikeState = 'borrador' | 'pendiente' | 'solicitada' | 'aceptada' | 'rechazada';

const TONES: Readonly<Record<TRequestLikeState, TStatusTone>> = {
  borrador: 'waiting',
  pendiente: 'waiting',
  solicitada: 'waiting',
  aceptada: 'good',
  rechazada: 'bad',
};

/** Issue #16 part 8: a request is waiting for its decision, accepted (good) or refused (bad). */
export function requestTone(state: TRequestLikeState): TStatusTone {
  return TONES[state];
}
