import type {
  TCompanyPracticeRequestBody,
  TPracticeRequest,
  TStudentPracticeRequestBody,
} from '@portal/contracts/practice-requests/practice-requests.schemas';
import { nowIso } from '../../db/schema-helpers';
import type { RequestState } from '../../db/tables/internships';
import { recordStudentAudit } from '../applications/student-audit';
import { recordCompanyAudit } from '../company/company-audit';
import { AppError, notFound } from '../../platform/app-error';
import type { Db } from '../../platform/db';
import { assertPracticeManagement } from '../company/practice-management';
import * as repo from './practice-requests.repository';
import { Status } from '@portal/contracts/status-names';

/**
 * Practice requests (SPEC §4 Practice request: new, or an update when it has an
 * idSolicitudPractica). A company asks for an internship (optionally naming the student by DNI);
 * a student may ask on behalf of a company by its CIF, and that company accepts or rejects it.
 */

export interface RequestScope {
  companyId: number;
  userId: number;
  lang: 'es' | 'ca';
  brandKey: string;
  /** The request id and IP of the audit rows (issue #14 part 6). */
  origin?: { requestId: string; ip: string };
}

/** The audit object type of practice requests: the office's request sheets read the same one. */
const OBJECT_TYPE = 'practice_request';

/** A request can be changed or decided only while nobody has decided on it. */
const OPEN: RequestState[] = ['borrador', 'pendiente'];

function invalid(campo: string): AppError {
  return new AppError(Status.RequiredDataMissing, { datos: { campos: [{ campo, error: 'malformed' }] } });
}

function toRequest(row: repo.RequestRow, lang: 'es' | 'ca'): TPracticeRequest {
  return {
    idSolicitudPractica: row.id,
    estado: row.estado,
    titulo: row.titulo,
    tareas: row.tareas,
    fechaInicio: row.fecha_inicio,
    fechaFin: row.fecha_fin,
    horasDia: row.horas_dia,
    horasSemana: row.horas_semana,
    horasTotales: row.horas_totales,
    ayudaEstudio: row.ayuda_estudio,
    dedicacion: row.dedicacion,
    meses: row.meses,
    idPrograma: row.programme_id,
    programa: (lang === 'ca' ? row.programme_ca : row.programme_es) ?? null,
    idCentro: row.work_centre_id,
    centro: row.centre_name ?? null,
    idTitulacion: row.degree_id,
    titulacion: (lang === 'ca' ? row.degree_ca : row.degree_es) ?? null,
    dniAlumno: row.dni_alumno,
    alumno: row.alumno_nombre ? { nombre: row.alumno_nombre, apellidos: row.alumno_apellidos ?? '' } : null,
    tutor: {
      idContacto: row.tutor_empresa_contact_id,
      nombre: row.tutor_empresa_nombre,
      email: row.tutor_empresa_email,
    },
    solicitadaPorAlumno: row.student_id !== null && row.requested_by_user_id === row.student_id,
    fechaSolicitud: row.created_at,
  };
}

type CommonBody = Omit<TCompanyPracticeRequestBody, 'dniAlumno'>;

/** Columns of the form, after checking every referenced id (15 for an unknown or foreign one). */
async function columnsOf(db: Db, companyId: number | null, body: CommonBody) {
  if (body.idPrograma && !(await repo.programmeExists(db, body.idPrograma))) throw invalid('idPrograma');
  if (body.idTitulacion && !(await repo.degreeExists(db, body.idTitulacion))) throw invalid('idTitulacion');
  if (body.idCentro && (companyId === null || !(await repo.findCentre(db, companyId, body.idCentro))))
    throw invalid('idCentro');
  const tutor = body.idTutor
    ? companyId === null
      ? undefined
      : await repo.findContact(db, companyId, body.idTutor)
    : null;
  if (tutor === undefined) throw invalid('idTutor');
  return {
    titulo: body.titulo,
    tareas: body.tareas ?? null,
    fecha_inicio: body.fechaInicio,
    fecha_fin: body.fechaFin,
    horas_dia: body.horasDia,
    horas_semana: body.horasSemana,
    horas_totales: body.horasTotales,
    ayuda_estudio: body.ayudaEstudio,
    dedicacion: body.dedicacion ?? null,
    meses: body.meses ?? null,
    programme_id: body.idPrograma ?? null,
    work_centre_id: body.idCentro ?? null,
    degree_id: body.idTitulacion ?? null,
    tutor_empresa_contact_id: tutor ? tutor.id : null,
    tutor_empresa_nombre: tutor ? `${tutor.nombre} ${tutor.apellidos}` : (body.tutorNombre ?? null),
    tutor_empresa_email: tutor ? tutor.email : (body.tutorEmail ?? null),
  };
}

export async function listForCompany(db: Db, scope: RequestScope): Promise<TPracticeRequest[]> {
  return (await repo.listForCompany(db, scope.companyId)).map((r) => toRequest(r, scope.lang));
}

export async function getForCompany(db: Db, scope: RequestScope, id: number): Promise<TPracticeRequest> {
  const row = await repo.findForCompany(db, scope.companyId, id);
  if (!row) throw notFound();
  return toRequest(row, scope.lang);
}

/** /api/Empresa/solicitudPractica: a new request (510) or an update of an open one of mine (532). */
export async function saveCompanyRequest(
  db: Db,
  scope: RequestScope,
  body: TCompanyPracticeRequestBody,
): Promise<{ request: TPracticeRequest; updated: boolean }> {
  const existing = body.idSolicitudPractica
    ? await repo.findForCompany(db, scope.companyId, body.idSolicitudPractica)
    : undefined;
  if (body.idSolicitudPractica && !existing) throw notFound();
  // SPEC §6: an IBAN (72) and an agreement in force (115) first; issue #12 item 23.
  const company = await repo.findCompanyIban(db, scope.companyId);
  if (!company) throw notFound();
  await assertPracticeManagement(db, company, { code: 72 });
  const columns = await columnsOf(db, scope.companyId, body);
  const student = body.dniAlumno ? await repo.findStudentByDni(db, body.dniAlumno) : undefined;
  const fields = { ...columns, dni_alumno: body.dniAlumno ?? null, student_id: student?.user_id ?? null };
  const now = nowIso();
  if (existing) {
    await db.transaction().execute(async (trx) => {
      if (!(await repo.updateRequest(trx, existing.id, OPEN, { ...fields, updated_at: now })))
        throw new AppError(Status.ActionNotAllowed);
      await recordCompanyAudit(trx, scope, {
        action: 'request.edit',
        objectType: OBJECT_TYPE,
        objectId: existing.id,
        from: existing.estado,
        to: existing.estado,
      });
    });
    return { request: await getForCompany(db, scope, existing.id), updated: true };
  }
  const id = await db.transaction().execute(async (trx) => {
    const created = await repo.insertRequest(trx, {
      ...fields,
      company_id: scope.companyId,
      requested_by_user_id: scope.userId,
      estado: 'pendiente',
      datos: '{}',
      created_at: now,
    });
    await recordCompanyAudit(trx, scope, {
      action: 'request.create',
      objectType: OBJECT_TYPE,
      objectId: created,
      from: null,
      to: 'pendiente',
    });
    return created;
  });
  return { request: await getForCompany(db, scope, id), updated: false };
}

/**
 * /api/Alumno/solicitudPractica: a student asks for an internship at the company with that CIF
 * (kept with the company's name when it is not registered yet); an update of my own open one.
 */
export async function saveStudentRequest(
  db: Db,
  student: { userId: number; brandKey: string; lang: 'es' | 'ca'; origin?: { requestId: string; ip: string } },
  body: TStudentPracticeRequestBody,
): Promise<{ request: TPracticeRequest; updated: boolean }> {
  const company = await repo.findCompanyByCif(db, body.cif, student.brandKey);
  const columns = await columnsOf(db, company?.id ?? null, body);
  const fields = {
    ...columns,
    company_id: company?.id ?? null,
    datos: JSON.stringify({ cif: body.cif, nombreEmpresa: body.nombreEmpresa ?? null }),
  };
  const now = nowIso();
  const editing = body.idSolicitudPractica;
  const existing = editing ? await repo.findForStudent(db, student.userId, editing) : undefined;
  if (editing && !existing) throw notFound();
  const id = await db.transaction().execute(async (trx) => {
    if (existing) {
      if (!(await repo.updateRequest(trx, existing.id, OPEN, { ...fields, updated_at: now })))
        throw new AppError(Status.ActionNotAllowed);
      await recordStudentAudit(trx, student, {
        action: 'request.edit',
        objectType: OBJECT_TYPE,
        objectId: existing.id,
        from: existing.estado,
        to: existing.estado,
      });
      return existing.id;
    }
    const created = await repo.insertRequest(trx, {
      ...fields,
      student_id: student.userId,
      requested_by_user_id: student.userId,
      estado: 'pendiente',
      created_at: now,
    });
    // The student's proposal: the company it names (when registered) decides on it.
    await recordStudentAudit(trx, student, {
      action: 'request.create',
      objectType: OBJECT_TYPE,
      objectId: created,
      from: null,
      to: 'pendiente',
      reason: `CIF ${body.cif}`,
    });
    return created;
  });
  const row = await repo.findForStudent(db, student.userId, id);
  if (!row) throw notFound();
  return { request: toRequest(row, student.lang), updated: !!body.idSolicitudPractica };
}

/** aceptarSolicitudPractica (531) / rechazarSolicitudPractica (530): only an open request of mine (48 otherwise). */
export async function decide(
  db: Db,
  scope: RequestScope,
  id: number,
  decision: 'aceptada' | 'rechazada',
  motivo?: string,
): Promise<TPracticeRequest> {
  const row = await repo.findForCompany(db, scope.companyId, id);
  if (!row) throw notFound();
  let datos: Record<string, unknown> = {};
  try {
    datos = JSON.parse(row.datos) as Record<string, unknown>;
  } catch {
    datos = {};
  }
  if (motivo) datos.motivoRechazo = motivo;
  await db.transaction().execute(async (trx) => {
    const moved = await repo.updateRequest(trx, id, ['pendiente'], {
      estado: decision,
      datos: JSON.stringify(datos),
      updated_at: nowIso(),
    });
    if (!moved) throw new AppError(Status.ActionNotAllowed);
    await recordCompanyAudit(trx, scope, {
      action: decision === 'aceptada' ? 'request.accept' : 'request.reject',
      objectType: OBJECT_TYPE,
      objectId: id,
      from: 'pendiente',
      to: decision,
      reason: motivo ?? null,
    });
  });
  return getForCompany(db, scope, id);
}
