import type { Insertable } from 'kysely';
import type { DocumentRow } from '../../db/tables/documents';
import type { InternshipState } from '../../db/tables/internships';
import { LIVE_INTERNSHIP_STATES } from '@portal/contracts/internships/internship-states';
import type { Db } from '../../platform/db';

/** Plain reads and writes of a student's internships and their documents. */

export function selectStudentInternships(db: Db, studentId: number) {
  return db
    .selectFrom('internships as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .select([
      'i.id',
      'i.titulo',
      'i.estado',
      'i.fecha_inicio',
      'i.fecha_fin',
      'i.course',
      'i.tipo',
      'c.nombre as empresa_nombre',
      'c.nombre_comercial as empresa_comercial',
    ])
    .where('i.student_id', '=', studentId)
    .orderBy('i.fecha_inicio', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
}

/** One internship of this student (another student's is 'not found'). */
export function selectOwnInternship(db: Db, id: number, studentId: number) {
  return db
    .selectFrom('internships as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .leftJoin('degrees as d', 'd.id', 'i.degree_id')
    .leftJoin('programmes as pr', 'pr.id', 'i.programme_id')
    .leftJoin('work_centres as w', 'w.id', 'i.work_centre_id')
    .leftJoin('offers as o', 'o.id', 'i.offer_id')
    .selectAll('i')
    .select([
      'c.nombre as empresa_nombre',
      'c.nombre_comercial as empresa_comercial',
      'd.name_es as degree_es',
      'd.name_ca as degree_ca',
      'd.level as degree_level',
      'pr.nombre_es as programa_es',
      'pr.nombre_ca as programa_ca',
      'w.nombre as centro_nombre',
      'w.direccion as centro_direccion',
      'w.localidad as centro_localidad',
      'o.url_acceso as offer_url',
      'o.tipo as offer_tipo',
    ])
    .where('i.id', '=', id)
    .where('i.student_id', '=', studentId)
    .executeTakeFirst();
}

export type OwnInternship = NonNullable<Awaited<ReturnType<typeof selectOwnInternship>>>;

export function selectInternshipDocuments(db: Db, internshipId: number) {
  return db
    .selectFrom('documents')
    .select(['id', 'nombre', 'extension', 'created_at', 'tipo_documento_id', 'signed', 'descripcion'])
    .where('internship_id', '=', internshipId)
    .where('kind', '=', 'internship')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A document of one of this student's internships, with what a download needs. */
export function selectOwnInternshipDocumentFile(db: Db, studentId: number, documentId: number) {
  return db
    .selectFrom('documents as doc')
    .innerJoin('internships as i', 'i.id', 'doc.internship_id')
    .select(['doc.storage_key', 'doc.mime', 'doc.nombre', 'doc.extension'])
    .where('doc.id', '=', documentId)
    .where('doc.kind', '=', 'internship')
    .where('i.student_id', '=', studentId)
    .executeTakeFirst();
}

/** Moves an internship of this student from `from` to `to`; answers whether it moved. */
export async function changeInternshipState(
  db: Db,
  id: number,
  studentId: number,
  from: InternshipState,
  to: InternshipState,
): Promise<boolean> {
  const res = await db
    .updateTable('internships')
    .set({ estado: to, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('student_id', '=', studentId)
    .where('estado', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function insertDocument(db: Db, row: Insertable<DocumentRow>): Promise<number> {
  const inserted = await db.insertInto('documents').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Replaces the internship's follow-up document (marked by `marker` in descripcion) in one transaction. */
export async function replaceMarkedDocument(
  db: Db,
  internshipId: number,
  marker: string,
  row: Insertable<DocumentRow>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('documents')
      .where('internship_id', '=', internshipId)
      .where('kind', '=', 'internship')
      .where('descripcion', '=', marker)
      .execute();
    const inserted = await trx.insertInto('documents').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  });
}

export function selectStudentPersonalData(db: Db, studentId: number) {
  return db
    .selectFrom('students')
    .select(['dni', 'telefono1', 'direccion', 'cp', 'localidad', 'social_security_number', 'iban'])
    .where('user_id', '=', studentId)
    .executeTakeFirst();
}

export function selectLiveInternshipAid(db: Db, studentId: number) {
  return db
    .selectFrom('internships')
    .select(['id', 'ayuda_estudio'])
    .where('student_id', '=', studentId)
    .where('estado', 'in', [...LIVE_INTERNSHIP_STATES])
    .execute();
}

/** Applications of the student still in play whose offers ask for documents. */
export function selectApplicationsAskingDocuments(db: Db, studentId: number, closedStates: number[]) {
  return db
    .selectFrom('applications as a')
    .innerJoin('offers as o', 'o.id', 'a.offer_id')
    .select(['o.id', 'o.url_acceso', 'o.titulo', 'o.documentos_requeridos'])
    .where('a.student_id', '=', studentId)
    .where('a.estado', 'not in', closedStates)
    .where('o.documentos_requeridos', '!=', '[]')
    .orderBy('a.created_at', 'desc')
    .execute();
}

export function selectAnnexes(db: Db, brandKey: string) {
  return db
    .selectFrom('documents')
    .select(['id', 'nombre', 'descripcion', 'kind', 'course', 'created_at'])
    .where('kind', 'in', ['annex', 'info_note'])
    .where((eb) => eb.or([eb('brand_key', 'is', null), eb('brand_key', '=', brandKey)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
