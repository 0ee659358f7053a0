import type { TImportReport } from '@portal/contracts/office/students.schemas';
import { now } from '../../../platform/clock';
import type { Db } from '../../../platform/db';
import type {
  EmailChangeKind,
  FailRow,
  MatchedStudent,
  PlanCounts,
  PlanWriter,
  ValidRow,
} from './student-import-types';
import * as repo from './student-import.repository';

/**
 * One batch of an import's rows against the database (docs/office-students-import.md): matched by
 * DNI, then e-mail (a login is unique across the portal), then classified create / update /
 * unchanged and, with a writer, written. Two rules of ADR 0033:
 * - a scoped gestor learns nothing of accounts outside their campuses: whatever the row collides
 *   with that they may not see (another campus's student, a company, staff, another brand) is the
 *   one reason `noPermitido`;
 * - the login of an account its student owns (signed in once, or chose a password) is not changed
 *   by the import: the new address is confirmed by the student first ('confirmacion').
 */
const SAMPLE = 20;

type Degree = Awaited<ReturnType<typeof repo.degrees>>[number];

export interface PlanState {
  brandKey: string;
  scope: number[];
  degrees: Map<number, Degree>;
  campusNames: Map<number, string>;
  counts: PlanCounts;
  report: TImportReport;
  fail: FailRow;
  plannedNew: Set<string>;
}

type Account = Awaited<ReturnType<typeof repo.accountsByEmail>>[number];

function matched(row: Awaited<ReturnType<typeof repo.studentsByDni>>[number] | Account): MatchedStudent {
  return {
    id: row.id,
    email: row.email,
    nombre: row.nombre,
    apellidos: row.apellidos,
    dni: row.dni,
    campus_id: row.campus_id,
    apellido1: row.apellido1,
    apellido2: row.apellido2,
    tipo_documento_id: row.tipo_documento_id,
    preferred_language: row.preferred_language,
    owned: row.password_hash !== null || row.first_access_at !== null || row.last_login_at !== null,
  };
}

export async function classify(db: Db, state: PlanState, batch: ValidRow[], writer: PlanWriter | undefined) {
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
  const [studies, pending] = await Promise.all([
    repo.studiesOf(db, [...matchedIds]),
    repo.pendingEmailChanges(db, [...matchedIds], now().toISOString()),
  ]);
  const studyOf = new Map(studies.map((s) => [`${s.student_id}|${s.degree_id}`, s]));
  const pendingOf = new Set(pending.map((p) => `${p.user_id}|${p.new_email}`));
  const inScope = (campusId: number | null) => !scope.length || (campusId !== null && scope.includes(campusId));
  // A student of the brand the actor may see: a scoped gestor sees their campuses' only.
  const visibleStudent = (a: Account) =>
    a.role === 'student' && a.brand_key === brandKey && a.status !== 'deregistered' && inScope(a.campus_id);
  const toCreate: Parameters<PlanWriter['create']>[0] = [];
  const sample = (row: ValidRow, cambioEmail: EmailChangeKind | null) => ({
    linea: row.line,
    dni: row.data.dni,
    email: row.data.email,
    nombre: row.data.nombre,
    apellidos: row.data.apellidos,
    titulacion: row.data.titulacion,
    cambioEmail,
  });
  const planCreate = (row: ValidRow) => {
    const degree = degrees.get(row.data.titulacion)!;
    counts.create++;
    if (report.muestraCrear.length < SAMPLE) report.muestraCrear.push(sample(row, null));
    toCreate.push({
      row,
      degreeName: degree.name_es,
      campusName: campusNames.get(row.campusId) ?? null,
      kind: degree.level === 'master' ? 'master' : 'grado',
    });
  };

  for (const row of batch) {
    const { data } = row;
    const degree = degrees.get(data.titulacion)!;
    const campusName = campusNames.get(row.campusId) ?? null;
    const dniMatch = byDni.get(data.dni);
    const emailOwner = byEmail.get(data.email);
    if (plannedNew.has(data.dni)) {
      planCreate(row);
      continue;
    }
    let found: MatchedStudent | undefined;
    if (dniMatch) {
      if (!inScope(dniMatch.campus_id)) {
        fail(row.line, data.dni, data.email, ['noPermitido']);
        continue;
      }
      if (emailOwner && emailOwner.id !== dniMatch.id) {
        fail(row.line, data.dni, data.email, [
          scope.length && !visibleStudent(emailOwner) ? 'noPermitido' : 'emailEnUso',
        ]);
        continue;
      }
      found = matched(dniMatch);
    } else if (emailOwner) {
      const sameBrandStudent =
        emailOwner.role === 'student' && emailOwner.brand_key === brandKey && emailOwner.status !== 'deregistered';
      if (!sameBrandStudent || !inScope(emailOwner.campus_id)) {
        fail(row.line, data.dni, data.email, [scope.length ? 'noPermitido' : 'emailEnUso']);
        continue;
      }
      if (emailOwner.dni && emailOwner.dni !== data.dni) {
        fail(row.line, data.dni, data.email, ['dniEnUso']);
        continue;
      }
      found = matched(emailOwner);
    }
    if (!found) {
      plannedNew.add(data.dni);
      planCreate(row);
      continue;
    }
    const student = found;
    const emailChanged = student.email !== data.email && !pendingOf.has(`${student.id}|${data.email}`);
    const emailChange: EmailChangeKind | null =
      row.first && emailChanged ? (student.owned ? 'confirmacion' : 'directo') : null;
    const surnamesChanged =
      student.apellidos !== data.apellidos || (student.apellido1 === null && row.surnames.primer !== '');
    const personChanged =
      row.first &&
      (emailChange !== null ||
        student.nombre !== data.nombre ||
        surnamesChanged ||
        student.tipo_documento_id === null ||
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
    if (emailChange === 'confirmacion') counts.emailsToConfirm++;
    if (report.muestraActualizar.length < SAMPLE) report.muestraActualizar.push(sample(row, emailChange));
    if (!writer) continue;
    if (personChanged) await writer.updatePerson(student, row, emailChange);
    if (!study) await writer.addStudy(student.id, row, degree.name_es, campusName);
    else if (studyChanged) await writer.updateStudy(study.id, row);
  }
  if (writer && toCreate.length) await writer.create(toCreate);
}
