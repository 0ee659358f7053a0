/**
 * The internship (práctica asignada) life cycle of SPEC §4 as one pure state table, shared by the
 * API (which applies it: the student's answer, the office's cancellation, the daily job that moves
 * internships by their dates) and the web (which shows what a state means). ADR 0031 records why
 * the date moves belong to the clock and an amendment of dates moves the state at once.
 *
 *   (office creates) ─▶ pendiente ──student──▶ aceptada ──system (start day)──▶ en_curso
 *                          │                     │  ▲                            │
 *                       student               system (whole period passed)   system (after the end)
 *                          ▼                     ▼  └── system (start moved later)┘
 *                      rechazada              finalizada ◀──────────────────────────┘
 *   pendiente, aceptada, en_curso ──office (baja)──▶ cancelada
 *
 * The company never moves a state itself: it asks for a change (solictitarAccionSobrePractica)
 * and the office decides.
 */

export const INTERNSHIP_STATES = ['pendiente', 'aceptada', 'rechazada', 'en_curso', 'finalizada', 'cancelada'] as const;
export type TInternshipState = (typeof INTERNSHIP_STATES)[number];

/** Who makes a move: the student, the company, the university office, or the clock (a job or a re-dating). */
export const INTERNSHIP_ACTORS = ['student', 'company', 'office', 'system'] as const;
export type TInternshipActor = (typeof INTERNSHIP_ACTORS)[number];

export interface InternshipTransition {
  from: TInternshipState;
  to: TInternshipState;
  actors: readonly TInternshipActor[];
}

export const INTERNSHIP_TRANSITIONS: readonly InternshipTransition[] = [
  // SPEC §4 'Practices can be accepted or rejected by the student' (aceptarPractica / rechazarPractica).
  { from: 'pendiente', to: 'aceptada', actors: ['student'] },
  { from: 'pendiente', to: 'rechazada', actors: ['student'] },
  // By its dates in the brand's time zone: the start day comes, the end day passes.
  { from: 'aceptada', to: 'en_curso', actors: ['system'] },
  { from: 'aceptada', to: 'finalizada', actors: ['system'] },
  { from: 'en_curso', to: 'finalizada', actors: ['system'] },
  // An amendment moved the start after today: it has not begun after all.
  { from: 'en_curso', to: 'aceptada', actors: ['system'] },
  // A 'baja' change request accepted by the office.
  { from: 'pendiente', to: 'cancelada', actors: ['office'] },
  { from: 'aceptada', to: 'cancelada', actors: ['office'] },
  { from: 'en_curso', to: 'cancelada', actors: ['office'] },
];

/** True when `actor` may move an internship from `from` to `to`. */
export function canMove(from: TInternshipState, to: TInternshipState, actor: TInternshipActor): boolean {
  return INTERNSHIP_TRANSITIONS.some((t) => t.from === from && t.to === to && t.actors.includes(actor));
}

/** States no move leaves: refused, finished or cancelled (nothing changes them any more). */
export const CLOSED_INTERNSHIP_STATES: readonly TInternshipState[] = INTERNSHIP_STATES.filter(
  (s) => !INTERNSHIP_TRANSITIONS.some((t) => t.from === s),
);

/** States of an internship that still holds the student's time: awaiting, accepted or under way. */
export const LIVE_INTERNSHIP_STATES: readonly TInternshipState[] = INTERNSHIP_STATES.filter(
  (s) => !CLOSED_INTERNSHIP_STATES.includes(s),
);

export function isClosedInternship(state: TInternshipState): boolean {
  return CLOSED_INTERNSHIP_STATES.includes(state);
}

/**
 * The state an internship's dates give it on `today` ('YYYY-MM-DD', the brand's day): accepted
 * ones are under way from the start day and finished after the end day; an under-way one whose
 * start moved after today is accepted again. Any other state is not the clock's to change.
 */
export function stateByDates(
  state: TInternshipState,
  fechaInicio: string,
  fechaFin: string,
  today: string,
): TInternshipState {
  if (state !== 'aceptada' && state !== 'en_curso') return state;
  const due: TInternshipState = today > fechaFin ? 'finalizada' : today >= fechaInicio ? 'en_curso' : 'aceptada';
  return due === state || canMove(state, due, 'system') ? due : state;
}

/** SPEC §4 state names, in es and ca (the API's descripcionEstado, mails, exports). */
export const INTERNSHIP_STATE_TEXTS: Readonly<Record<TInternshipState, { es: string; ca: string }>> = {
  pendiente: { es: 'Pendiente de aceptación', ca: "Pendent d'acceptació" },
  aceptada: { es: 'Aceptada', ca: 'Acceptada' },
  rechazada: { es: 'Rechazada', ca: 'Rebutjada' },
  en_curso: { es: 'En curso', ca: 'En curs' },
  finalizada: { es: 'Finalizada', ca: 'Finalitzada' },
  cancelada: { es: 'Cancelada', ca: 'Cancel·lada' },
};
