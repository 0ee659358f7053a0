import type { TBrand } from '@portal/contracts/brand';
import { DATA_EXPORT_FORMAT, type TDataExport } from '@portal/contracts/cv/cv-export.schemas';
import type { Db } from '../../platform/db';
import { readCv } from './cv-read.service';

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

/** Account columns that are the student's data (not the password hash or the token version). */
const ACCOUNT_COLUMNS = ['id', 'email', 'role', 'status', 'brand_key', 'preferred_language', 'nombre', 'apellidos', 'recibir_informacion', 'first_access_at', 'last_login_at', 'created_at', 'updated_at'] as const;

/** The rows of one table of OWN_ROWS that belong to the student. */
async function rowsOf(db: Db, table: string, column: string, userId: number): Promise<Record<string, unknown>[]> {
  // Table and column names come from the constant list above, never from a request; Kysely's
  // typed builder cannot take a table name chosen at run time.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const loose = db as any;
  return (await loose.selectFrom(table).selectAll().where(column, '=', userId).execute()) as Record<string, unknown>[];
}

export async function exportStudentData(db: Db, brand: TBrand, userId: number): Promise<TDataExport> {
  const cv = await readCv(db, brand, userId);
  const account = await db.selectFrom('users').select(ACCOUNT_COLUMNS).where('id', '=', userId).executeTakeFirstOrThrow();
  const student = await db.selectFrom('students').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  const registros: Record<string, Record<string, unknown>[]> = { students: [{ ...student, url_imagen_perfil: undefined }] };
  for (const { table, column, omit } of OWN_ROWS) {
    const rows = await rowsOf(db, table, column, userId);
    registros[table] = omit ? rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !omit.includes(k)))) : rows;
  }
  // The history of the student's own applications.
  const applicationIds = registros.applications.map((a) => a.id as number);
  registros.application_history =
    applicationIds.length === 0
      ? []
      : ((await db.selectFrom('application_history').selectAll().where('application_id', 'in', applicationIds).execute()) as Record<string, unknown>[]);
  return { formato: DATA_EXPORT_FORMAT, generadoEn: new Date().toISOString(), cuenta: { ...account }, cv, registros };
}
