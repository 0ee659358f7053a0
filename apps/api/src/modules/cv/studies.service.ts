import type { TBrand } from '@portal/contracts/brand';
import { DOCUMENT_TYPE_DEGREE_COPY } from '@portal/contracts/cv/cv-documents.schemas';
import {
  STUDY_BASE_REQUIRED,
  type TEditStudyBody,
  type TStudyBody,
  type TUniversityStudyBody,
} from '@portal/contracts/cv/cv-studies.schemas';
import type { Updateable } from 'kysely';
import { nowIso } from '../../db/schema-helpers';
import type { StudentStudyRow } from '../../db/tables/people';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db';
import { requireStudent } from './cv-read.service';
import * as repo from './cv.repository';
import { checkReferences, isRequired, isWritable, missingFields } from './field-rules';
import { Status } from '@portal/contracts/status-names';

/**
 * Studies of the CV (SPEC §7 Student 'Studies'). Studies elsewhere are the student's to add, edit
 * and delete; degrees of this university are added with addEstudioUniversidad and withdrawn with
 * bajaEstudioUniversidad (the office manages them: editEstudio/delEstudio answer 48). Codes: 26
 * another student's study (404), 27 start after end, 41 unknown degree, 8 degree already in the
 * CV, 57 the last current degree of this university, 62 the last study.
 */

/** Body field -> column, with the brand rule name (`fields.academic`). */
const STUDY_COLUMNS = {
  titulo: 'titulo',
  centro: 'centro',
  nota: 'nota',
  fechaInicio: 'fecha_inicio',
  fechaFin: 'fecha_fin',
  finalizado: 'finished',
  idTipoFormacion: 'tipo_formacion_id',
  idNivel: 'nivel_id',
  idAmbito: 'ambito_id',
  idEspecialidad: 'especialidad_id',
  idPais: 'country_id',
  curso: 'curso',
} as const satisfies Record<string, keyof StudentStudyRow>;
type StudyField = keyof typeof STUDY_COLUMNS;

function checkDates(start: string | null | undefined, end: string | null | undefined): void {
  // SPEC §8 27: the start date must precede the end date.
  if (start && end && start > end) throw new AppError(Status.WrongDates);
}

/** The columns an external study's body writes under the brand's academic rules (15 when required and missing). */
function studyColumns(brand: TBrand, body: TStudyBody): Updateable<StudentStudyRow> {
  const fields = (Object.keys(STUDY_COLUMNS) as StudyField[]).filter((f) => isWritable(brand, 'academic', f));
  const missing = fields.filter(
    (f) => isRequired(brand, 'academic', f, STUDY_BASE_REQUIRED) && f !== 'finalizado' && body[f] === undefined,
  );
  if (missing.length > 0) throw missingFields(missing);
  checkDates(body.fechaInicio, body.fechaFin);
  const out: Record<string, unknown> = {};
  for (const f of fields) out[STUDY_COLUMNS[f]] = f === 'finalizado' ? (body.finalizado ? 1 : 0) : (body[f] ?? null);
  return out as Updateable<StudentStudyRow>;
}

async function checkStudyRefs(db: Db, body: TStudyBody): Promise<void> {
  await checkReferences(db, [
    {
      field: 'idTipoFormacion',
      ref: { list: 'tiposFormacionAcademica' },
      ids: body.idTipoFormacion ? [body.idTipoFormacion] : [],
    },
    { field: 'idNivel', ref: { list: 'nivelesTitulacion' }, ids: body.idNivel ? [body.idNivel] : [] },
    { field: 'idPais', ref: { table: 'countries' }, ids: body.idPais ? [body.idPais] : [] },
  ]);
}

async function ownStudy(db: Db, userId: number, id: number) {
  const row = await repo.study(db, userId, id);
  // Another student's study, or none: 404 without saying which.
  if (!row) throw new AppError(Status.NoStudies);
  return row;
}

/**
 * addEstudio: a study elsewhere. A finished study asks for a copy of the degree among the private
 * documents (notice 537) until the student has uploaded one.
 */
export async function addStudy(
  db: Db,
  brand: TBrand,
  userId: number,
  body: TStudyBody,
): Promise<{ id: number; aviso?: number }> {
  await requireStudent(db, userId);
  const columns = studyColumns(brand, body);
  await checkStudyRefs(db, body);
  const id = await repo.insertStudy(db, {
    ...columns,
    titulo: columns.titulo ?? '',
    student_id: userId,
    from_university: 0,
    created_at: nowIso(),
  });
  if (!body.finalizado) return { id };
  const hasCopy = await repo.hasPrivateDocumentOfType(db, userId, DOCUMENT_TYPE_DEGREE_COPY);
  return hasCopy ? { id } : { id, aviso: 537 };
}

/** addEstudioUniversidad: a degree of the reference list (41 when unknown, 8 when already current). */
export async function addUniversityStudy(
  db: Db,
  brand: TBrand,
  userId: number,
  body: TUniversityStudyBody,
): Promise<{ id: number }> {
  await requireStudent(db, userId);
  const degree = await repo.degree(db, body.idTitulacion);
  if (!degree) throw new AppError(Status.DegreeNotFound);
  const current = await repo.currentDegrees(db, userId);
  if (current.some((c) => c.degree_id === degree.id)) throw new AppError(Status.AlreadyRegistered);
  if (isWritable(brand, 'academic', 'nota') && isRequired(brand, 'academic', 'nota', []) && body.nota === undefined)
    throw missingFields(['nota']);
  await checkReferences(db, [{ field: 'idSede', ref: { table: 'campuses' }, ids: [body.idSede] }]);
  const id = await repo.insertStudy(db, {
    student_id: userId,
    degree_id: degree.id,
    from_university: 1,
    titulo: degree.name_es,
    centro: null,
    nota: isWritable(brand, 'academic', 'nota') ? (body.nota ?? null) : null,
    fecha_inicio: body.fechaInicio ?? null,
    fecha_fin: null,
    finished: 0,
    nivel_id: degree.level === 'master' ? 2 : degree.level === 'doctorado' ? 3 : degree.level === 'ciclo' ? 4 : 1,
    campus_id: body.idSede,
    country_id: 1,
    curso: body.curso ?? null,
    created_at: nowIso(),
  });
  return { id };
}

export async function editStudy(db: Db, brand: TBrand, userId: number, body: TEditStudyBody): Promise<void> {
  const row = await ownStudy(db, userId, body.id);
  if (row.from_university) throw new AppError(Status.ActionNotAllowed);
  const columns = studyColumns(brand, body);
  await checkStudyRefs(db, body);
  await repo.updateStudy(db, userId, row.id, columns);
}

/** Studies that still count: not withdrawn. */
const active = (rows: Array<{ baja: number }>) => rows.filter((r) => !r.baja);

export async function deleteStudy(db: Db, userId: number, id: number): Promise<void> {
  const row = await ownStudy(db, userId, id);
  if (row.from_university) throw new AppError(Status.ActionNotAllowed);
  await db.transaction().execute(async (trx) => {
    const all = active(await repo.studies(trx, userId));
    // SPEC §8 62: the CV keeps at least one study.
    if (all.length <= 1) throw new AppError(Status.CannotRemoveAllStudies);
    await repo.deleteStudy(trx, userId, row.id);
  });
}

export async function withdrawUniversityStudy(db: Db, userId: number, id: number): Promise<void> {
  const row = await ownStudy(db, userId, id);
  if (!row.from_university || row.baja) throw new AppError(Status.ActionNotAllowed);
  await db.transaction().execute(async (trx) => {
    const current = await repo.currentDegrees(trx, userId);
    // SPEC §8 57: a student keeps at least one current qualification of this university.
    if (current.length <= 1 && current.some((c) => c.id === row.id)) throw new AppError(Status.AddADegree);
    if (active(await repo.studies(trx, userId)).length <= 1) throw new AppError(Status.CannotRemoveAllStudies);
    await repo.updateStudy(trx, userId, row.id, { baja: 1 });
  });
}
