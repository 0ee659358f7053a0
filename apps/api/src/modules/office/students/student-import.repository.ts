import type { Db } from '../../../platform/db';

/**
 * Plain queries of the students' CSV import on the students it reads and writes
 * (docs/office-students-import.md); the rules live in student-import-plan.ts and
 * student-import-classify.ts, the import's own rows in student-import-store.repository.ts.
 * Look-ups and writes take one batch of rows at a time.
 */

/** What the classification compares: the display name, the CV's surnames and whether it is owned. */
const PERSON = [
  'u.id',
  'u.email',
  'u.nombre',
  'u.apellidos',
  'u.brand_key',
  'u.role',
  'u.password_hash',
  'u.first_access_at',
  'u.last_login_at',
  'u.preferred_language',
  's.dni',
  's.campus_id',
  's.apellido1',
  's.apellido2',
  's.tipo_documento_id',
] as const;

export function degrees(db: Db) {
  return db.selectFrom('degrees').select(['id', 'name_es', 'level', 'campus_id']).execute();
}

export function campuses(db: Db) {
  return db.selectFrom('campuses').select(['id', 'name_es']).execute();
}

/** The brand's students holding one of these DNI/NIE. */
export function studentsByDni(db: Db, brandKey: string, dnis: string[]) {
  if (!dnis.length) return Promise.resolve([]);
  return db
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(PERSON)
    .where('u.brand_key', '=', brandKey)
    .where('u.role', '=', 'student')
    .where('u.status', '<>', 'deregistered')
    .where('s.dni', 'in', dnis)
    .execute();
}

/** Every account (any brand, any role) with one of these logins: a login is unique across the portal. */
export function accountsByEmail(db: Db, emails: string[]) {
  if (!emails.length) return Promise.resolve([]);
  return db
    .selectFrom('users as u')
    .leftJoin('students as s', 's.user_id', 'u.id')
    .select([...PERSON, 'u.status'])
    .where('u.email', 'in', emails)
    .execute();
}

/** The new logins waiting for their student's confirmation (ADR 0033), not expired. */
export function pendingEmailChanges(db: Db, userIds: number[], now: string) {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .selectFrom('email_changes')
    .select(['user_id', 'new_email'])
    .where('user_id', 'in', userIds)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

/** The current degrees of some students. */
export function studiesOf(db: Db, studentIds: number[]) {
  if (!studentIds.length) return Promise.resolve([]);
  return db
    .selectFrom('student_studies')
    .select(['id', 'student_id', 'degree_id', 'curso', 'campus_id'])
    .where('student_id', 'in', studentIds)
    .where('baja', '=', 0)
    .where('degree_id', 'is not', null)
    .execute();
}

export interface NewStudent {
  email: string;
  nombre: string;
  apellidos: string;
  apellido1: string;
  apellido2: string | null;
  documentType: number;
  dni: string;
  kind: 'grado' | 'master';
  campusId: number;
}

/** Creates accounts without a password and their student rows; answers the new ids by e-mail. */
export async function insertStudents(db: Db, brandKey: string, rows: NewStudent[], now: string) {
  if (!rows.length) return new Map<string, number>();
  await db
    .insertInto('users')
    .values(
      rows.map((r) => ({
        email: r.email,
        password_hash: null,
        role: 'student' as const,
        status: 'active' as const,
        brand_key: brandKey,
        preferred_language: 'es' as const,
        first_access_at: null,
        last_login_at: null,
        nombre: r.nombre,
        apellidos: r.apellidos,
        created_at: now,
      })),
    )
    .execute();
  const ids = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where(
      'email',
      'in',
      rows.map((r) => r.email),
    )
    .execute();
  const byEmail = new Map(ids.map((r) => [r.email, r.id]));
  await db
    .insertInto('students')
    .values(
      rows.map((r) => ({
        user_id: byEmail.get(r.email)!,
        kind: r.kind,
        campus_id: r.campusId,
        dni: r.dni,
        apellido1: r.apellido1,
        apellido2: r.apellido2,
        tipo_documento_id: r.documentType,
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
        credits_passed_percent: null,
        url_cv: null,
        url_imagen_perfil: null,
        id_periodo_preferencia_practicas: null,
        presentacion: null,
        id_nivel_formativo_sne: null,
        enlace_portfolio: null,
        linkedin: null,
        salario_deseado: null,
        grupo: null,
        anio_promocion: null,
        updated_at: now,
      })),
    )
    .execute();
  return byEmail;
}

export interface NewStudy {
  studentId: number;
  degreeId: number;
  titulo: string;
  centro: string | null;
  campusId: number;
  curso: number | null;
}

export async function insertStudies(db: Db, rows: NewStudy[], now: string) {
  if (!rows.length) return;
  await db
    .insertInto('student_studies')
    .values(
      rows.map((r) => ({
        student_id: r.studentId,
        degree_id: r.degreeId,
        from_university: 1,
        titulo: r.titulo,
        centro: r.centro,
        nota: null,
        fecha_inicio: null,
        fecha_fin: null,
        tipo_formacion_id: null,
        nivel_id: null,
        ambito_id: null,
        especialidad_id: null,
        campus_id: r.campusId,
        country_id: null,
        curso: r.curso,
        created_at: now,
      })),
    )
    .execute();
}

/**
 * The person's data from the file. `email` null keeps the login (an owned account confirms a new
 * one first, ADR 0033); `surnames` null keeps the CV's own split; a document type is only filled.
 */
export async function updatePerson(
  db: Db,
  id: number,
  values: {
    email: string | null;
    nombre: string;
    apellidos: string;
    surnames: { primer: string; segundo: string | null } | null;
    documentType: number;
    dni: string;
    campusId: number;
  },
  now: string,
) {
  await db
    .updateTable('users')
    .set({
      ...(values.email === null ? {} : { email: values.email }),
      nombre: values.nombre,
      apellidos: values.apellidos,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
  await db
    .updateTable('students')
    .set((eb) => ({
      dni: values.dni,
      campus_id: values.campusId,
      ...(values.surnames ? { apellido1: values.surnames.primer, apellido2: values.surnames.segundo } : {}),
      tipo_documento_id: eb.fn.coalesce('tipo_documento_id', eb.val(values.documentType)),
      updated_at: now,
    }))
    .where('user_id', '=', id)
    .execute();
}

export async function updateStudy(db: Db, id: number, values: { curso: number | null; campusId: number }) {
  await db
    .updateTable('student_studies')
    .set({ curso: values.curso, campus_id: values.campusId })
    .where('id', '=', id)
    .execute();
}
