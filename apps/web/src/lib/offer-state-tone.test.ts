import { describe, expect, it } from 'vitest';
import { OFFER_STATE_IDS, OFFER_STATES } from '@portal/contracts/proposals/states';
import { offerStateTone } from './offer-state-tone';

describe('offerStateTone (#16 part 8)', () => {
  it('reads every offer state by its meaning, by name and by id', () => {
    const expected = {
      borrador: 'waiting',
      pendiente_validacion: 'waiting',
      publicada: 'good',
      cerrada: 'closed',
      caducada: 'closed',
      eliminada: 'closed',
    };
    expect(Object.fromEntries(OFFER_STATES.map((s) => [s, offerStateTone(s)]))).toEqual(expected);
    expect(Object.fromEntries(OFFER_STATES.map((s) => [s, offerStateTone(OFFER_STATE_IDS[s])]))).toEqual(expected);
  });

  it('treats an id it does not know as waiting', () => {
    expect(offerStateTone(999)).toBe('waiting');
  });
});
