/**
 * The collaboration agreement (convenio) life cycle of SPEC §4 as one pure state machine, shared
 * by the API (which applies it) and the web (which shows what may be done). docs/agreements.md
 * draws it.
 *
 *   generado ──firmaEmpresa──▶ firmado_empresa ──enviaSecretaria──▶ enviado_secretaria ──formaliza──▶ formalizado
 *      ▲                          │                                    │
 *      │                      marcaErroneo                         marcaErroneo
 *      │                          ▼                                    │
 *      └── (new request) ── erroneo_empresa ◀──────────────────────────┘
 *                                 └──firmaEmpresa──▶ firmado_empresa
 *   every state but caducado ──caduca (system, past fecha_caducidad)──▶ caducado
 */

export const AGREEMENT_STATES = [
  'generado',
  'firmado_empresa',
  'erroneo_empresa',
  'enviado_secretaria',
  'formalizado',
  'caducado',
] as const;
export type TAgreementState = (typeof AGREEMENT_STATES)[number];

/** Who causes a transition: the company, the university office, or the clock. */
export type TAgreementActor = 'company' | 'office' | 'system';

export const AGREEMENT_EVENTS = ['firmaEmpresa', 'marcaErroneo', 'enviaSecretaria', 'formaliza', 'caduca'] as const;
export type TAgreementEvent = (typeof AGREEMENT_EVENTS)[number];

interface TransitionRule {
  from: readonly TAgreementState[];
  to: TAgreementState;
  actor: TAgreementActor;
}

export const AGREEMENT_TRANSITIONS: Readonly<Record<TAgreementEvent, TransitionRule>> = {
  // The company uploads the signed PDF (adjuntaFicheroAlConvenioEmpresa), also after an error.
  firmaEmpresa: { from: ['generado', 'erroneo_empresa'], to: 'firmado_empresa', actor: 'company' },
  // The office finds an error in what the company signed.
  marcaErroneo: { from: ['firmado_empresa', 'enviado_secretaria'], to: 'erroneo_empresa', actor: 'office' },
  enviaSecretaria: { from: ['firmado_empresa'], to: 'enviado_secretaria', actor: 'office' },
  formaliza: { from: ['enviado_secretaria'], to: 'formalizado', actor: 'office' },
  // Agreements expire by date, whatever their state (SPEC §4 Caducado).
  caduca: {
    from: ['generado', 'firmado_empresa', 'erroneo_empresa', 'enviado_secretaria', 'formalizado'],
    to: 'caducado',
    actor: 'system',
  },
};

/** The state after `event` done by `actor`, or null when the machine refuses it. */
export function nextAgreementState(
  state: TAgreementState,
  event: TAgreementEvent,
  actor: TAgreementActor,
): TAgreementState | null {
  const rule = AGREEMENT_TRANSITIONS[event];
  if (rule.actor !== actor || !rule.from.includes(state)) return null;
  return rule.to;
}

/** The events `actor` may cause from `state`. */
export function allowedAgreementEvents(state: TAgreementState, actor: TAgreementActor): TAgreementEvent[] {
  return AGREEMENT_EVENTS.filter((event) => nextAgreementState(state, event, actor) !== null);
}

/** True when the agreement's expiry date ('YYYY-MM-DD') is before `today` and it may still expire. */
export function isPastExpiry(state: TAgreementState, fechaCaducidad: string | null, today: string): boolean {
  return fechaCaducidad !== null && fechaCaducidad < today && nextAgreementState(state, 'caduca', 'system') !== null;
}

/** The state to show: expired by date even before the stored row is moved (SPEC §4 Caducado). */
export function effectiveAgreementState(
  state: TAgreementState,
  fechaCaducidad: string | null,
  today: string,
): TAgreementState {
  return isPastExpiry(state, fechaCaducidad, today) ? 'caducado' : state;
}

/** Signed by the company: the login's faltaConvenioFirmado is false with one of these. */
export const SIGNED_AGREEMENT_STATES: readonly TAgreementState[] = [
  'firmado_empresa',
  'enviado_secretaria',
  'formalizado',
];

/** An agreement in force, the one that lets the company manage internships (SPEC §6). */
export function isInForce(state: TAgreementState): boolean {
  return state === 'formalizado';
}

/** Agreements run four years from the request (the university sets another date when it formalises). */
export const AGREEMENT_VALIDITY_YEARS = 4;

/** SPEC §4 state names and what each one awaits, in es and ca. */
export const AGREEMENT_STATE_TEXTS: Readonly<Record<TAgreementState, { es: [string, string]; ca: [string, string] }>> =
  {
    generado: {
      es: ['Generado', 'Pendiente de la firma de la empresa'],
      ca: ['Generat', "Pendent de la signatura de l'empresa"],
    },
    firmado_empresa: {
      es: ['Firmado empresa', 'Pendiente de revisión y firma de la universidad'],
      ca: ['Signat empresa', 'Pendent de revisió i signatura de la universitat'],
    },
    erroneo_empresa: {
      es: ['Erróneo empresa', 'Contiene un error y se debe revisar'],
      ca: ['Erroni empresa', "Conté un error i s'ha de revisar"],
    },
    enviado_secretaria: {
      es: ['Enviado Secretaría', 'Pendiente de revisión de Secretaría'],
      ca: ['Enviat Secretaria', 'Pendent de revisió de Secretaria'],
    },
    formalizado: { es: ['Formalizado', 'Convenio en vigor'], ca: ['Formalitzat', 'Conveni en vigor'] },
    caducado: { es: ['Caducado', 'El convenio ha caducado'], ca: ['Caducat', 'El conveni ha caducat'] },
  };
