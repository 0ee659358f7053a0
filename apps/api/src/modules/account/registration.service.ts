import { languageOfId, type TLanguageId } from '@portal/contracts/auth/auth.schemas';
import type { TBrand } from '@portal/contracts/brand';
import type { TRegisterBody } from '@portal/contracts/account/account.schemas';
import { ID_DOCUMENT_TYPES, normalizeIdentityNumber } from '@portal/contracts/cv/cv-personal.schemas';
import { normalizeEmail } from '@portal/contracts/validation/email';
import { nowIso } from '../../db/schema-helpers';
import { AppError } from '../../platform/app-error';
import type { MailContext } from '../../platform/mail';
import { hashPassword } from '../../platform/password';
import { refuseFutureDates } from '../../platform/past-dates';
import * as authRepo from '../auth/auth.repository';
import * as repo from './account.repository';
import { issuePasswordLink } from './password-links.service';
import { Status } from '@portal/contracts/status-names';

/**
 * POST /api/Alumno/registrarUsuario (SPEC §2 /registro, §7 Account). Only on brands with
 * canRegistroAlumno (48 otherwise). 16 when the e-mail has an account, 94 when the identity
 * number has one, 28 for a weak password, privacy acceptance required (15). With a password the
 * student can sign in at once (notice 504); without one, a set-password link is mailed and the
 * answer is notice 522 "user created" (docs/account.md).
 */
export interface RegistrationOutcome {
  email: string;
  aviso: 504 | 522;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e.code === '23505' || /UNIQUE constraint failed/i.test(e.message ?? '');
}

export async function registerStudent(
  ctx: MailContext,
  input: { brand: TBrand; body: TRegisterBody; ip: string | null; baseUrl: string },
): Promise<RegistrationOutcome> {
  const { brand, body } = input;
  if (!brand.flags.canRegistroAlumno) throw new AppError(Status.ActionNotAllowed);
  // A birth date is a date that happened: never after today in the brand's zone (315).
  refuseFutureDates(brand, { fechaNacimiento: body.fechaNacimiento });
  const email = normalizeEmail(body.email);
  const dni = normalizeIdentityNumber(body.dni);
  if (await repo.emailTaken(ctx.db, email)) throw new AppError(Status.EmailAlreadyRegistered);
  if (await repo.dniTaken(ctx.db, dni)) throw new AppError(Status.IdDocumentRegistered);
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const lang = body.idIdioma ? languageOfId(body.idIdioma as TLanguageId) : brand.defaultLanguage;
  const now = nowIso();

  let userId: number;
  try {
    userId = await ctx.db.transaction().execute(async (trx) => {
      const id = await repo.insertUser(trx, {
        email,
        password_hash: passwordHash,
        role: 'student',
        status: 'active',
        brand_key: brand.key,
        preferred_language: lang,
        nombre: body.nombre,
        apellidos: [body.primerApellido, body.segundoApellido].filter(Boolean).join(' '),
        recibir_informacion: body.recibirInformacion ? 1 : 0,
        created_at: now,
      });
      await repo.insertStudent(trx, {
        user_id: id,
        kind: body.antiguoAlumno ? 'alumnus' : 'grado',
        campus_id: null,
        apellido1: body.primerApellido,
        apellido2: body.segundoApellido ?? null,
        tipo_documento_id: body.idTipoDocumento ?? ID_DOCUMENT_TYPES.dni,
        dni,
        fecha_nacimiento: body.fechaNacimiento ?? null,
        email_personal: email,
        telefono1: body.telefono ?? null,
        country_id: null,
      });
      // SPEC §5: the privacy policy was accepted on the form; record it against the brand's current
      // text so that the first sign-in does not ask again (SPEC §4 Login).
      const text = await authRepo.currentRgpdText(trx, brand.key);
      if (text)
        await authRepo.insertAcceptance(trx, { userId: id, rgpdTextId: text.id, acceptedAt: now, ip: input.ip });
      return id;
    });
  } catch (err) {
    // Two registrations racing for one e-mail: the unique index decides.
    if (isUniqueViolation(err)) throw new AppError(Status.EmailAlreadyRegistered);
    throw err;
  }

  if (passwordHash) return { email, aviso: 504 };
  await issuePasswordLink(ctx, { userId, purpose: 'set', lang, brand, baseUrl: input.baseUrl });
  return { email, aviso: 522 };
}
