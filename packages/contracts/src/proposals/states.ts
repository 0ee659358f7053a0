/**
 * The one state machine of offers (proposals, company side) and candidatures (applications):
 * SPEC §4 'Offers', 'Candidature', 'Pre-enrolment'. Pure functions, shared by the API (both the
 * company and the student side) and the web. docs/states.md explains every transition.
 */

export type TLang = 'es' | 'ca';
type Labels = Readonly<Record<TLang, string>>;

/** Who makes a change: the company, the student, university office staff, or the server itself. */
export type TStateActor = 'company' | 'student' | 'staff' | 'system';

// ---------------------------------------------------------------- offers

export const OFFER_STATES = [
  'borrador',
  'pendiente_validacion',
  'publicada',
  'cerrada',
  'caducada',
  'eliminada',
] as const;
export type TOfferState = (typeof OFFER_STATES)[number];

/** Numeric ids of SPEC §3 Process `idEstado`. */
export const OFFER_STATE_IDS: Readonly<Record<TOfferState, number>> = {
  borrador: 1,
  pendiente_validacion: 2,
  publicada: 3,
  cerrada: 4,
  caducada: 5,
  eliminada: 6,
};

export function offerStateOfId(id: number): TOfferState | undefined {
  return OFFER_STATES.find((s) => OFFER_STATE_IDS[s] === id);
}

export const OFFER_STATE_LABELS: Readonly<Record<TOfferState, Labels>> = {
  borrador: { es: 'Borrador', ca: 'Esborrany' },
  pendiente_validacion: { es: 'Pendiente de validación', ca: 'Pendent de validació' },
  publicada: { es: 'Publicada', ca: 'Publicada' },
  cerrada: { es: 'Cerrada', ca: 'Tancada' },
  caducada: { es: 'Caducada', ca: 'Caducada' },
  eliminada: { es: 'Eliminada', ca: 'Eliminada' },
};

/** Allowed offer transitions per actor, as [from, to] pairs. */
export const OFFER_TRANSITIONS: Readonly<Record<TStateActor, ReadonlyArray<readonly [TOfferState, TOfferState]>>> = {
  company: [
    // Saving a draft (a copy) through addOferta submits it to the office.
    ['borrador', 'pendiente_validacion'],
    // SPEC §4 closing: a closed offer is hidden and gets no new candidates.
    ['pendiente_validacion', 'cerrada'],
    ['publicada', 'cerrada'],
    ['caducada', 'cerrada'],
    // Deleting is for offers nobody is applying to any more: a published offer is closed first.
    ['borrador', 'eliminada'],
    ['pendiente_validacion', 'eliminada'],
    ['cerrada', 'eliminada'],
    ['caducada', 'eliminada'],
  ],
  student: [],
  staff: [
    ['pendiente_validacion', 'publicada'],
    ['pendiente_validacion', 'borrador'],
    // The office rejects an offer (issue #14 '3. Offers'): closed, with its coded reason.
    ['pendiente_validacion', 'cerrada'],
    ['publicada', 'pendiente_validacion'],
    ['publicada', 'cerrada'],
    ['caducada', 'publicada'],
    ['cerrada', 'publicada'],
    ...(['borrador', 'pendiente_validacion', 'publicada', 'cerrada', 'caducada'] as const).map(
      (s) => [s, 'eliminada'] as const,
    ),
  ],
  // The expiry date passing.
  system: [
    ['pendiente_validacion', 'caducada'],
    ['publicada', 'caducada'],
  ],
};

export function canTransitionOffer(actor: TStateActor, from: TOfferState, to: TOfferState): boolean {
  return OFFER_TRANSITIONS[actor].some(([f, t]) => f === from && t === to);
}

/** The offer states an actor may move an offer to from `from`. */
export function offerTargets(actor: TStateActor, from: TOfferState): TOfferState[] {
  return OFFER_TRANSITIONS[actor].filter(([f]) => f === from).map(([, t]) => t);
}

/** 'YYYY-MM-DD' of a date in UTC (the storage form of dates, ADR 0003). */
export function isoDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** An offer whose expiry date has passed (the date itself is still open). */
export function isPastExpiry(fechaCaducidad: string | null | undefined, today: string): boolean {
  return !!fechaCaducidad && fechaCaducidad.slice(0, 10) < today;
}

/**
 * The state to show and to reason with: a pending or published offer whose expiry date has
 * passed is expired even before the stored state catches up (the 'system' transition).
 */
export function effectiveOfferState(
  estado: TOfferState,
  fechaCaducidad: string | null | undefined,
  today: string,
): TOfferState {
  if ((estado === 'publicada' || estado === 'pendiente_validacion') && isPastExpiry(fechaCaducidad, today))
    return 'caducada';
  return estado;
}

/** Students see, and may apply to, published offers that have not expired. */
export function isOfferOpenToStudents(
  estado: TOfferState,
  fechaCaducidad: string | null | undefined,
  today: string,
): boolean {
  return effectiveOfferState(estado, fechaCaducidad, today) === 'publicada';
}

export interface TEditableOffer {
  estado: TOfferState;
  fechaCaducidad: string | null | undefined;
  /** An office manager took charge of the offer (offers.gestor_user_id). */
  hasManager: boolean;
}

/** SPEC §8 code 25: the proposal has a manager and cannot be edited. */
export const EDIT_HAS_MANAGER = 25;
/** SPEC §8 code 68: the proposal is not editable. */
export const EDIT_NOT_EDITABLE = 68;

/**
 * SPEC §4: a company edits an offer only while it is pending validation (or a draft of its own)
 * and not expired. Answers null when editable, else the code to answer:
 * - 25 once the office has taken charge: a manager is assigned, or the offer was validated
 *   (published: the office now manages it; changes go through the manager);
 * - 68 for every other state: closed, expired (by state or by date), deleted.
 */
export function offerEditBlock(offer: TEditableOffer, today: string): null | 25 | 68 {
  const state = effectiveOfferState(offer.estado, offer.fechaCaducidad, today);
  if (state === 'caducada' || state === 'cerrada' || state === 'eliminada') return EDIT_NOT_EDITABLE;
  if (offer.hasManager || state === 'publicada') return EDIT_HAS_MANAGER;
  return null;
}

// ---------------------------------------------------------------- candidatures

/** Ids of the domain list estadosCandidaturasAlumno. */
export const CANDIDATURE = {
  INSCRITO: 1,
  EN_PROCESO: 2,
  PRESELECCIONADO: 3,
  ENTREVISTA: 4,
  SELECCIONADO: 5,
  CONTRATADO: 6,
  CV_VISTO: 7,
  CV_ENVIADO: 8,
  PRUEBAS: 9,
  FINALISTA: 10,
  EN_ESPERA: 11,
  OFERTA_CERRADA: 12,
  BAJA_VOLUNTARIA: 13,
  RENUNCIA: 14,
  PENDIENTE_DOCUMENTACION: 15,
  PREINSCRITO: 16,
  DESCARTADO: 17,
  PREINSCRIPCION_ACEPTADA: 18,
  PREINSCRIPCION_RECHAZADA: 19,
  PRACTICA_ASIGNADA: 20,
} as const;
export type TCandidatureState = (typeof CANDIDATURE)[keyof typeof CANDIDATURE];
export const CANDIDATURE_STATES: readonly TCandidatureState[] = Object.values(CANDIDATURE);

export function isCandidatureState(id: number): id is TCandidatureState {
  return (CANDIDATURE_STATES as readonly number[]).includes(id);
}

/** States after which nobody but the office changes the candidature. */
export const FINAL_CANDIDATURE_STATES: readonly TCandidatureState[] = [
  CANDIDATURE.CONTRATADO,
  CANDIDATURE.OFERTA_CERRADA,
  CANDIDATURE.BAJA_VOLUNTARIA,
  CANDIDATURE.RENUNCIA,
  CANDIDATURE.DESCARTADO,
  CANDIDATURE.PREINSCRIPCION_RECHAZADA,
  CANDIDATURE.PRACTICA_ASIGNADA,
];

/** The states a company may move a candidate to (domain list estadosDestinoCandidaturaEmpresa). */
export const COMPANY_TARGET_STATES: readonly TCandidatureState[] = [
  CANDIDATURE.EN_PROCESO,
  CANDIDATURE.PRESELECCIONADO,
  CANDIDATURE.ENTREVISTA,
  CANDIDATURE.SELECCIONADO,
  CANDIDATURE.CONTRATADO,
  CANDIDATURE.PRUEBAS,
  CANDIDATURE.FINALISTA,
  CANDIDATURE.EN_ESPERA,
  CANDIDATURE.DESCARTADO,
];

/**
 * SPEC §4: the student unenrols only while the candidature is unprocessed (else 30): once
 * anything happened to it (even 'CV visto') it is processed.
 */
export const STUDENT_UNENROLLABLE_STATES: readonly TCandidatureState[] = [CANDIDATURE.INSCRITO];

/** SPEC §4/§9: rejecting (state 17) needs a reason of state 17. */
export function candidatureNeedsReason(to: number): boolean {
  return to === CANDIDATURE.DESCARTADO || to === CANDIDATURE.PREINSCRIPCION_RECHAZADA;
}

function companyCandidatureTargets(from: TCandidatureState): TCandidatureState[] {
  // 16 waits for the student's reply (SPEC §4 Pre-enrolment); final states are the office's.
  if (from === CANDIDATURE.PREINSCRITO || FINAL_CANDIDATURE_STATES.includes(from)) return [];
  return COMPANY_TARGET_STATES.filter((to) => to !== from);
}

function studentCandidatureTargets(from: TCandidatureState): TCandidatureState[] {
  if (from === CANDIDATURE.PREINSCRITO)
    return [CANDIDATURE.PREINSCRIPCION_ACEPTADA, CANDIDATURE.PREINSCRIPCION_RECHAZADA];
  if (STUDENT_UNENROLLABLE_STATES.includes(from)) return [CANDIDATURE.BAJA_VOLUNTARIA];
  return [];
}

function systemCandidatureTargets(from: TCandidatureState): TCandidatureState[] {
  // A closed offer ends the candidatures still open; selected and contracted ones stay.
  if (FINAL_CANDIDATURE_STATES.includes(from) || from === CANDIDATURE.SELECCIONADO) return [];
  return [CANDIDATURE.OFERTA_CERRADA];
}

function staffCandidatureTargets(from: TCandidatureState): TCandidatureState[] {
  // The office console may correct any candidature.
  return CANDIDATURE_STATES.filter((to) => to !== from);
}

/** The candidature states `actor` may move a candidature to from `from`. */
export function candidatureTargets(actor: TStateActor, from: number): TCandidatureState[] {
  if (!isCandidatureState(from)) return [];
  switch (actor) {
    case 'company':
      return companyCandidatureTargets(from);
    case 'student':
      return studentCandidatureTargets(from);
    case 'system':
      return systemCandidatureTargets(from);
    case 'staff':
      return staffCandidatureTargets(from);
  }
}

export function canTransitionCandidature(actor: TStateActor, from: number, to: number): boolean {
  return (candidatureTargets(actor, from) as number[]).includes(to);
}

/** SPEC §8 code 14: the requested change is not a transition of the machine. */
export const CANDIDATURE_CHANGE_NOT_ALLOWED = 14;
/** SPEC §8 code 49: the change is a transition, but not now (the offer no longer takes changes). */
export const CANDIDATURE_CANNOT_CHANGE_NOW = 49;

/**
 * A company's state change: null when allowed, 14 when (from, to) is not a company transition,
 * 49 when it is but the offer is closed or deleted (its candidatures are settled).
 */
export function companyCandidatureChangeBlock(from: number, to: number, offerState: TOfferState): null | 14 | 49 {
  if (!canTransitionCandidature('company', from, to)) return CANDIDATURE_CHANGE_NOT_ALLOWED;
  if (offerState === 'cerrada' || offerState === 'eliminada') return CANDIDATURE_CANNOT_CHANGE_NOW;
  return null;
}
