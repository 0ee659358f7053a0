import { describe, expect, it } from 'vitest';
import {
  CANDIDATURE,
  CANDIDATURE_STATES,
  canTransitionCandidature,
  canTransitionOffer,
  candidatureNeedsReason,
  candidatureTargets,
  companyCandidatureChangeBlock,
  COMPANY_TARGET_STATES,
  effectiveOfferState,
  isOfferOpenToStudents,
  isPastExpiry,
  OFFER_STATE_IDS,
  OFFER_STATES,
  offerEditBlock,
  offerStateOfId,
  offerTargets,
} from './states';

const TODAY = '2026-03-10';

describe('offer states', () => {
  it('has a distinct numeric id per state, and back', () => {
    const ids = OFFER_STATES.map((s) => OFFER_STATE_IDS[s]);
    expect(new Set(ids).size).toBe(OFFER_STATES.length);
    for (const s of OFFER_STATES) expect(offerStateOfId(OFFER_STATE_IDS[s])).toBe(s);
    expect(offerStateOfId(99)).toBeUndefined();
  });

  it('lets a company submit, close and delete, but not publish', () => {
    expect(canTransitionOffer('company', 'borrador', 'pendiente_validacion')).toBe(true);
    expect(canTransitionOffer('company', 'publicada', 'cerrada')).toBe(true);
    expect(canTransitionOffer('company', 'cerrada', 'eliminada')).toBe(true);
    expect(canTransitionOffer('company', 'pendiente_validacion', 'publicada')).toBe(false);
    // A published offer is closed before it is deleted.
    expect(canTransitionOffer('company', 'publicada', 'eliminada')).toBe(false);
    expect(offerTargets('company', 'eliminada')).toEqual([]);
  });

  it('lets the office validate and the clock expire, never the student', () => {
    expect(canTransitionOffer('staff', 'pendiente_validacion', 'publicada')).toBe(true);
    expect(canTransitionOffer('system', 'publicada', 'caducada')).toBe(true);
    for (const from of OFFER_STATES) expect(offerTargets('student', from)).toEqual([]);
  });

  it('reads a pending or published offer past its expiry date as expired', () => {
    expect(isPastExpiry('2026-03-09', TODAY)).toBe(true);
    expect(isPastExpiry('2026-03-10', TODAY)).toBe(false);
    expect(isPastExpiry(null, TODAY)).toBe(false);
    expect(effectiveOfferState('publicada', '2026-03-09', TODAY)).toBe('caducada');
    expect(effectiveOfferState('pendiente_validacion', '2026-03-01', TODAY)).toBe('caducada');
    expect(effectiveOfferState('cerrada', '2026-03-01', TODAY)).toBe('cerrada');
    expect(isOfferOpenToStudents('publicada', '2026-04-01', TODAY)).toBe(true);
    expect(isOfferOpenToStudents('publicada', '2026-03-01', TODAY)).toBe(false);
    expect(isOfferOpenToStudents('pendiente_validacion', null, TODAY)).toBe(false);
  });

  it('edits only drafts and pending offers without a manager and not expired (25 / 68)', () => {
    const offer = (
      estado: (typeof OFFER_STATES)[number],
      fechaCaducidad: string | null = '2026-05-01',
      hasManager = false,
    ) => ({ estado, fechaCaducidad, hasManager });
    expect(offerEditBlock(offer('pendiente_validacion'), TODAY)).toBeNull();
    expect(offerEditBlock(offer('borrador', null), TODAY)).toBeNull();
    expect(offerEditBlock(offer('pendiente_validacion', '2026-05-01', true), TODAY)).toBe(25);
    expect(offerEditBlock(offer('publicada'), TODAY)).toBe(25);
    expect(offerEditBlock(offer('pendiente_validacion', '2026-03-01'), TODAY)).toBe(68);
    expect(offerEditBlock(offer('publicada', '2026-03-01'), TODAY)).toBe(68);
    expect(offerEditBlock(offer('cerrada'), TODAY)).toBe(68);
    expect(offerEditBlock(offer('caducada'), TODAY)).toBe(68);
    expect(offerEditBlock(offer('eliminada'), TODAY)).toBe(68);
  });
});

describe('candidature states', () => {
  it('lets a company move an open candidate to any company target but its own state', () => {
    expect(candidatureTargets('company', CANDIDATURE.INSCRITO)).toEqual([...COMPANY_TARGET_STATES]);
    expect(candidatureTargets('company', CANDIDATURE.ENTREVISTA)).not.toContain(CANDIDATURE.ENTREVISTA);
    expect(canTransitionCandidature('company', CANDIDATURE.INSCRITO, CANDIDATURE.DESCARTADO)).toBe(true);
    expect(canTransitionCandidature('company', CANDIDATURE.PREINSCRIPCION_ACEPTADA, CANDIDATURE.ENTREVISTA)).toBe(true);
  });

  it('refuses company changes from final states, from 16, and to states that are not company targets', () => {
    expect(candidatureTargets('company', CANDIDATURE.DESCARTADO)).toEqual([]);
    expect(candidatureTargets('company', CANDIDATURE.PRACTICA_ASIGNADA)).toEqual([]);
    expect(candidatureTargets('company', CANDIDATURE.PREINSCRITO)).toEqual([]);
    expect(canTransitionCandidature('company', CANDIDATURE.INSCRITO, CANDIDATURE.PRACTICA_ASIGNADA)).toBe(false);
    expect(canTransitionCandidature('company', CANDIDATURE.INSCRITO, CANDIDATURE.PREINSCRITO)).toBe(false);
    expect(candidatureTargets('company', 99)).toEqual([]);
  });

  it('answers 14 for a change outside the machine and 49 when the offer is settled', () => {
    expect(companyCandidatureChangeBlock(CANDIDATURE.INSCRITO, CANDIDATURE.ENTREVISTA, 'publicada')).toBeNull();
    expect(companyCandidatureChangeBlock(CANDIDATURE.INSCRITO, CANDIDATURE.ENTREVISTA, 'caducada')).toBeNull();
    expect(companyCandidatureChangeBlock(CANDIDATURE.DESCARTADO, CANDIDATURE.ENTREVISTA, 'publicada')).toBe(14);
    expect(companyCandidatureChangeBlock(CANDIDATURE.INSCRITO, CANDIDATURE.INSCRITO, 'publicada')).toBe(14);
    expect(companyCandidatureChangeBlock(CANDIDATURE.INSCRITO, CANDIDATURE.ENTREVISTA, 'cerrada')).toBe(49);
    expect(companyCandidatureChangeBlock(CANDIDATURE.INSCRITO, CANDIDATURE.ENTREVISTA, 'eliminada')).toBe(49);
  });

  it('lets the student answer a pre-enrolment and unenrol only before processing', () => {
    expect(candidatureTargets('student', CANDIDATURE.PREINSCRITO)).toEqual([
      CANDIDATURE.PREINSCRIPCION_ACEPTADA,
      CANDIDATURE.PREINSCRIPCION_RECHAZADA,
    ]);
    expect(candidatureTargets('student', CANDIDATURE.INSCRITO)).toEqual([CANDIDATURE.BAJA_VOLUNTARIA]);
    expect(candidatureTargets('student', CANDIDATURE.EN_PROCESO)).toEqual([]);
    expect(canTransitionCandidature('student', CANDIDATURE.INSCRITO, CANDIDATURE.SELECCIONADO)).toBe(false);
  });

  it('closes open candidatures when the offer closes, keeping selected and final ones', () => {
    expect(candidatureTargets('system', CANDIDATURE.ENTREVISTA)).toEqual([CANDIDATURE.OFERTA_CERRADA]);
    expect(candidatureTargets('system', CANDIDATURE.SELECCIONADO)).toEqual([]);
    expect(candidatureTargets('system', CANDIDATURE.PRACTICA_ASIGNADA)).toEqual([]);
  });

  it('lets the office change anything, and asks a reason only for rejections', () => {
    for (const from of CANDIDATURE_STATES)
      expect(candidatureTargets('staff', from)).toHaveLength(CANDIDATURE_STATES.length - 1);
    expect(candidatureNeedsReason(CANDIDATURE.DESCARTADO)).toBe(true);
    expect(candidatureNeedsReason(CANDIDATURE.PREINSCRIPCION_RECHAZADA)).toBe(true);
    expect(candidatureNeedsReason(CANDIDATURE.ENTREVISTA)).toBe(false);
  });
});
