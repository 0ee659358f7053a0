import { describe, expect, it } from 'vitest';
import { AGREEMENT_STATES } from '@portal/contracts/agreements/agreement-states';
import { agreementTone } from './agreement-tone';

describe('agreementTone (#16 part 8)', () => {
  it('reads every agreement state of SPEC §4 by its meaning', () => {
    expect(Object.fromEntries(AGREEMENT_STATES.map((s) => [s, agreementTone(s)]))).toEqual({
      generado: 'waiting',
      firmado_empresa: 'waiting',
      erroneo_empresa: 'bad',
      enviado_secretaria: 'waiting',
      formalizado: 'good',
      caducado: 'closed',
    });
  });
});
