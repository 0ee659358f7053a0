import type { Db } from '../../../platform/db';

/**
 * The erasure an accepted deregistration causes (issue #14 '5. Requests', ADR 0012), as plain
 * statements inside the caller's transaction. What the law requires is kept with the person
 * anonymised: internships, agreements, the practice requests of internships, survey answers
 * (without their author) and the audit log. The rest of the person goes.
 */

export const ANONYMOUS_NAME = 'Anonimizado';

/** An address nobody can receive at, unique per account so that the login stays unique. */
export const anonymousEmail = (userId: number) => `baja-${userId}@anonimizado.invalid`;

/** Closes the account: no password, no contact data, every token refused from now on. */
export async function anonymiseAccount(db: Db, userId: number, now: string) {
  await db
    .updateTable('users')
    .set((eb) => ({
      email: anonymousEmail(userId),
      password_hash: null,
      status: 'deregistered' as const,
      nombre: ANONYMOUS_NAME,
      apellidos: '',
      recibir_informacion: 0,
      token_version: eb('token_version', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('password_tokens').where('user_id', '=', userId).execute();
  // The contact address and phone a ConDatos request carried served only to handle the request.
  await db.updateTable('deregistration_requests').set({ datos: null }).where('user_id', '=', userId).execute();
  await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
}

/** Documents that are the person's own (CV, photo, certificates), not records of an internship or agreement. */
function ownDocuments(db: Db, userId: number) {
  return db
    .selectFrom('documents')
    .select(['id', 'storage_key'])
    .where('owner_user_id', '=', userId)
    .where('internship_id', 'is', null)
    .where('agreement_id', 'is', null)
    .where('practice_request_id', 'is', null)
    .execute();
}

/**
 * A student's erasure: the CV and everything about the search for work goes, the personal fields
 * are emptied; internships (and what they need: the application behind one) stay. Answers the
 * storage keys of deleted documents, for the caller to remove the bytes no document uses any more.
 */
export async function anonymiseStudent(db: Db, userId: number, now: string): Promise<string[]> {
  await anonymiseAccount(db, userId, now);
  await db
    .updateTable('students')
    .set({
      apellido1: null,
      apellido2: null,
      tipo_documento_id: null,
      dni: null,
      fecha_nacimiento: null,
      genero_id: null,
      email_personal: null,
      email_estudiante: null,
      telefono1: null,
      telefono2: null,
      tipo_via_id: null,
      direccion: null,
      cp: null,
      localidad: null,
      locality_id: null,
      province_id: null,
      country_id: null,
      direccion_curso: null,
      cp_curso: null,
      localidad_curso: null,
      province_curso_id: null,
      iban: null,
      social_security_number: null,
      nacionalidades: '[]',
      discapacidad: 0,
      acepta_newsletter: 0,
      acepta_informacion: 0,
      active_search_internships: 0,
      active_search_jobs: 0,
      url_cv: null,
      url_imagen_perfil: null,
      presentacion: null,
      enlace_portfolio: null,
      linkedin: null,
      areas_funcionales: '[]',
      sectores: '[]',
      salario_deseado: null,
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .execute();
  for (const table of [
    'student_languages',
    'student_experiences',
    'student_skills',
    'student_it_programs',
    'student_interests',
    'saved_searches',
    'search_history',
  ] as const) {
    await db.deleteFrom(table).where('student_id', '=', userId).execute();
  }
  // Studies outside the university are CV; the university's own records are academic and stay.
  await db.deleteFrom('student_studies').where('student_id', '=', userId).where('from_university', '=', 0).execute();
  await db.deleteFrom('event_enrolments').where('user_id', '=', userId).execute();
  await db.deleteFrom('survey_assignments').where('user_id', '=', userId).execute();
  // Answers of internship surveys are kept for the records, without their author.
  await db.updateTable('survey_responses').set({ user_id: null }).where('user_id', '=', userId).execute();
  // Applications that did not become an internship are the person's search, not a record.
  await db
    .deleteFrom('applications')
    .where('student_id', '=', userId)
    .where('id', 'not in', (eb) =>
      eb.selectFrom('internships').select('application_id').where('application_id', 'is not', null),
    )
    .execute();
  await db.updateTable('practice_requests').set({ dni_alumno: null }).where('student_id', '=', userId).execute();
  const documents = await ownDocuments(db, userId);
  if (documents.length)
    await db
      .deleteFrom('documents')
      .where(
        'id',
        'in',
        documents.map((d) => d.id),
      )
      .execute();
  return documents.map((d) => d.storage_key).filter((key): key is string => key !== null);
}

/**
 * A company's deregistration (ADR 0012): the company is blocked and its open offers closed; its
 * contacts are anonymised and their accounts closed, unless the account is also a contact of
 * another company (then only this company's contact row is anonymised). Agreements, internships
 * and the company's legal identity (name, CIF) stay.
 */
export async function deregisterCompany(db: Db, companyId: number, now: string): Promise<number[]> {
  await db.updateTable('companies').set({ blocked: 1, updated_at: now }).where('id', '=', companyId).execute();
  await db
    .updateTable('offers')
    .set({ estado: 'cerrada', updated_at: now })
    .where('company_id', '=', companyId)
    .where('estado', 'in', ['borrador', 'pendiente_validacion', 'publicada'])
    .execute();
  const contacts = await db
    .selectFrom('company_contacts')
    .select(['id', 'user_id'])
    .where('company_id', '=', companyId)
    .execute();
  await db
    .updateTable('company_contacts')
    .set({
      nombre: ANONYMOUS_NAME,
      apellidos: '',
      email: 'anonimizado@anonimizado.invalid',
      nick: null,
      telefono1: null,
      telefono2: null,
      dni: null,
      nif: null,
      direccion: null,
      cp: null,
      localidad: null,
      activo: 0,
      recibir_informacion: 0,
    })
    .where('company_id', '=', companyId)
    .execute();
  const closed: number[] = [];
  for (const userId of new Set(contacts.map((c) => c.user_id).filter((u): u is number => u !== null))) {
    const elsewhere = await db
      .selectFrom('company_contacts')
      .select('id')
      .where('user_id', '=', userId)
      .where('company_id', '<>', companyId)
      .executeTakeFirst();
    if (elsewhere) {
      await db
        .updateTable('company_contacts')
        .set({ user_id: null })
        .where('company_id', '=', companyId)
        .where('user_id', '=', userId)
        .execute();
      continue;
    }
    await anonymiseAccount(db, userId, now);
    closed.push(userId);
  }
  await db.deleteFrom('company_signers').where('company_id', '=', companyId).execute();
  return closed;
}

/** Whether any document still points at these bytes (storage is by content hash, shared). */
export async function storageKeysInUse(db: Db, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db.selectFrom('documents').select('storage_key').where('storage_key', 'in', keys).execute();
  return new Set(rows.map((r) => r.storage_key).filter((k): k is string => k !== null));
}
