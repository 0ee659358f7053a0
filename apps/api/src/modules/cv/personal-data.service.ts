import type { TBrand } from '@portal/contracts/brand';
import {
  PERSONAL_BASE_REQUIRED,
  PERSONAL_FIELDS,
  normalizeIdentityNumber,
  type TEditEmailBody,
  type TEditPersonalDataBody,
  type TPersonalField,
} from '@portal/contracts/cv/cv-personal.schemas';
import type { TMissingPersonalData } from '@portal/contracts/cv/cv.schemas';
import type { Updateable } from 'kysely';
import { nowIso } from '../../db/schema-helpers';
import type { StudentRow, UserRow } from '../../db/tables/people';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db';
import { refuseFutureDates } from '../../platform/past-dates';
import { dniTaken } from '../account/account.repository';
import { requireStudent } from './cv-read.service';
import * as repo from './cv.repository';
import type { StudentProfile } from './cv.repository';
import { checkReferences, isRequired, isWritable, missingFields } from './field-rules';
import { EMAIL_FIELDS, isMissing, PERSONAL_COLUMNS, readValue, storedValue } from './personal-fields';
import { Status } from '@portal/contracts/status-names';

/**
 * Personal data of the CV (SPEC §3 Personal fields, §7 editDatosPersonales, editDatosEmail,
 * editPermisoTrabajo, faltanDatosPersonalesObligatorios) under the brand's field rules
 * (field-rules.ts). Codes: 15 required, 34 work permit for non-EU nationals, 60 personal e-mail,
 * 84 social-security number already set, 94 identity number of another account, 66/69/70/73/108
 * formats (schemas).
 */

/** No EU nationality among the student's (SPEC §8 34): then a work permit is mandatory. */
export async function needsWorkPermit(db: Db, nationalities: number[]): Promise<boolean> {
  if (nationalities.length === 0) return false;
  return !(await repo.anyEuCountry(db, nationalities));
}

const stored = (profile: StudentProfile, field: TPersonalField) =>
  readValue(PERSONAL_COLUMNS[field].kind, (profile as Record<string, unknown>)[PERSONAL_COLUMNS[field].column]);

export async function editPersonalData(
  db: Db,
  brand: TBrand,
  userId: number,
  body: TEditPersonalDataBody,
): Promise<void> {
  const profile = await requireStudent(db, userId);
  const input = { ...body } as Record<string, unknown>;
  // An omitted (or blank) social-security number keeps the stored one: once given it cannot be
  // cleared, and 84 is for changing it (SPEC §8; issue #12 item 29).
  const ssnStored = stored(profile, 'numeroSeguridadSocial');
  if (input.numeroSeguridadSocial === undefined && ssnStored) input.numeroSeguridadSocial = ssnStored;
  const fields = PERSONAL_FIELDS.filter((f) => !EMAIL_FIELDS.includes(f) && isWritable(brand, 'personal', f));

  const missing = fields.filter(
    (f) => isRequired(brand, 'personal', f, PERSONAL_BASE_REQUIRED) && isMissing(PERSONAL_COLUMNS[f].kind, input[f]),
  );
  if (missing.length > 0) throw missingFields(missing);
  // A birth date is a date that happened: never after today in the brand's zone (315).
  refuseFutureDates(brand, { fechaNacimiento: input.fechaNacimiento as string | undefined });
  await checkReferences(
    db,
    fields
      .filter((f) => PERSONAL_COLUMNS[f].ref && input[f] !== undefined)
      .map((f) => ({
        field: f,
        ref: PERSONAL_COLUMNS[f].ref!,
        ids: ([] as number[]).concat(input[f] as number | number[]),
      })),
  );

  const value = (f: TPersonalField) => (fields.includes(f) ? input[f] : stored(profile, f));
  // SPEC §8 84: once given, the social-security number is kept (the office corrects it).
  if (fields.includes('numeroSeguridadSocial') && ssnStored && value('numeroSeguridadSocial') !== ssnStored)
    throw new AppError(Status.SocialSecurityNumberFixed);
  if (fields.includes('dni') && typeof input.dni === 'string') {
    input.dni = normalizeIdentityNumber(input.dni);
    if (input.dni !== stored(profile, 'dni') && (await dniTaken(db, input.dni as string, userId)))
      throw new AppError(Status.IdDocumentRegistered);
  }
  const nationalities = (value('nacionalidades') as number[] | undefined) ?? [];
  const needsPermit = await needsWorkPermit(db, nationalities);
  const hasPermit = body.tienePermisoTrabajo ?? !!profile.tiene_permiso_trabajo;
  if (needsPermit && !hasPermit) throw new AppError(Status.WorkPermitRequired);

  const users: Record<string, unknown> = {};
  const students: Record<string, unknown> = {
    necesita_permiso_trabajo: needsPermit ? 1 : 0,
    tiene_permiso_trabajo: hasPermit ? 1 : 0,
  };
  for (const f of fields) {
    const { table, column, kind } = PERSONAL_COLUMNS[f];
    (table === 'users' ? users : students)[column] = storedValue(kind, input[f]);
  }
  // users.apellidos is the display form of the two surnames.
  if (fields.includes('primerApellido') || fields.includes('segundoApellido')) {
    users.apellidos = [value('primerApellido'), value('segundoApellido')].filter(Boolean).join(' ');
  }
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    if (Object.keys(users).length > 0)
      await repo.updateUser(trx, userId, { ...users, updated_at: now } as Updateable<UserRow>);
    await repo.updateStudent(trx, userId, { ...students, updated_at: now } as Updateable<StudentRow>);
  });
}

/**
 * editDatosEmail: the personal e-mail and where communications go. Choosing the personal e-mail
 * without giving one is 60 ("update personal email"), as is choosing the student e-mail without
 * having one.
 */
export async function editEmail(db: Db, brand: TBrand, userId: number, body: TEditEmailBody): Promise<void> {
  const profile = await requireStudent(db, userId);
  const emailWritable = isWritable(brand, 'personal', 'email');
  const email = emailWritable ? (body.email ?? null) : profile.email_personal;
  if (emailWritable && !email && isRequired(brand, 'personal', 'email', [])) throw missingFields(['email']);
  const toStudentEmail = isWritable(brand, 'personal', 'comunicacionesEnEmailEstudiante')
    ? body.comunicacionesEnEmailEstudiante
    : !!profile.comunicaciones_en_email_estudiante;
  if (toStudentEmail ? !profile.email_estudiante : !email) throw new AppError(Status.UpdatePersonalEmail);
  await repo.updateStudent(db, userId, {
    email_personal: email ? email.trim().toLowerCase() : null,
    comunicaciones_en_email_estudiante: toStudentEmail ? 1 : 0,
    updated_at: nowIso(),
  });
}

/** editPermisoTrabajo {permiso}: a non-EU national cannot drop the permit (34). */
export async function editWorkPermit(db: Db, userId: number, permiso: boolean): Promise<void> {
  const profile = await requireStudent(db, userId);
  const needsPermit = await needsWorkPermit(db, (readValue('ids', profile.nacionalidades) as number[]) ?? []);
  if (needsPermit && !permiso) throw new AppError(Status.WorkPermitRequired);
  await repo.updateStudent(db, userId, {
    tiene_permiso_trabajo: permiso ? 1 : 0,
    necesita_permiso_trabajo: needsPermit ? 1 : 0,
    updated_at: nowIso(),
  });
}

/**
 * faltanDatosPersonalesObligatorios (SPEC §2 Popups): the brand's required personal fields (plus
 * the base-required ones) that are still empty, and the social-security-number request (518).
 */
export async function missingPersonalData(
  db: Db,
  brand: TBrand,
  userId: number,
): Promise<{ datos: TMissingPersonalData; aviso?: number }> {
  const profile = await requireStudent(db, userId);
  const campos = PERSONAL_FIELDS.filter(
    (f) =>
      isRequired(brand, 'personal', f, PERSONAL_BASE_REQUIRED) &&
      isMissing(PERSONAL_COLUMNS[f].kind, stored(profile, f)),
  );
  const faltaNumeroSeguridadSocial =
    isRequired(brand, 'personal', 'numeroSeguridadSocial', ['numeroSeguridadSocial']) &&
    !profile.social_security_number;
  const faltaIban = isRequired(brand, 'personal', 'iban', ['iban']) && !profile.iban;
  const datos = {
    faltanDatos: brand.flags.missingDataPopupAlumno && campos.length > 0,
    campos: [...campos],
    faltaNumeroSeguridadSocial,
    faltaIban,
  };
  return faltaNumeroSeguridadSocial ? { datos, aviso: 518 } : { datos };
}
