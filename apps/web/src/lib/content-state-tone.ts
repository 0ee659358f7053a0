import type { TContentState } from '@portal/contracts/office/content.schemas';
import type { TStatusTone } from '../ui/status-badge';

const TONES: Readonly<Record<TContentState, TStatusTone>> = {
  borrador: 'waiting',
  programado: 'waiting',
  publicado: 'good',
  caducado: 'closed',
};

/** Issue #16 part 8: office content (news, events, guides) is prepared, scheduled, published or expired. */
export function contentStateTone(state: TContentState): TStatusTone {
  return TONES[state];
}
