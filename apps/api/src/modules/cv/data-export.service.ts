import type { TBrand } from '@portal/contracts/brand';
import { DATA_EXPORT_FORMAT, type TDataExport } from '@portal/contracts/cv/cv-export.schemas';
import type { Db } from '../../platform/db';
import { readCv } from './cv-read.service';
import * as repo from './cv.repository';

/**
 * GET /api/Alumno/descargaMisDatos (GDPR Art. 15 access and Art. 20 portability; beyond the
 * spec, docs/account.md 'Data export'): the CV as dameCvUsuario answers it, plus the rows of every
 * table that holds the student's data. Secrets (password hash, token version, link hashes,
 * storage keys) and other people's data (offer texts, companies' notes) stay out.
 */

/** Tables with the student's rows, by the column naming the student. */
const OWN_ROWS: ReadonlyArray<{ table: string; column: string; omit?: string[] }> = [
  { table: 'applications', column: 'student_id' },
  { table: 'internships', column: 'student_id' },
  { table: 'saved_searches', column: 'student_id' },
  { table: 'search_history', column: 'student_id' },
  { table: 'notifications', column: 'user_id' },
  { table: 'event_enrolments', column: 'user_id' },
  { table: 'survey_assignments', column: 'user_id' },
  { table: 'survey_responses', column: 'user_id' },
  { table: 'programme_adhesions', column: 'user_id' },
  { table: 'rgpd_acceptances', column: 'user_id' },
  { table: 'deregistration_requests', column: 'user_id' },
  { table: 'documents', column: 'owner_user_id', omit: ['storage_key'] },
];

export async function exportStudentData(db: Db, brand: TBrand, userId: number): Promise<TDataExport> {
  const cv = await readCv(db, brand, userId);
  // The account columns that are the student's data (not the password hash or the token version).
  const account = await repo.exportAccount(db, userId);
  const student = await repo.studentRow(db, userId);
  const registros: Record<string, Record<string, unknown>[]> = {
    students: [{ ...student, url_imagen_perfil: undefined }],
  };
  for (const { table, column, omit } of OWN_ROWS) {
    // Table and column names come from the constant list above, never from a request.
    const rows = await repo.rowsNaming(db, table, column, userId);
    registros[table] = omit
      ? rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !omit.includes(k))))
      : rows;
  }
  // The history of the student's own applications.
  const applicationIds = registros.applications.map((a) => a.id as number);
  registros.application_history = applicationIds.length === 0 ? [] : await repo.applicationHistory(db, applicationIds);
  return { formato: DATA_EXPORT_FORMAT, generadoEn: new Date().toISOString(), cuenta: { ...account }, cv, registros };
}
