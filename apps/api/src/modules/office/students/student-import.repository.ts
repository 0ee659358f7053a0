import { isPostgres } from '../../../db/schema-helpers';
import type { Db } from '../../../platform/db';

/**
 * Plain queries of the students' CSV import (issue #15 'Students'); the rules live in
 * student-import.service.ts. Look-ups and writes take one batch of rows at a time.
 */

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
    .select(['u.id', 'u.email', 'u.nombre', 'u.apellidos', 'u.brand_key', 'u.role', 's.dni', 's.campus_id'])
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
    .select(['u.id', 'u.email', 'u.nombre', 'u.apellidos', 'u.brand_key', 'u.role', 'u.status', 's.dni', 's.campus_id'])
    .where('u.email', 'in', emails)
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
        apellido1: null,
        apellido2: null,
        tipo_documento_id: null,
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

export async function updatePerson(
  db: Db,
  id: number,
  values: { email: string; nombre: string; apellidos: string; dni: string; campusId: number },
  now: string,
) {
  await db
    .updateTable('users')
    .set({ email: values.email, nombre: values.nombre, apellidos: values.apellidos, updated_at: now })
    .where('id', '=', id)
    .execute();
  await db
    .updateTable('students')
    .set({ dni: values.dni, campus_id: values.campusId, updated_at: now })
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

export async function insertImport(
  db: Db,
  row: {
    brandKey: string;
    fileName: string;
    content: string;
    counts: { rows: number; create: number; update: number; unchanged: number; errors: number };
    report: string;
    createdBy: number;
    now: string;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('student_imports')
    .values({
      brand_key: row.brandKey,
      file_name: row.fileName,
      content: row.content,
      row_count: row.counts.rows,
      to_create: row.counts.create,
      to_update: row.counts.update,
      unchanged: row.counts.unchanged,
      errors: row.counts.errors,
      report: row.report,
      created_by: row.createdBy,
      created_at: row.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

const IMPORT_COLUMNS = [
  'i.id',
  'i.file_name',
  'i.row_count',
  'i.to_create',
  'i.to_update',
  'i.unchanged',
  'i.errors',
  'i.send_invites',
  'i.created_at',
  'i.applied_at',
  'u.nombre',
  'u.apellidos',
] as const;

export function findImport(db: Db, id: number, brandKey: string) {
  return db
    .selectFrom('student_imports as i')
    .leftJoin('users as u', 'u.id', 'i.created_by')
    .select([...IMPORT_COLUMNS, 'i.report'])
    .where('i.id', '=', id)
    .where('i.brand_key', '=', brandKey)
    .executeTakeFirst();
}

export function listImports(db: Db, brandKey: string) {
  return db
    .selectFrom('student_imports as i')
    .leftJoin('users as u', 'u.id', 'i.created_by')
    .select(IMPORT_COLUMNS)
    .where('i.brand_key', '=', brandKey)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(50)
    .execute();
}

/** The stored file of an import not applied yet, locked for the apply (PostgreSQL). */
export function lockPendingImport(db: Db, id: number, brandKey: string) {
  return db
    .selectFrom('student_imports')
    .select(['id', 'content', 'applied_at', 'created_by'])
    .where('id', '=', id)
    .where('brand_key', '=', brandKey)
    .$if(isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function markApplied(
  db: Db,
  id: number,
  values: {
    counts: { rows: number; create: number; update: number; unchanged: number; errors: number };
    report: string;
    appliedBy: number;
    sendInvites: boolean;
    now: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('student_imports')
    .set({
      row_count: values.counts.rows,
      to_create: values.counts.create,
      to_update: values.counts.update,
      unchanged: values.counts.unchanged,
      errors: values.counts.errors,
      report: values.report,
      send_invites: values.sendInvites ? 1 : 0,
      applied_by: values.appliedBy,
      applied_at: values.now,
    })
    .where('id', '=', id)
    .where('applied_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
