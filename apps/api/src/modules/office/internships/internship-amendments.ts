import type { TBrand } from '@portal/contracts/brand';
import { isClosedInternship } from '@portal/contracts/internships/internship-states';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import { today } from '../../../platform/clock';
import type { Db } from '../../../platform/db';
import type { OfficeActor } from '../office-access.service';
import { redate } from './internship-dates';
import { tellAboutInternship } from './internship-mail';
import { checkInternship, diffOf, recordWarnings, type InternshipsDeps } from './internships.service';
import * as repo from './internships.repository';

/**
 * Issue #15 'Internships': an accepted change request (the company's /solicitar-cambio-practicas)
 * updates its internship and keeps the earlier values as an amendment (what changed, from when,
 * who approved it), inside the transaction of the office's decision (requests.service). The
 * changed internship goes through the same rules as any change; a 'baja' cancels it.
 */
interface ChangeData {
  fechaInicio?: string;
  fechaFin?: string;
  horasSemana?: number;
  horasDia?: number;
  horario?: string;
  idTutor?: number;
}

function parse(datos: string): ChangeData {
  try {
    const value = JSON.parse(datos) as unknown;
    return value && typeof value === 'object' ? (value as ChangeData) : {};
  } catch {
    return {};
  }
}

export async function applyChangeRequest(
  trx: Db,
  deps: Pick<InternshipsDeps, 'config' | 'log' | 'mailTemplates'>,
  req: { brand: Pick<TBrand, 'key' | 'name' | 'office' | 'timeZone'>; requestId: string; ip: string; baseUrl: string },
  actor: OfficeActor,
  changeRequestId: number,
  confirmed: boolean,
): Promise<void> {
  const cr = await repo.changeRequest(trx, changeRequestId);
  if (!cr || cr.internship_id === null) return;
  const before = await repo.lockInternship(trx, cr.internship_id);
  if (!before) return;
  if (isClosedInternship(before.estado)) throw new AppError(Status.InternshipClosed);
  const now = new Date().toISOString();
  const day = today(req.brand);
  const d = parse(cr.datos);
  let changes: Record<string, [string | number | null, string | number | null]>;
  let warnings: number[] = [];
  if (cr.accion === 'baja') {
    changes = { estado: [before.estado, 'cancelada'] };
    await repo.updateInternship(trx, before.id, { estado: 'cancelada', updated_at: now });
  } else {
    const columns = {
      student_id: before.student_id,
      company_id: before.company_id,
      work_centre_id: before.work_centre_id,
      tutor_empresa_contact_id: d.idTutor ?? before.tutor_empresa_contact_id,
      academic_tutor_user_id: before.academic_tutor_user_id,
      agreement_id: before.agreement_id,
      programme_id: before.programme_id,
      titulo: before.titulo,
      tipo: before.tipo,
      fecha_inicio: d.fechaInicio ?? before.fecha_inicio,
      fecha_fin: d.fechaFin ?? before.fecha_fin,
      horas_dia: Number(d.horasDia ?? before.horas_dia ?? 0),
      horas_semana: Number(d.horasSemana ?? before.horas_semana ?? 0),
      ayuda_estudio: before.ayuda_estudio,
      tareas: before.tareas,
      objetivos: before.objetivos,
    };
    const checked = await checkInternship(trx, actor, req.brand, columns, before.id, confirmed);
    warnings = checked.warnings;
    // The agreement stays as it was: a change request does not pick one.
    const after = columns;
    changes = diffOf(before as unknown as Record<string, unknown>, after);
    if (d.horario !== undefined && d.horario !== before.horario) changes.horario = [before.horario, d.horario];
    const tutor = d.idTutor ? await repo.contactOf(trx, d.idTutor, before.company_id) : null;
    await repo.updateInternship(trx, before.id, {
      ...after,
      ...(d.horario !== undefined ? { horario: d.horario } : {}),
      ...(tutor
        ? {
            tutor_empresa_nombre: tutor.nombre,
            tutor_empresa_apellidos: tutor.apellidos,
            tutor_empresa_email: tutor.email,
            tutor_empresa_telefono: tutor.telefono1,
          }
        : {}),
      updated_at: now,
    });
  }
  await repo.insertAmendment(trx, {
    internship_id: before.id,
    change_request_id: changeRequestId,
    cambios: JSON.stringify(changes),
    fecha_efecto: day,
    approved_by_user_id: actor.userId,
    created_at: now,
  });
  await recordAudit(trx, {
    brandKey: actor.brandKey,
    actorUserId: actor.userId,
    actorRole: 'staff',
    action: 'internship.amend',
    objectType: 'internship',
    objectId: before.id,
    fromState: before.estado,
    toState: cr.accion === 'baja' ? 'cancelada' : before.estado,
    reason: `#${changeRequestId}: ${Object.keys(changes).join(', ')}`,
    requestId: req.requestId,
    ip: req.ip,
  });
  await recordWarnings(trx, actor, req, before.id, warnings);
  // The company hears of the decision from the requests queue; the student of the change.
  await tellAboutInternship(trx, deps, req, before.id, 'change', Object.keys(changes), { student: true });
  if (cr.accion !== 'baja') await redate(trx, deps, req, actor, before.id, day);
}
