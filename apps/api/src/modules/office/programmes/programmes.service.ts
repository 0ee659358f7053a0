import type { TBrand } from '@portal/contracts/brand';
import { PROGRAMME_DEDICATION, PROGRAMME_MONTHS } from '@portal/contracts/limits';
import type {
  TOfficeAdhesion,
  TOfficeAdhesionQuery,
  TOfficeProgramme,
  TOfficeProgrammeBody,
} from '@portal/contracts/office/programmes.schemas';
import { Status } from '@portal/contracts/status-names';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import type { AuthUser } from '../../../platform/auth';
import { today as brandDay } from '../../../platform/clock';
import type { AppConfig } from '../../../platform/config';
import type { Db } from '../../../platform/db';
import { sendMail } from '../../../platform/mail';
import type { MailLang } from '../../../platform/mail-template-defaults';
import { paragraphs, renderMail, type MailTemplates } from '../../../platform/mail-templates';
import { requireOffice, type OfficeActor } from '../office-access.service';
import * as repo from './programmes.repository';
import { insertNotification } from '../../notifications/notifications.repository';

/**
 * Practice programmes in the office console (issue #15 'Content the office publishes'): the
 * brand's programmes (create, edit, close) and the adhesion requests of students and companies
 * (accept, refuse with a reason). Action 'content.manage'. The catalogue codes of SPEC §8 apply
 * where the adhesion rules do: 63 a programme not of this brand or closed, 65 a programme that
 * needs no adhesion, 58 a programme with adhesion whose dedication and months are not the SPEC §9
 * 80 % and 12 months, 91 a company adhesion naming a student who is not adhered and accepted.
 * Each decision is one transaction with its audit row, the notification and the mail.
 */
export interface ProgrammesDeps {
  db: Db;
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error' | 'warn'>;
  mailTemplates: MailTemplates;
}

export interface ProgrammesRequest {
  user: AuthUser;
  brand: TBrand;
  requestId: string;
  ip: string;
  lang: 'es' | 'ca';
}

const actorOf = (deps: ProgrammesDeps, req: ProgrammesRequest) =>
  requireOffice(deps.db, req.user, req.brand.key, 'content.manage');

const flag = (v: unknown) => Number(v) === 1;

function present(row: repo.ProgrammeRow): TOfficeProgramme {
  return {
    idPrograma: row.id,
    nombreEs: row.nombre_es,
    nombreCa: row.nombre_ca,
    descripcionEs: row.descripcion_es,
    descripcionCa: row.descripcion_ca,
    paraAlumnos: flag(row.para_alumnos),
    paraEmpresas: flag(row.para_empresas),
    requiereAdhesion: flag(row.requiere_adhesion),
    dedicacion: row.dedicacion,
    meses: row.meses,
    fechaInicio: row.fecha_inicio,
    fechaFin: row.fecha_fin,
    activo: flag(row.activo),
    adhesionesPendientes: Number(row.pendientes ?? 0),
  };
}

async function programmeOf(db: Db, actor: OfficeActor, id: number): Promise<repo.ProgrammeRow> {
  const row = await repo.findProgramme(db, actor.brandKey, id);
  if (!row) throw new AppError(Status.ProgrammeNotFound);
  return row;
}

/** SPEC §9 and §5: the form's rules beyond its schema. */
function valuesOf(body: TOfficeProgrammeBody): repo.ProgrammeValues {
  if (body.fechaInicio && body.fechaFin && body.fechaInicio > body.fechaFin) throw new AppError(Status.WrongDates);
  // SPEC §9: where a programme with adhesion fixes dedication and months, they are 80 % and 12.
  if (
    body.requiereAdhesion &&
    body.dedicacion !== null &&
    body.meses !== null &&
    (body.dedicacion !== PROGRAMME_DEDICATION || body.meses !== PROGRAMME_MONTHS)
  ) {
    throw new AppError(Status.ProgrammeDedication);
  }
  return {
    nombre_es: body.nombreEs,
    nombre_ca: body.nombreCa,
    descripcion_es: body.descripcionEs ?? null,
    descripcion_ca: body.descripcionCa ?? null,
    para_alumnos: body.paraAlumnos ? 1 : 0,
    para_empresas: body.paraEmpresas ? 1 : 0,
    requiere_adhesion: body.requiereAdhesion ? 1 : 0,
    dedicacion: body.dedicacion,
    meses: body.meses,
    fecha_inicio: body.fechaInicio ?? null,
    fecha_fin: body.fechaFin ?? null,
  };
}

export async function listProgrammes(deps: ProgrammesDeps, req: ProgrammesRequest): Promise<TOfficeProgramme[]> {
  const actor = await actorOf(deps, req);
  return (await repo.listProgrammes(deps.db, actor.brandKey)).map(present);
}

export async function programmeSheet(deps: ProgrammesDeps, req: ProgrammesRequest, id: number) {
  const actor = await actorOf(deps, req);
  return present(await programmeOf(deps.db, actor, id));
}

function audit(deps: ProgrammesDeps, db: Db, actor: OfficeActor, req: ProgrammesRequest) {
  return (e: {
    action: string;
    objectType: string;
    objectId: number;
    from?: string;
    to?: string;
    reason?: string | null;
  }) =>
    recordAudit(db, {
      brandKey: actor.brandKey,
      actorUserId: actor.userId,
      actorRole: 'staff',
      action: e.action,
      objectType: e.objectType,
      objectId: e.objectId,
      fromState: e.from ?? null,
      toState: e.to ?? null,
      reason: e.reason ?? null,
      requestId: req.requestId,
      ip: req.ip,
    });
}

export async function createProgramme(
  deps: ProgrammesDeps,
  req: ProgrammesRequest,
  body: TOfficeProgrammeBody,
): Promise<TOfficeProgramme> {
  const actor = await actorOf(deps, req);
  const values = valuesOf(body);
  const id = await deps.db.transaction().execute(async (trx) => {
    const created = await repo.insertProgramme(trx, actor.brandKey, values, new Date().toISOString());
    await audit(
      deps,
      trx,
      actor,
      req,
    )({ action: 'programme.create', objectType: 'programme', objectId: created, to: 'activo' });
    return created;
  });
  return present(await programmeOf(deps.db, actor, id));
}

export async function editProgramme(
  deps: ProgrammesDeps,
  req: ProgrammesRequest,
  id: number,
  body: TOfficeProgrammeBody,
): Promise<TOfficeProgramme> {
  const actor = await actorOf(deps, req);
  const values = valuesOf(body);
  await deps.db.transaction().execute(async (trx) => {
    const row = await programmeOf(trx, actor, id);
    if (!flag(row.activo) || !(await repo.updateProgramme(trx, id, values))) throw new AppError(Status.ProgrammeClosed);
    await audit(deps, trx, actor, req)({ action: 'programme.edit', objectType: 'programme', objectId: id });
  });
  return present(await programmeOf(deps.db, actor, id));
}

/** Closing: no longer listed to students and companies; its end date is today unless it ended before. */
export async function closeProgramme(deps: ProgrammesDeps, req: ProgrammesRequest, id: number) {
  const actor = await actorOf(deps, req);
  await deps.db.transaction().execute(async (trx) => {
    const row = await programmeOf(trx, actor, id);
    // The brand's day (DESIGN 'one clock'): closed at 00:46 on 8 December in Madrid ends on the 8th.
    const today = brandDay(req.brand);
    const end = row.fecha_fin && row.fecha_fin < today ? row.fecha_fin : today;
    if (!flag(row.activo) || !(await repo.closeProgramme(trx, id, end))) throw new AppError(Status.ProgrammeClosed);
    await audit(
      deps,
      trx,
      actor,
      req,
    )({
      action: 'programme.close',
      objectType: 'programme',
      objectId: id,
      from: 'activo',
      to: 'cerrado',
    });
  });
  return present(await programmeOf(deps.db, actor, id));
}

function presentAdhesion(row: repo.AdhesionRow, lang: MailLang): TOfficeAdhesion {
  const student = row.user_id !== null;
  return {
    idAdhesion: row.id,
    idPrograma: row.programme_id,
    programa: lang === 'ca' ? row.nombre_ca : row.nombre_es,
    tipo: student ? 'alumno' : 'empresa',
    solicitante: (student ? row.student_name?.trim() : row.company_name) || null,
    email: row.email,
    estado: row.estado,
    fecha: row.created_at,
    dedicacion: row.dedicacion ?? null,
    meses: row.meses ?? null,
    alumno: row.named_student?.trim() || null,
    decision: row.decided_at || row.decision_reason ? { fecha: row.decided_at, motivo: row.decision_reason } : null,
  };
}

/** A scoped gestor decides on a student's adhesion only when the student studies at one of their campuses. */
function inScope(actor: OfficeActor, row: repo.AdhesionRow): boolean {
  if (!actor.campusIds.length || row.user_id === null) return true;
  return row.campus_id !== null && actor.campusIds.includes(Number(row.campus_id));
}

async function adhesionOf(db: Db, actor: OfficeActor, id: number): Promise<repo.AdhesionRow> {
  const row = await repo.findAdhesion(db, actor.brandKey, id);
  if (!row) throw new AppError(Status.ProgrammeNotFound);
  if (!inScope(actor, row)) throw new AppError(Status.OutsideCampusScope);
  return row;
}

export async function listAdhesions(
  deps: ProgrammesDeps,
  req: ProgrammesRequest,
  query: TOfficeAdhesionQuery,
): Promise<TOfficeAdhesion[]> {
  const actor = await actorOf(deps, req);
  const rows = await repo.listAdhesions(deps.db, {
    brandKey: actor.brandKey,
    campusIds: actor.campusIds,
    estado: query.estado,
    programmeId: query.idPrograma,
  });
  return rows.map((r) => presentAdhesion(r, req.lang));
}

export type AdhesionDecision = 'accept' | 'reject';

export async function decideAdhesion(
  deps: ProgrammesDeps,
  req: ProgrammesRequest,
  id: number,
  decision: AdhesionDecision,
  reason: string | null,
  baseUrl: string,
): Promise<TOfficeAdhesion> {
  const actor = await actorOf(deps, req);
  const now = new Date().toISOString();
  const to = decision === 'accept' ? 'aceptada' : 'rechazada';
  await deps.db.transaction().execute(async (trx) => {
    const row = await adhesionOf(trx, actor, id);
    if (row.estado !== 'solicitada') throw new AppError(Status.AdhesionAlreadyDecided);
    if (decision === 'accept') {
      // SPEC §8: a closed programme takes nobody in (63); one without adhesion needs no decision (65).
      if (!flag(row.activo)) throw new AppError(Status.ProgrammeNotFound);
      if (!flag(row.requiere_adhesion)) throw new AppError(Status.AdhesionNotNeeded);
      // SPEC §8 91: the student a company named must still be adhered and accepted.
      if (row.company_id !== null && row.student_user_id !== null) {
        const state = await repo.studentAdhesionState(trx, row.programme_id, row.student_user_id);
        if (state !== 'aceptada') throw new AppError(Status.AdheredStudentsOnly);
      }
    }
    if (!(await repo.decideAdhesion(trx, id, { estado: to, by: actor.userId, at: now, reason })))
      throw new AppError(Status.AdhesionAlreadyDecided);
    await audit(
      deps,
      trx,
      actor,
      req,
    )({
      action: `programme.adhesion_${decision}`,
      objectType: 'programme_adhesion',
      objectId: id,
      from: 'solicitada',
      to,
      reason,
    });
    const recipientId = row.user_id ?? row.requested_by_user_id;
    const person = recipientId === null ? undefined : await repo.accountOf(trx, recipientId);
    if (!person || person.status !== 'active') return;
    const lang: MailLang = person.preferred_language === 'ca' ? 'ca' : 'es';
    const text = renderMail(deps.mailTemplates, actor.brandKey, `programme.adhesion_${decision}`, lang, {
      brand: req.brand.name[lang],
      programme: lang === 'ca' ? row.nombre_ca : row.nombre_es,
      reason: reason ?? '',
    });
    await insertNotification(trx, {
      importante: true,
      userId: person.id,
      companyId: row.company_id,
      titulo: text.subject,
      texto: paragraphs(text.body),
      now,
    });
    const login = person.role === 'company' ? '/login/empresas' : '/login';
    await sendMail(
      { db: trx, config: deps.config, log: deps.log },
      { to: person.email.toLowerCase(), subject: text.subject, text: `${text.body}\n\n${new URL(login, baseUrl)}` },
    );
  });
  return presentAdhesion(await adhesionOf(deps.db, actor, id), req.lang);
}
