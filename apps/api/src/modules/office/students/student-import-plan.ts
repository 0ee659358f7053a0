import {
  IMPORT_COLUMNS,
  IMPORT_REQUIRED_COLUMNS,
  ZStudentImportRow,
  type TImportError,
  type TImportReport,
  type TStudentImportRow,
} from '@portal/contracts/office/students.schemas';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../../platform/app-error';
import type { Db } from '../../../platform/db';
import { csvRecords } from './student-import-csv';
import * as repo from './student-import.repository';

/**
 * The plan of a students' CSV import (issue #15 'Students'): each row is checked by the forms'
 * rules (contracts ZStudentImportRow: DNI/NIE letter, e-mail), against the reference lists
 * (degree, campus), the rest of the file (duplicates, one person's rows disagreeing) and the
 * database (matched by DNI, then e-mail; a login is unique across the portal), then classified
 * create / update / unchanged. Rows are looked up and written in batches of BATCH rows. The dry run
 * only counts; the apply runs the same plan inside its transaction and writes each batch.
 */
export const BATCH = 500;
/** How many rows to create / update the report lists (the counts are complete). */
const SAMPLE = 20;

interface ValidRow {
  line: number;
  data: TStudentImportRow;
  campusId: number;
  /** The first row of this DNI in the file: it carries the person's data. */
  first: boolean;
}

export interface PlanCounts {
  rows: number;
  create: number;
  update: number;
  unchanged: number;
  errors: number;
}

export interface PlanWriter {
  /** Called per batch with what to write; the dry run passes none. */
  create(
    rows: { row: ValidRow; degreeName: string; campusName: string | null; kind: 'grado' | 'master' }[],
  ): Promise<void>;
  updatePerson(id: number, row: ValidRow): Promise<void>;
  addStudy(studentId: number, row: ValidRow, degreeName: string, campusName: string | null): Promise<void>;
  updateStudy(studyId: number, row: ValidRow): Promise<void>;
}

export interface Plan {
  counts: PlanCounts;
  report: TImportReport;
}

function columnsOf(header: string[]): Map<string, number> {
  const index = new Map<string, number>();
  header.forEach((name, i) => {
    const key = name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim();
    if ((IMPORT_COLUMNS as readonly string[]).includes(key) && !index.has(key)) index.set(key, i);
  });
  if (IMPORT_REQUIRED_COLUMNS.some((c) => !index.has(c))) throw new AppError(Status.StudentImportFileInvalid);
  return index;
}

/** Only the header was found, or no header: nothing to import. */
function emptyFile(): never {
  throw new AppError(Status.StudentImportFileInvalid);
}

export async function planImport(
  db: Db,
  opts: { brandKey: string; campusIds: number[]; content: string; writer?: PlanWriter },
): Promise<Plan> {
  const [degreeRows, campusRows] = await Promise.all([repo.degrees(db), repo.campuses(db)]);
  const degrees = new Map(degreeRows.map((d) => [d.id, d]));
  const campusNames = new Map(campusRows.map((c) => [c.id, c.name_es]));
  const scope = opts.campusIds;

  const counts: PlanCounts = { rows: 0, create: 0, update: 0, unchanged: 0, errors: 0 };
  const report: TImportReport = {
    filas: 0,
    crear: 0,
    actualizar: 0,
    sinCambios: 0,
    errores: 0,
    filasConError: [],
    muestraCrear: [],
    muestraActualizar: [],
  };
  const fail = (line: number, dni: string | null, email: string | null, errores: TImportError[]) => {
    counts.errors++;
    report.filasConError.push({ linea: line, dni, email, errores });
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

  for (const record of csvRecords(opts.content)) {
    if (!columns) {
      columns = columnsOf(record.fields);
      continue;
    }
    counts.rows++;
    const raw: Record<string, string> = {};
    for (const [name, i] of columns) raw[name] = record.fields[i] ?? '';
    const parsed = ZStudentImportRow.safeParse(raw);
    const rawDni = raw.dni?.trim().toUpperCase() || null;
    const rawEmail = raw.email?.trim().toLowerCase() || null;
    if (!parsed.success) {
      const fields = new Set<TImportError>();
      for (const issue of parsed.error.issues) fields.add(String(issue.path[0] ?? 'columnas') as TImportError);
      fail(record.line, rawDni, rawEmail, [...fields]);
      continue;
    }
    const data = { ...parsed.data, email: parsed.data.email.toLowerCase() };
    const errors: TImportError[] = [];
    const degree = degrees.get(data.titulacion);
    if (!degree) errors.push('titulacionDesconocida');
    if (data.sede !== undefined && !campusNames.has(data.sede)) errors.push('sedeDesconocida');
    const campusId = data.sede ?? degree?.campus_id ?? 0;
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
    batch.push({ line: record.line, data, campusId, first: !person });
    if (batch.length >= BATCH) await flush();
  }
  if (!columns) emptyFile();
  await flush();
  if (counts.rows === 0) emptyFile();
  report.filas = counts.rows;
  report.crear = counts.create;
  report.actualizar = counts.update;
  report.sinCambios = counts.unchanged;
  report.errores = counts.errors;
  report.filasConError.sort((a, b) => a.linea - b.linea);
  return { counts, report };
}

type Degree = Awaited<ReturnType<typeof repo.degrees>>[number];

/** Matches one batch against the database and classifies (and, with a writer, writes) each row. */
interface PlanState {
  brandKey: string;
  scope: number[];
  degrees: Map<number, Degree>;
  campusNames: Map<number, string>;
  counts: PlanCounts;
  report: TImportReport;
  fail: (line: number, dni: string | null, email: string | null, errores: TImportError[]) => void;
  plannedNew: Set<string>;
}

async function classify(db: Db, state: PlanState, batch: ValidRow[], writer: PlanWriter | undefined) {
  const { brandKey, scope, degrees, campusNames, counts, report, fail, plannedNew } = state;
  const dnis = [...new Set(batch.map((r) => r.data.dni))];
  const emails = [...new Set(batch.map((r) => r.data.email))];
  const [byDniRows, byEmailRows] = await Promise.all([
    repo.studentsByDni(db, brandKey, dnis),
    repo.accountsByEmail(db, emails),
  ]);
  const byDni = new Map(byDniRows.map((r) => [r.dni as string, r]));
  const byEmail = new Map(byEmailRows.map((r) => [r.email, r]));
  const matchedIds = new Set<number>();
  for (const r of byDniRows) matchedIds.add(r.id);
  for (const r of byEmailRows) if (r.role === 'student' && r.brand_key === brandKey) matchedIds.add(r.id);
  const studies = await repo.studiesOf(db, [...matchedIds]);
  const studyOf = new Map(studies.map((s) => [`${s.student_id}|${s.degree_id}`, s]));
  const toCreate: Parameters<PlanWriter['create']>[0] = [];
  const sample = (row: ValidRow) => ({
    linea: row.line,
    dni: row.data.dni,
    email: row.data.email,
    nombre: row.data.nombre,
    apellidos: row.data.apellidos,
    titulacion: row.data.titulacion,
  });

  for (const row of batch) {
    const { data } = row;
    const degree = degrees.get(data.titulacion)!;
    const campusName = campusNames.get(row.campusId) ?? null;
    const dniMatch = byDni.get(data.dni);
    const emailOwner = byEmail.get(data.email);
    if (plannedNew.has(data.dni)) {
      counts.create++;
      if (report.muestraCrear.length < SAMPLE) report.muestraCrear.push(sample(row));
      toCreate.push({
        row,
        degreeName: degree.name_es,
        campusName,
        kind: degree.level === 'master' ? 'master' : 'grado',
      });
      continue;
    }
    let student:
      | { id: number; email: string; nombre: string; apellidos: string; dni: string | null; campus_id: number | null }
      | undefined;
    if (dniMatch) {
      if (emailOwner && emailOwner.id !== dniMatch.id) {
        fail(row.line, data.dni, data.email, ['emailEnUso']);
        continue;
      }
      student = dniMatch;
    } else if (emailOwner) {
      const sameBrandStudent =
        emailOwner.role === 'student' && emailOwner.brand_key === brandKey && emailOwner.status !== 'deregistered';
      if (!sameBrandStudent) {
        fail(row.line, data.dni, data.email, ['emailEnUso']);
        continue;
      }
      if (emailOwner.dni && emailOwner.dni !== data.dni) {
        fail(row.line, data.dni, data.email, ['dniEnUso']);
        continue;
      }
      student = emailOwner;
    }
    if (!student) {
      plannedNew.add(data.dni);
      counts.create++;
      if (report.muestraCrear.length < SAMPLE) report.muestraCrear.push(sample(row));
      toCreate.push({
        row,
        degreeName: degree.name_es,
        campusName,
        kind: degree.level === 'master' ? 'master' : 'grado',
      });
      continue;
    }
    if (scope.length && (student.campus_id === null || !scope.includes(student.campus_id))) {
      fail(row.line, data.dni, data.email, ['fueraDeSede']);
      continue;
    }
    const personChanged =
      row.first &&
      (student.email !== data.email ||
        student.nombre !== data.nombre ||
        student.apellidos !== data.apellidos ||
        student.dni !== data.dni ||
        student.campus_id !== row.campusId);
    const study = studyOf.get(`${student.id}|${data.titulacion}`);
    const course = data.curso ?? null;
    const studyChanged = study
      ? (data.curso !== undefined && study.curso !== course) || study.campus_id !== row.campusId
      : true;
    if (!personChanged && !studyChanged) {
      counts.unchanged++;
      continue;
    }
    counts.update++;
    if (report.muestraActualizar.length < SAMPLE) report.muestraActualizar.push(sample(row));
    if (!writer) continue;
    if (personChanged) await writer.updatePerson(student.id, row);
    if (!study) await writer.addStudy(student.id, row, degree.name_es, campusName);
    else if (studyChanged) await writer.updateStudy(study.id, row);
  }
  if (writer && toCreate.length) await writer.create(toCreate);
}
