import { describe, expect, it } from 'vitest';
import { CONTENT_STATES } from '@portal/contracts/office/content.schemas';
import { contentStateTone } from './content-state-tone';

describe('contentStateTone (#16 part 8)', () => {
  it('reads every content state by its meaning', () => {
    expect(Object.fromEntries(CONTENT_STATES.map((s) => [s, contentStateTone(s)]))).toEqual({
      borrador: 'waiting',
      programado: 'waiting',
      publicado: 'good',
      caducado: 'closed',
    });
  });
});
