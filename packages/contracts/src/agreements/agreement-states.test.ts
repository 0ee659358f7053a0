import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_STATES,
  allowedAgreementEvents,
  effectiveAgreementState,
  isInForce,
  isPastExpiry,
  nextAgreementState,
} from './agreement-states';

// SPEC §4 Agreement (convenio) states as one state machine.
describe('agreement state machine', () => {
  it('the company signs a generated or erroneous agreement, nothing else', () => {
    expect(nextAgreementState('generado', 'firmaEmpresa', 'company')).toBe('firmado_empresa');
    expect(nextAgreementState('erroneo_empresa', 'firmaEmpresa', 'company')).toBe('firmado_empresa');
    for (const state of ['firmado_empresa', 'enviado_secretaria', 'formalizado', 'caducado'] as const) {
      expect(nextAgreementState(state, 'firmaEmpresa', 'company')).toBeNull();
    }
    expect(allowedAgreementEvents('generado', 'company')).toEqual(['firmaEmpresa']);
    expect(allowedAgreementEvents('formalizado', 'company')).toEqual([]);
  });

  it('the university office reviews, sends to the secretariat, formalises or marks an error', () => {
    expect(nextAgreementState('firmado_empresa', 'enviaSecretaria', 'office')).toBe('enviado_secretaria');
    expect(nextAgreementState('enviado_secretaria', 'formaliza', 'office')).toBe('formalizado');
    expect(nextAgreementState('firmado_empresa', 'marcaErroneo', 'office')).toBe('erroneo_empresa');
    expect(nextAgreementState('enviado_secretaria', 'marcaErroneo', 'office')).toBe('erroneo_empresa');
    expect(nextAgreementState('generado', 'formaliza', 'office')).toBeNull();
    expect(nextAgreementState('firmado_empresa', 'formaliza', 'office')).toBeNull();
  });

  it('each event belongs to one actor', () => {
    expect(nextAgreementState('generado', 'firmaEmpresa', 'office')).toBeNull();
    expect(nextAgreementState('firmado_empresa', 'enviaSecretaria', 'company')).toBeNull();
    expect(nextAgreementState('formalizado', 'caduca', 'company')).toBeNull();
  });

  it('every state but caducado expires by date; caducado is final', () => {
    for (const state of AGREEMENT_STATES) {
      const expected = state === 'caducado' ? null : 'caducado';
      expect(nextAgreementState(state, 'caduca', 'system')).toBe(expected);
    }
    expect(allowedAgreementEvents('caducado', 'office')).toEqual([]);
  });

  it('computes expiry against the date', () => {
    expect(isPastExpiry('formalizado', '2020-01-01', '2026-05-01')).toBe(true);
    expect(isPastExpiry('formalizado', '2026-05-01', '2026-05-01')).toBe(false);
    expect(isPastExpiry('formalizado', null, '2026-05-01')).toBe(false);
    expect(effectiveAgreementState('generado', '2020-01-01', '2026-05-01')).toBe('caducado');
    expect(effectiveAgreementState('firmado_empresa', '2030-01-01', '2026-05-01')).toBe('firmado_empresa');
  });

  it('only a formalised agreement is in force', () => {
    expect(AGREEMENT_STATES.filter(isInForce)).toEqual(['formalizado']);
  });
});
