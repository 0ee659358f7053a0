import { describe, expect, it } from 'vitest';
import { brokenRules, inNonTeachingPeriod, verdict } from './internship-rules';

// Issue #15 'Internships': the rules of an internship, pure (SPEC §6, §9).

const SUMMER = [{ desde: '07-01', hasta: '08-31' }];
const CHRISTMAS = [{ desde: '12-22', hasta: '01-07' }];
const facts = {
  fechaInicio: '2027-07-01',
  fechaFin: '2027-08-15',
  horasDia: 7,
  horasSemana: 25,
  others: [],
  agreement: { estado: 'formalizado', fecha_formalizacion: '2026-01-10', fecha_caducidad: '2030-01-01' },
  socialSecurityNumber: '281234567840',
  twoYearMaster: false,
  creditsPassedPercent: 80,
};

describe('#15.3 internship rules', () => {
  it('#15.3 allows 7 hours a day only to an internship wholly inside a non-teaching period', () => {
    expect(inNonTeachingPeriod('2027-07-01', '2027-08-31', SUMMER)).toBe(true);
    expect(inNonTeachingPeriod('2027-06-30', '2027-08-31', SUMMER)).toBe(false);
    expect(inNonTeachingPeriod('2027-07-01', '2028-08-31', SUMMER)).toBe(false);
    expect(inNonTeachingPeriod('2027-12-23', '2028-01-05', CHRISTMAS)).toBe(true);
    expect(inNonTeachingPeriod('2027-12-20', '2028-01-05', CHRISTMAS)).toBe(false);
    expect(brokenRules(facts, { nonTeachingPeriods: SUMMER })).toEqual([]);
    expect(brokenRules({ ...facts, fechaFin: '2027-09-15' }, { nonTeachingPeriods: SUMMER })).toEqual(['horas']);
    expect(brokenRules({ ...facts, horasDia: 7.5 }, { nonTeachingPeriods: SUMMER })).toEqual(['horas']);
  });

  it('#15.3 finds each broken rule and splits them by the brand setting', () => {
    const broken = brokenRules(
      {
        ...facts,
        fechaInicio: '2025-12-01',
        fechaFin: '2026-02-01',
        others: [{ fecha_inicio: '2026-01-31', fecha_fin: '2026-05-01' }],
        socialSecurityNumber: null,
        twoYearMaster: true,
        creditsPassedPercent: 49,
      },
      { nonTeachingPeriods: SUMMER },
    );
    expect(broken).toEqual(['solapamiento', 'horas', 'inicioAntesConvenio', 'seguridadSocial', 'creditosMaster']);
    expect(brokenRules({ ...facts, agreement: null }, { nonTeachingPeriods: SUMMER })).toEqual(['convenioEnVigor']);
    expect(
      brokenRules({ ...facts, agreement: { ...facts.agreement, estado: 'caducado' } }, { nonTeachingPeriods: SUMMER }),
    ).toEqual(['convenioEnVigor']);
    const modes = {
      solapamiento: 'block',
      horas: 'warn',
      convenioEnVigor: 'block',
      inicioAntesConvenio: 'warn',
      seguridadSocial: 'warn',
      creditosMaster: 'block',
    } as const;
    expect(verdict(broken, { internshipRules: modes })).toEqual({ bloqueos: [202, 207], avisos: [203, 205, 206] });
  });
});
