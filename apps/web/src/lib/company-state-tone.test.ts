import { describe, expect, it } from 'vitest';
import { COMPANY_STATES } from '@portal/contracts/office/companies.schemas';
import { companyStateTone } from './company-state-tone';

describe('companyStateTone (#16 part 8)', () => {
  it('reads every company validation state by its meaning', () => {
    expect(Object.fromEntries(COMPANY_STATES.map((s) => [s, companyStateTone(s)]))).toEqual({
      pendiente: 'waiting',
      validada: 'good',
      rechazada: 'bad',
      bloqueada: 'bad',
    });
  });
});
