import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DocumentKind, DocumentRow } from '../../db/tables/documents';
import type { InternshipChangeRequestRow } from '../../db/tables/internships';
import type { Db } from '../../platform/db';

/** Plain queries of a company's assigned internships and their documents. */

type DbOrTrx = Db | Transaction<Database>;

function internshipsQuery(db: DbOrTrx, companyId: number) {
  return db
    .selectFrom('internships as i')
    .innerJoin('users as u', 'u.id', 'i.student_id')
    .leftJoin('degrees as d', 'd.id', 'i.degree_id')
    .leftJoin('programmes as p', 'p.id', 'i.programme_id')
    .leftJoin('work_centres as w', 'w.id', 'i.work_centre_id')
    .selectAll('i')
    .select([
      'u.nombre as alumno_nombre',
      'u.apellidos as alumno_apellidos',
      'u.email as alumno_email',
      'd.name_es as degree_es',
      'd.name_ca as degree_ca',
      'p.nombre_es as programme_es',
      'p.nombre_ca as programme_ca',
      'w.nombre as centre_name',
    ])
    .where('i.company_id', '=', companyId);
}

export function listInternships(db: DbOrTrx, companyId: number) {
  return internshipsQuery(db, companyId).orderBy('i.fecha_inicio', 'desc').orderBy('i.id', 'desc').execute();
}

export type InternshipListRow = Awaited<ReturnType<typeof listInternships>>[number];

export function findInternship(db: DbOrTrx, companyId: number, internshipId: number) {
  return internshipsQuery(db, companyId).where('i.id', '=', internshipId).executeTakeFirst();
}

const DOC_COLUMNS = [
  'doc.id',
  'doc.nombre',
  'doc.extension',
  'doc.created_at',
  'doc.descripcion',
  'doc.tipo_documento_id',
  'doc.course',
  'doc.internship_id',
  'doc.signed',
  'doc.company_id',
] as const;

/** Documents of my company's internships (the student's and mine), optionally of one internship. */
export function internshipDocuments(db: DbOrTrx, companyId: number, internshipId?: number) {
  let q = db
    .selectFrom('documents as doc')
    .innerJoin('internships as i', 'i.id', 'doc.internship_id')
    .select([...DOC_COLUMNS, 'i.programme_id as programme_id', 'i.course as internship_course'])
    .where('i.company_id', '=', companyId)
    .where('doc.kind', 'in', ['internship', 'annex', 'process'] as DocumentKind[]);
  if (internshipId !== undefined) q = q.where('i.id', '=', internshipId);
  return q.orderBy('doc.created_at', 'desc').orderBy('doc.id', 'desc').execute();
}

/** One document of my company's internships (as internshipDocuments lists them), for a download. */
export function internshipDocumentFile(db: DbOrTrx, companyId: number, documentId: number) {
  return db
    .selectFrom('documents as doc')
    .innerJoin('internships as i', 'i.id', 'doc.internship_id')
    .select(['doc.storage_key', 'doc.mime', 'doc.nombre', 'doc.extension'])
    .where('doc.id', '=', documentId)
    .where('i.company_id', '=', companyId)
    .where('doc.kind', 'in', ['internship', 'annex', 'process'] as DocumentKind[])
    .executeTakeFirst();
}

/**
 * One document of /documentacion that is not an internship's (those go through
 * internshipDocumentFile): my company's own uploads, or the university's annexes and information
 * notes of my brand (or common to every brand), for a download. issue #12 item 14.
 */
export function documentationFile(db: DbOrTrx, companyId: number, brandKey: string, documentId: number) {
  return db
    .selectFrom('documents as doc')
    .select(['doc.storage_key', 'doc.mime', 'doc.nombre', 'doc.extension'])
    .where('doc.id', '=', documentId)
    .where((eb) =>
      eb.or([
        eb.and([eb('doc.kind', '=', 'company'), eb('doc.company_id', '=', companyId)]),
        eb.and([
          eb('doc.kind', 'in', ['annex', 'info_note'] as DocumentKind[]),
          eb('doc.owner_user_id', 'is', null),
          eb.or([eb('doc.brand_key', 'is', null), eb('doc.brand_key', '=', brandKey)]),
        ]),
      ]),
    )
    .executeTakeFirst();
}

/** The university's documents of a kind (annexes, information notes): the brand's and the common ones. */
export function universityDocuments(db: DbOrTrx, kind: DocumentKind, brandKey: string) {
  return db
    .selectFrom('documents as doc')
    .select([...DOC_COLUMNS])
    .where('doc.kind', '=', kind)
    .where('doc.owner_user_id', 'is', null)
    .where((eb) => eb.or([eb('doc.brand_key', 'is', null), eb('doc.brand_key', '=', brandKey)]))
    .orderBy('doc.course', 'desc')
    .orderBy('doc.id', 'desc')
    .execute();
}

/** documentosAportados: what my company uploaded for itself (not tied to an internship). */
export function companyDocuments(db: DbOrTrx, companyId: number) {
  return db
    .selectFrom('documents as doc')
    .select([...DOC_COLUMNS])
    .where('doc.company_id', '=', companyId)
    .where('doc.kind', '=', 'company')
    .orderBy('doc.created_at', 'desc')
    .orderBy('doc.id', 'desc')
    .execute();
}

export type PlainDocumentRow = Awaited<ReturnType<typeof companyDocuments>>[number];

export async function insertDocument(db: DbOrTrx, row: Insertable<DocumentRow>): Promise<number> {
  const { id } = await db.insertInto('documents').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Only documents my company uploaded (its own, or to one of its internships) can be deleted. */
export async function deleteCompanyDocument(db: DbOrTrx, companyId: number, documentId: number): Promise<number> {
  const res = await db
    .deleteFrom('documents')
    .where('id', '=', documentId)
    .where('company_id', '=', companyId)
    .where('kind', 'in', ['company', 'internship'] as DocumentKind[])
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

export async function insertChangeRequest(db: DbOrTrx, row: Insertable<InternshipChangeRequestRow>): Promise<number> {
  const { id } = await db
    .insertInto('internship_change_requests')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function findContact(db: DbOrTrx, companyId: number, contactId: number) {
  return db
    .selectFrom('company_contacts')
    .select('id')
    .where('id', '=', contactId)
    .where('company_id', '=', companyId)
    .where('activo', '=', 1)
    .executeTakeFirst();
}
