import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** Plain queries of a company's candidates; the ownership join lives in every read. */
type Q = Kysely<Database>;

/** A candidature to an offer of this company (not deleted), with the offer fields the rules need. */
export function findCompanyCandidature(db: Q, companyId: number, applicationId: number) {
  return db
    .selectFrom('applications as a')
    .innerJoin('offers as o', 'o.id', 'a.offer_id')
    .select([
      'a.id',
      'a.offer_id',
      'a.student_id',
      'a.estado',
      'a.id_motivo',
      'a.motivo_texto',
      'a.leida_empresa',
      'a.origen',
      'a.created_at',
      'o.titulo as offer_titulo',
      'o.url_acceso as offer_url',
      'o.id_perfil as offer_perfil',
      'o.estado as offer_estado',
      'o.fecha_caducidad as offer_caducidad',
      'o.brand_key as offer_brand_key',
    ])
    .where('a.id', '=', applicationId)
    .where('o.company_id', '=', companyId)
    .where('o.estado', '!=', 'eliminada')
    .executeTakeFirst();
}
export type CandidatureRecord = NonNullable<Awaited<ReturnType<typeof findCompanyCandidature>>>;

export function candidateStudent(db: Q, studentId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('students as s', 's.user_id', 'u.id')
    .leftJoin('provinces as p', 'p.id', 's.province_id')
    .select([
      'u.nombre',
      'u.apellidos',
      'u.email as login_email',
      's.apellido1',
      's.apellido2',
      's.email_personal',
      's.email_estudiante',
      's.comunicaciones_en_email_estudiante',
      's.telefono1',
      's.telefono2',
      's.localidad',
      'p.name_es as provincia_es',
      'p.name_ca as provincia_ca',
      's.fecha_nacimiento',
      's.carnet_conducir',
      's.vehiculo_propio',
      's.presentacion',
      's.url_cv',
      's.tiene_permiso_trabajo',
      's.url_imagen_perfil',
      's.enlace_portfolio',
    ])
    .where('u.id', '=', studentId)
    .executeTakeFirst();
}

export function studentStudies(db: Q, studentId: number) {
  return db
    .selectFrom('student_studies')
    .select(['id', 'titulo', 'centro', 'from_university', 'nota', 'fecha_inicio', 'fecha_fin', 'finished', 'curso'])
    .where('student_id', '=', studentId)
    .where('baja', '=', 0)
    .orderBy('fecha_inicio', 'desc')
    .orderBy('id')
    .execute();
}

export function candidatureHistory(db: Q, applicationId: number) {
  return db
    .selectFrom('application_history')
    .select(['estado', 'id_motivo', 'motivo_texto', 'created_at'])
    .where('application_id', '=', applicationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function studentExperiences(db: Q, studentId: number) {
  return db
    .selectFrom('student_experiences')
    .select(['id', 'empresa', 'puesto', 'fecha_inicio', 'fecha_fin', 'actual', 'descripcion', 'localidad'])
    .where('student_id', '=', studentId)
    .orderBy('fecha_inicio', 'desc')
    .orderBy('id')
    .execute();
}

export function studentLanguages(db: Q, studentId: number) {
  return db
    .selectFrom('student_languages')
    .select(['language_id', 'level_id', 'certificado'])
    .where('student_id', '=', studentId)
    .orderBy('id')
    .execute();
}

export async function studentTagIds(db: Q, studentId: number) {
  const [programs, skills, interests] = await Promise.all([
    db.selectFrom('student_it_programs').select('program_id as id').where('student_id', '=', studentId).execute(),
    db.selectFrom('student_skills').select('skill_id as id').where('student_id', '=', studentId).execute(),
    db.selectFrom('student_interests').select('tag_id as id').where('student_id', '=', studentId).execute(),
  ]);
  return {
    programs: programs.map((r) => r.id),
    skills: skills.map((r) => r.id),
    interests: interests.map((r) => r.id),
  };
}

/**
 * The CV documents a company may see: the attached CV, general documents and the documents
 * given for this very offer; never private ones nor those given for other processes.
 */
export function studentPublicDocuments(db: Q, studentId: number, offerId: number | null) {
  return db
    .selectFrom('documents')
    .select(['id', 'nombre', 'extension', 'created_at', 'url'])
    .where('owner_user_id', '=', studentId)
    .where((eb) =>
      eb.or([
        eb('kind', 'in', ['cv', 'document']),
        eb.and([eb('kind', '=', 'process'), eb('offer_id', '=', offerId ?? 0)]),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** The company has opened the candidature (SPEC §2 'unread' filters). */
export async function markReadByCompany(db: Q, applicationId: number): Promise<void> {
  await db.updateTable('applications').set({ leida_empresa: 1 }).where('id', '=', applicationId).execute();
}

/** Moves the candidature to a state (read by the company) and writes the history line. */
export async function changeCandidatureState(
  db: Q,
  change: {
    applicationId: number;
    estado: number;
    idMotivo: number | null;
    motivoTexto: string | null;
    byUserId: number;
    at: string;
  },
): Promise<void> {
  const { applicationId, estado, idMotivo, motivoTexto, byUserId, at } = change;
  await db
    .updateTable('applications')
    .set({ estado, id_motivo: idMotivo, motivo_texto: motivoTexto, leida_empresa: 1, updated_at: at })
    .where('id', '=', applicationId)
    .execute();
  await db
    .insertInto('application_history')
    .values({
      application_id: applicationId,
      estado,
      id_motivo: idMotivo,
      motivo_texto: motivoTexto,
      changed_by_user_id: byUserId,
      created_at: at,
    })
    .execute();
}
