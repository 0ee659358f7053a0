import { z } from 'zod';
import { LANGUAGE_IDS } from '../auth/auth.schemas';
import { TEXT_MAX } from '../limits';
import { checkIdentityNumber } from '../cv/cv-personal.schemas';
import { zOptionalId } from '../cv/cv-fields.schemas';
import {
  zBoolFlag,
  zDate,
  zEmailCode,
  zOptional,
  zOptionalText,
  zPassword,
  zPhone,
  zRequiredText,
} from '../validation/fields';

/**
 * Account calls (SPEC §7 Student 'Account', Company recuerdoPassword / restablecerPassword /
 * establecerPassword): registration, password links, password change, deregistration requests.
 * Decisions (token lifetimes, the 504/522 notices) are in docs/account.md.
 */

/** A password-link token as mailed: 43 url-safe characters (32 random bytes). */
const zLinkToken = () => z.string({ error: 'required' }).trim().min(20, 'malformed').max(200, 'malformed');

/**
 * SPEC §5: the confirmation, when sent, must match the password. Its message is 'mismatch', so
 * that forms say 'Las contraseñas no coinciden', not 'mal formado' (issue #12 item 19); the API
 * still answers 15.
 */
export function checkConfirmation(field: string, confirmation: string) {
  return (body: Record<string, unknown>, ctx: Pick<z.RefinementCtx, 'addIssue'>) => {
    const value = body[confirmation];
    if (value !== undefined && value !== null && value !== body[field]) {
      ctx.addIssue({ code: 'custom', message: 'mismatch', path: [confirmation] });
    }
  };
}

/**
 * POST /api/Alumno/registrarUsuario (only when the brand flag canRegistroAlumno is on). With a
 * password the account can sign in at once (notice 504); without one a set-password link is
 * mailed (notice 522). Privacy acceptance is required (SPEC §5).
 */
export const ZRegisterBody = z
  .object({
    nombre: zRequiredText(1, TEXT_MAX),
    primerApellido: zRequiredText(1, TEXT_MAX),
    segundoApellido: zOptionalText(TEXT_MAX, 1),
    idTipoDocumento: zOptionalId(),
    dni: zRequiredText(1, 20),
    email: zEmailCode(),
    password: zPassword().optional(),
    confirmacionPassword: z.string().optional(),
    telefono: zOptional(zPhone()),
    fechaNacimiento: zOptional(zDate()),
    /** SPEC §5 'Privacy policy must be accepted'. */
    aceptaPrivacidad: z.literal(true, { error: 'required' }),
    recibirInformacion: zBoolFlag().optional(),
    idIdioma: z.union([z.literal(LANGUAGE_IDS.es), z.literal(LANGUAGE_IDS.ca)], { error: 'malformed' }).optional(),
    /** Registers as an alumnus (graduate) instead of a current student. */
    antiguoAlumno: zBoolFlag().optional(),
  })
  .superRefine(checkIdentityNumber)
  .superRefine(checkConfirmation('password', 'confirmacionPassword'));
export type TRegisterBody = z.infer<typeof ZRegisterBody>;
export const ZRegisterResult = z.object({ email: z.string() });

/** POST /api/Alumno/solicitarReseteoPassword {usuario}: email or DNI/NIE. Always notice 505. */
export const ZResetRequestBody = z.object({
  usuario: z.string({ error: 'required' }).trim().min(1, 'required').max(254, 'malformed'),
});
export type TResetRequestBody = z.infer<typeof ZResetRequestBody>;

/** POST /api/Empresa/recuerdoPassword {nick}: nick, e-mail or CIF (`cif` in the login flow). Always 505. */
export const ZCompanyResetRequestBody = z
  .object({
    nick: z.string().trim().max(254, 'malformed').nullish(),
    cif: z.string().trim().max(20, 'malformed').nullish(),
  })
  .refine((b) => !!b.nick || !!b.cif, { message: 'required', path: ['nick'] });
export type TCompanyResetRequestBody = z.infer<typeof ZCompanyResetRequestBody>;

/** restablecerPassword / establecerPassword: the mailed token and the new password (28). */
export const ZPasswordWithTokenBody = z
  .object({
    token: zLinkToken(),
    password: zPassword(),
    confirmacionPassword: z.string().optional(),
  })
  .superRefine(checkConfirmation('password', 'confirmacionPassword'));
export type TPasswordWithTokenBody = z.infer<typeof ZPasswordWithTokenBody>;

/** POST /api/Alumno/editarPassword: the current password (3 when wrong) and the new one (28). */
export const ZChangePasswordBody = z
  .object({
    passwordActual: z.string({ error: 'required' }).min(1, 'required').max(1024, 'malformed'),
    passwordNueva: zPassword(),
    confirmacionPassword: z.string().optional(),
  })
  .superRefine(checkConfirmation('passwordNueva', 'confirmacionPassword'));
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;
/** Every earlier session is revoked (notice 521): the answer carries a fresh token for this one. */
export const ZChangePasswordResult = z.object({ token: z.string() });

/** POST solicitarBajaServicio (notice 517). */
export const ZDeregistrationBody = z.object({ motivo: zOptionalText(1000, 1) });
export type TDeregistrationBody = z.infer<typeof ZDeregistrationBody>;

/** POST solicitarBajaServicioConDatos: the request plus contact data and whether to erase the CV data. */
export const ZDeregistrationWithDataBody = z.object({
  motivo: zOptionalText(1000, 1),
  emailContacto: zOptional(zEmailCode()),
  telefonoContacto: zOptional(zPhone()),
  /** Ask the office to erase the CV data too (GDPR Art. 17), not only to close the account. */
  borrarDatos: zBoolFlag().optional(),
  comentarios: zOptionalText(2000, 1),
});
export type TDeregistrationWithDataBody = z.infer<typeof ZDeregistrationWithDataBody>;
export const ZDeregistrationResult = z.object({ idSolicitud: z.number().int() });

/** GET /api/Alumno/editaUsuario: the account behind the CV. */
export const ZAccountUser = z.object({
  idUsuario: z.number().int(),
  email: z.string(),
  nombre: z.string(),
  apellidos: z.string(),
  idIdiomaPreferido: z.number().int(),
  /** Must sign in through the brand's single sign-on (SPEC §6, error 95). */
  accesoIntegrado: z.boolean(),
  tienePassword: z.boolean(),
  recibirInformacionUniversidad: z.boolean(),
  fechaAlta: z.string(),
  ultimoAcceso: z.string().nullable(),
  /** A deregistration request is pending. */
  bajaSolicitada: z.boolean(),
});
export type TAccountUser = z.infer<typeof ZAccountUser>;
