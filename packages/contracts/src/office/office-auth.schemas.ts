import { z } from 'zod';
import { OFFICE_ACTIONS, STAFF_KINDS } from './permissions';

/**
 * Sign-in of the university office (issue #14): POST /api/Gestion/logaUsuario with the password,
 * then — for an admin — a second call with the TOTP code (or a recovery code) and the ticket the
 * first call answered. An admin without a second factor enrols it first (QR code, first code).
 */
const code = z.string().trim().min(6, 'malformed').max(32, 'malformed');

export const ZStaffPasswordStep = z.object({
  eUsuario: z.string().trim().min(1, 'required').max(254, 'malformed'),
  ePassword: z.string().min(1, 'required').max(1024, 'malformed'),
});

export const ZStaffCodeStep = z.object({
  /** Answered by the password step; valid for a few minutes. */
  ticket: z.string().min(1, 'required').max(2048, 'malformed'),
  /** Six digits of the authenticator app, or a one-time recovery code. */
  codigo: code,
});

export const ZStaffLoginBody = z.union([ZStaffPasswordStep, ZStaffCodeStep]);
export type TStaffLoginBody = z.infer<typeof ZStaffLoginBody>;

/** Who is signed in, and what the console may show them. */
export const ZStaffProfile = z.object({
  idUsuario: z.number().int(),
  email: z.string(),
  nombre: z.string(),
  apellidos: z.string(),
  tipo: z.enum(STAFF_KINDS),
  /** Campus scope; empty: every campus of the brand. */
  sedes: z.array(z.number().int()),
  permisos: z.array(z.enum(OFFICE_ACTIONS)),
  segundoFactor: z.boolean(),
  idIdiomaPreferido: z.number().int(),
});
export type TStaffProfile = z.infer<typeof ZStaffProfile>;

export const ZStaffSession = z.object({ token: z.string(), rol: z.literal('staff'), perfil: ZStaffProfile });
export type TStaffSession = z.infer<typeof ZStaffSession>;

/** The password was right; an admin now gives the code of their authenticator app. */
export const ZSecondFactorNeeded = z.object({ segundoFactor: z.literal('codigo'), ticket: z.string() });

/** The password was right; an admin without a second factor enrols it: scan, then confirm with a first code. */
export const ZSecondFactorEnrolment = z.object({
  segundoFactor: z.literal('alta'),
  ticket: z.string(),
  /** PNG data URL of the otpauth:// URI. */
  qr: z.string(),
  /** The same secret in base32, for typing it in by hand. */
  secreto: z.string(),
});
export type TSecondFactorEnrolment = z.infer<typeof ZSecondFactorEnrolment>;

export const ZStaffLoginResult = z.union([ZStaffSession, ZSecondFactorNeeded, ZSecondFactorEnrolment]);
export type TStaffLoginResult = z.infer<typeof ZStaffLoginResult>;

/** POST /api/Gestion/confirmaSegundoFactor: the enrolment ticket and the first code. */
export const ZConfirmSecondFactorBody = z.object({
  ticket: z.string().min(1, 'required').max(2048, 'malformed'),
  codigo: code,
});

/** The session, and the ten recovery codes, shown once. */
export const ZConfirmSecondFactorResult = ZStaffSession.extend({ codigosRecuperacion: z.array(z.string()) });
export type TConfirmSecondFactorResult = z.infer<typeof ZConfirmSecondFactorResult>;

/** POST /api/Gestion/recuerdoPassword: always notice 505 (no account enumeration). */
export const ZStaffResetRequestBody = z.object({ email: z.string().trim().min(1, 'required').max(254, 'malformed') });
