import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_REFUSED_LISTED,
  IMPORT_REQUIRED_COLUMNS,
  ZStudentImportRow,
  type TImportError,
  type TImportReport,
  type TImportRowError,
} from '@portal/contracts/office/students.schemas';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../../platform/app-error';
import type { Db } from '../../../platform/db';
import { classify } from './student-import-classify';
import { csvRecords, type CsvRecord } from './student-import-csv';
import { documentTypeOf, surnamesOf } from './student-import-names';
import type { Plan, PlanCounts, PlanWriter, ValidRow } from './student-import-types';
import * as repo from './student-import.repository';

export type { Plan, PlanCounts, PlanWriter } from './student-import-types';

/**
 * The plan of a students' CSV import (docs/office-students-import.md): each row is checked by the
 * forms' rules (contracts ZStudentImportRow: DNI/NIE letter, e-mail), against the reference lists
 * (degree, campus), the rest of the file (duplicates, one person's rows disagreeing) and the
 * database (student-import-classify.ts), then classified create / update / unchanged. Rows are
 * looked up and written in batches of BATCH rows. The dry run only counts; the apply runs the same
 * plan inside its transaction and writes each batch. A file past IMPORT_MAX_ROWS is refused (321)
 * as soon as its reader gets there, so neither the work nor the answer grows with it (ADR 0033).
 */
export const BATCH = 500;

function columnsOf(header: string[]): Map<string, number> {
  const index = new Map<string, number>();
  header.forEach((name, i) => {
    const key = name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[\s_-]/g, '')
      .trim();
    if ((IMPORT_COLUMNS as readonly string[]).includes(key) && !index.has(key)) index.set(key, i);
  });
  if (IMPORT_REQUIRED_COLUMNS.some((c) => !index.has(c))) throw new AppError(Status.StudentImportFileInvalid);
  return index;
}

/** Only the header was found, or no header, or quotes csv-parse cannot read: nothing to import. */
function fileInvalid(): never {
  throw new AppError(Status.StudentImportFileInvalid);
}

/** The file's records; a malformed CSV (a quote never closed) is 273, like a file without columns. */
async function* recordsOf(content: string): AsyncGenerator<CsvRecord> {
  try {
    yield* csvRecords(content);
  } catch (err) {
    if (err instanceof AppError) throw err;
    fileInvalid();
  }
}

export async function planImport(
  db: Db,
  opts: { brandKey: string; campusIds: number[]; content: string; writer?: PlanWriter },
): Promise<Plan> {
  const [degreeRows, campusRows] = await Promise.all([repo.degrees(db), repo.campuses(db)]);
  const degrees = new Map(degreeRows.map((d) => [d.id, d]));
  const campusNames = new Map(campusRows.map((c) => [c.id, c.name_es]));
  const scope = opts.campusIds;

  const counts: PlanCounts = { rows: 0, create: 0, update: 0, unchanged: 0, errors: 0, emailsToConfirm: 0 };
  const report: TImportReport = {
    filas: 0,
    crear: 0,
    actualizar: 0,
    sinCambios: 0,
    errores: 0,
    emailsPorConfirmar: 0,
    filasConError: [],
    muestraCrear: [],
    muestraActualizar: [],
  };
  const refused: TImportRowError[] = [];
  const fail = (line: number, dni: string | null, email: string | null, errores: TImportError[]) => {
    counts.errors++;
    refused.push({ linea: line, dni, email, errores });
  };

  // What the file already said: a person per DNI, a DNI per e-mail, each (DNI, degree) once.
  const people = new Map<string, { email: string; nombre: string; apellidos: string }>();
  const dniOfEmail = new Map<string, string>();
  const seenKeys = new Set<string>();
  // DNIs the plan creates: their later rows (other degrees) are part of the creation, whether or
  // not an earlier batch has been written yet, so that the dry run and the apply count alike.
  const plannedNew = new Set<string>();

  let columns: Map<string, number> | null = null;
  let batch: ValidRow[] = [];

  const flush = async () => {
    if (!batch.length) return;
    await classify(
      db,
      { brandKey: opts.brandKey, scope, degrees, campusNames, counts, report, fail, plannedNew },
      batch,
      opts.writer,
    );
    batch = [];
  };

  for await (const record of recordsOf(opts.content)) {
    if (!columns) {
      columns = columnsOf(record.fields);
      continue;
    }
    counts.rows++;
    if (counts.rows > IMPORT_MAX_ROWS) throw new AppError(Status.StudentImportTooManyRows);
    const raw: Record<string, string> = {};
    for (const [name, i] of columns) raw[name] = record.fields[i] ?? '';
    const parsed = ZStudentImportRow.safeParse(raw);
    const rawDni = raw.dni?.trim().toUpperCase() || null;
    const rawEmail = raw.email?.trim().toLowerCase() || null;
    if (!parsed.success) {
      const fields = new Set<TImportError>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'columnas');
        // The two optional surname columns are told as the surnames' column.
        fields.add((field.endsWith('apellido') ? 'apellidos' : field) as TImportError);
      }
      fail(record.line, rawDni, rawEmail, [...fields]);
      continue;
    }
    const data = { ...parsed.data, email: parsed.data.email.toLowerCase() };
    const errors: TImportError[] = [];
    const degree = degrees.get(data.titulacion);
    if (!degree) errors.push('titulacionDesconocida');
    if (data.sede !== undefined && !campusNames.has(data.sede)) errors.push('sedeDesconocida');
    const campusId = data.sede ?? degree?.campus_id ?? 0;
    // The campus the row itself names: the file's data only, no oracle of the database.
    if (!errors.length && scope.length && !scope.includes(campusId)) errors.push('fueraDeSede');
    const key = `${data.dni}|${data.titulacion}`;
    const person = people.get(data.dni);
    if (seenKeys.has(key)) errors.push('duplicadoEnFichero');
    else if (
      (person &&
        (person.email !== data.email || person.nombre !== data.nombre || person.apellidos !== data.apellidos)) ||
      (dniOfEmail.has(data.email) && dniOfEmail.get(data.email) !== data.dni)
    )
      errors.push('inconsistenteEnFichero');
    if (errors.length) {
      fail(record.line, data.dni, data.email, errors);
      continue;
    }
    seenKeys.add(key);
    if (!person) {
      people.set(data.dni, { email: data.email, nombre: data.nombre, apellidos: data.apellidos });
      dniOfEmail.set(data.email, data.dni);
    }
    batch.push({
      line: record.line,
      data,
      surnames: surnamesOf(data),
      documentType: documentTypeOf(data.dni),
      campusId,
      first: !person,
    });
    if (batch.length >= BATCH) await flush();
  }
  if (!columns) fileInvalid();
  await flush();
  if (counts.rows === 0) fileInvalid();
  report.filas = counts.rows;
  report.crear = counts.create;
  report.actualizar = counts.update;
  report.sinCambios = counts.unchanged;
  report.errores = counts.errors;
  report.emailsPorConfirmar = counts.emailsToConfirm;
  refused.sort((a, b) => a.linea - b.linea);
  report.filasConError = refused.slice(0, IMPORT_REFUSED_LISTED);
  return { counts, report, refused };
}
