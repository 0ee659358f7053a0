import type { TBrand } from '@portal/contracts/brand';
import { academicCourse } from '@portal/contracts/company-internships/company-internships.schemas';
import {
  EDUCATION_REQUESTS_PER_COURSE,
  type TEducationRequest,
  type TEducationRequestEditBody,
} from '@portal/contracts/education-requests/education-requests.schemas';
import { nowIso } from '../../db/schema-helpers';
import type { RequestState } from '../../db/tables/internships';
import { recordCompanyAudit } from '../company/company-audit';
import { AppError, notFound } from '../../platform/app-error';
import type { Db } from '../../platform/db';
import * as repo from './education-requests.repository';
import { Status } from '@portal/contracts/status-names';

/**
 * Education-internship requests (SPEC §2 /solicitudes-practicas-educacion, §4 accepted or rejected
 * by the company, §6 only for companies with the education menu, §8 81).
 */

export interface EducationScope {
  companyId: number;
  brand: TBrand;
  /** The acting contact and the request id and IP of the audit rows (issue #14 part 6). */
  userId: number;
  origin?: { requestId: string; ip: string };
}

/** The audit row of the company's change to one of its education requests (object type as the office's sheets). */
function audit(
  trx: Db,
  scope: EducationScope,
  change: { action: string; id: number; from: string; to: string; reason?: string | null },
) {
  return recordCompanyAudit(
    trx,
    { userId: scope.userId, brandKey: scope.brand.key, origin: scope.origin },
    {
      action: change.action,
      objectType: 'education_request',
      objectId: change.id,
      from: change.from,
      to: change.to,
      reason: change.reason,
    },
  );
}

const OPEN: RequestState[] = ['borrador', 'pendiente'];

function toRequest(row: repo.EducationRequestListRow): TEducationRequest {
  return {
    idSolicitud: row.id,
    estado: row.estado,
    curso: row.curso,
    titulo: row.titulo,
    descripcion: row.descripcion,
    plazas: row.plazas,
    fechaInicio: row.fecha_inicio,
    fechaFin: row.fecha_fin,
    centroEducativo: row.school_id !== null && row.school_name ? { id: row.school_id, nombre: row.school_name } : null,
    motivoRechazo: row.motivo_rechazo,
    fechaSolicitud: row.created_at,
    editable: OPEN.includes(row.estado),
  };
}

/**
 * tieneMenuSolicitudesPracticasEducacion: the brand offers the menu (flag
 * hasSolicitudesPracticasEducacion) and the company has it, or has any such request (SPEC §2
 * Menus: 'only if any exist').
 */
export async function hasMenu(db: Db, scope: EducationScope): Promise<boolean> {
  if (!scope.brand.flags.hasSolicitudesPracticasEducacion) return false;
  const company = await repo.findCompanyMenu(db, scope.companyId);
  if (company && Number(company.has_education_menu) === 1) return true;
  return repo.hasAnyRequest(db, scope.companyId);
}

/** Every call below needs the menu (48 without it). */
async function requireMenu(db: Db, scope: EducationScope): Promise<void> {
  if (!(await hasMenu(db, scope))) throw new AppError(Status.ActionNotAllowed);
}

/** One request of mine: another company's answers 404 first, whatever its menu (DESIGN convention 5). */
async function ownRequest(db: Db, scope: EducationScope, id: number) {
  const row = await repo.findRequest(db, scope.companyId, id);
  if (!row) throw notFound();
  await requireMenu(db, scope);
  return row;
}

export async function listRequests(db: Db, scope: EducationScope): Promise<TEducationRequest[]> {
  await requireMenu(db, scope);
  return (await repo.listRequests(db, scope.companyId)).map(toRequest);
}

export async function getRequest(db: Db, scope: EducationScope, id: number): Promise<TEducationRequest> {
  return toRequest(await ownRequest(db, scope, id));
}

/** editaSolicitudPracticasEducacion (/{id}/editar, notice 532): while pending only (48). */
export async function editRequest(
  db: Db,
  scope: EducationScope,
  body: TEducationRequestEditBody,
): Promise<TEducationRequest> {
  const row = await ownRequest(db, scope, body.idSolicitud);
  await db.transaction().execute(async (trx) => {
    const moved = await repo.updateRequest(trx, scope.companyId, body.idSolicitud, OPEN, {
      plazas: body.plazas,
      fecha_inicio: body.fechaInicio,
      fecha_fin: body.fechaFin,
      descripcion: body.descripcion ?? null,
      updated_at: nowIso(),
    });
    if (!moved) throw new AppError(Status.ActionNotAllowed);
    await audit(trx, scope, { action: 'request.edit', id: body.idSolicitud, from: row.estado, to: row.estado });
  });
  return getRequest(db, scope, body.idSolicitud);
}

/** numeroSolicitudPracticasEducacionDisponibles: accepted requests left this course (81 at the limit). */
export async function available(db: Db, scope: EducationScope, course: string = academicCourse()) {
  const aceptadas = await repo.countAccepted(db, scope.companyId, course);
  const disponibles = Math.max(0, EDUCATION_REQUESTS_PER_COURSE - aceptadas);
  if (disponibles === 0)
    throw new AppError(Status.RequestLimitReached, {
      datos: { curso: course, maximo: EDUCATION_REQUESTS_PER_COURSE, aceptadas, disponibles },
    });
  return { curso: course, maximo: EDUCATION_REQUESTS_PER_COURSE, aceptadas, disponibles };
}

/** aceptarSolicitudPracticasEducacion (notice 531): a pending one of mine, within the course limit (81). */
export async function acceptRequest(db: Db, scope: EducationScope, id: number): Promise<TEducationRequest> {
  const row = await ownRequest(db, scope, id);
  if (row.estado !== 'pendiente') throw new AppError(Status.ActionNotAllowed);
  const course = row.curso ?? academicCourse();
  await db.transaction().execute(async (trx) => {
    // Serialises concurrent acceptances of one company on PostgreSQL (SQLite has one writer).
    await repo.lockCompanyRow(trx, scope.companyId);
    if ((await repo.countAccepted(trx, scope.companyId, course)) >= EDUCATION_REQUESTS_PER_COURSE)
      throw new AppError(Status.RequestLimitReached);
    const moved = await repo.updateRequest(trx, scope.companyId, id, ['pendiente'], {
      estado: 'aceptada',
      curso: course,
      updated_at: nowIso(),
    });
    if (!moved) throw new AppError(Status.ActionNotAllowed);
    await audit(trx, scope, { action: 'request.accept', id, from: 'pendiente', to: 'aceptada' });
  });
  return getRequest(db, scope, id);
}

/** rechazarSolicitudPracticasEducacion (notice 530): a pending one of mine, with a reason. */
export async function rejectRequest(
  db: Db,
  scope: EducationScope,
  id: number,
  motivo: string,
): Promise<TEducationRequest> {
  await ownRequest(db, scope, id);
  await db.transaction().execute(async (trx) => {
    const moved = await repo.updateRequest(trx, scope.companyId, id, ['pendiente'], {
      estado: 'rechazada',
      motivo_rechazo: motivo,
      updated_at: nowIso(),
    });
    if (!moved) throw new AppError(Status.ActionNotAllowed);
    await audit(trx, scope, { action: 'request.reject', id, from: 'pendiente', to: 'rechazada', reason: motivo });
  });
  return getRequest(db, scope, id);
}
