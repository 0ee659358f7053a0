import type { TBrand } from '@portal/contracts/brand';
import type {
  TEvaluation,
  TEvaluationBody,
  TTutoringListItem,
  TTutoringListQuery,
  TTutoringPage,
  TTutoringSheet,
} from '@portal/contracts/office/tutoring.schemas';
import { routePath } from '@portal/contracts/routes';
import { Status } from '@portal/contracts/status-names';
import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import type { InternshipEvaluationRow } from '../../../db/tables/tutoring';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import type { AuthUser } from '../../../platform/auth';
import { dayIn, now as clockNow } from '../../../platform/clock';
import type { AppConfig } from '../../../platform/config';
import type { Db } from '../../../platform/db';
import type { StoredDocument } from '../../../platform/download';
import { sendMail } from '../../../platform/mail';
import { paragraphs, renderMail, type MailTemplates } from '../../../platform/mail-templates';
import { publicBaseUrl } from '../../../platform/public-url';
import { requireOffice, type OfficeActor } from '../office-access.service';
import { mailCompanyEvaluationLink } from './company-evaluation-link';
import * as repo from './tutoring.repository';
import { insertNotification } from '../../notifications/notifications.repository';

/**
 * The academic tutor's pages (issue #15 'Academic tutor pages'). Every call needs the action
 * internships.tutor (tutors and admins); a tutor reaches only the internships that name them as
 * academic tutor (221 otherwise), an admin those of the brand that have one; another brand's
 * internship does not exist for the caller (220). Each write is one transaction with its audit
 * row; the plan review tells the student and the company (notification and mail).
 */
export interface TutoringDeps {
  db: Db;
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'publicUrl'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error' | 'warn'>;
  mailTemplates: MailTemplates;
}

export interface TutoringRequest {
  user: AuthUser;
  brand: TBrand;
  requestId: string;
  ip: string;
}

type Row = repo.TutoredInternship;

const actorOf = (deps: TutoringDeps, req: TutoringRequest) =>
  requireOffice(deps.db, req.user, req.brand.key, 'internships.tutor');

// The day in the deployment's zone by the one clock (DESIGN 'one clock'), not the UTC day.
const today = (at = clockNow()) => dayIn(at);

/** SPEC §4 internship states: it has ended once finalizada, or in progress past its end date. */
function hasEnded(row: Pick<Row, 'estado' | 'fecha_fin'>, at = new Date()): boolean {
  return row.estado === 'finalizada' || (row.estado === 'en_curso' && row.fecha_fin < today(at));
}

async function tutored(db: Db, actor: OfficeActor, id: number): Promise<Row> {
  const row = await repo.findInternship(db, id);
  if (!row || row.brand_key !== actor.brandKey) throw new AppError(Status.TutoredInternshipNotFound);
  if (row.academic_tutor_user_id === null) throw new AppError(Status.NotYourTutoredInternship);
  if (actor.kind === 'tutor' && row.academic_tutor_user_id !== actor.userId)
    throw new AppError(Status.NotYourTutoredInternship);
  if (actor.kind !== 'tutor' && actor.campusIds.length && !actor.campusIds.includes(Number(row.campus_id)))
    throw new AppError(Status.OutsideCampusScope);
  return row;
}

function toItem(row: Row | Awaited<ReturnType<typeof repo.listTutored>>['rows'][number]): TTutoringListItem {
  return {
    idPractica: Number(row.id),
    titulo: row.titulo,
    estado: row.estado,
    alumno: row.student_name?.trim() || null,
    empresa: row.company_name,
    fechaInicio: row.fecha_inicio,
    fechaFin: row.fecha_fin,
    planEstado: row.plan_estado,
    evaluada: row.evaluated_at !== null,
  };
}

export async function listTutored(
  deps: TutoringDeps,
  req: TutoringRequest,
  query: TTutoringListQuery,
): Promise<TTutoringPage> {
  const actor = await actorOf(deps, req);
  const { rows, total } = await repo.listTutored(deps.db, {
    brandKey: actor.brandKey,
    tutorUserId: actor.kind === 'tutor' ? actor.userId : null,
    campusIds: actor.kind === 'tutor' ? [] : actor.campusIds,
    q: query.q || undefined,
    limit: query.tamano,
    offset: (query.pagina - 1) * query.tamano,
  });
  return { items: rows.map(toItem), total, pagina: query.pagina, tamano: query.tamano };
}

function toEvaluation(row: Selectable<InternshipEvaluationRow> | undefined): TEvaluation | null {
  if (!row) return null;
  return {
    evaluador: row.evaluador,
    nota: row.nota === null ? null : Number(row.nota),
    comentario: row.comentario,
    criterios: row.criterios ? (JSON.parse(row.criterios) as Record<string, number>) : null,
    fecha: row.submitted_at,
    enviadaEl: row.sent_at,
    recordatorios: Number(row.reminders_sent),
    caducaEl: row.token_expires_at,
  };
}

async function sheetOf(db: Db, row: Row): Promise<TTutoringSheet> {
  const id = Number(row.id);
  const [notes, docs, evaluations] = await Promise.all([
    repo.followUps(db, id),
    repo.documents(db, id),
    repo.evaluations(db, id),
  ]);
  const tutorName = [row.tutor_empresa_nombre, row.tutor_empresa_apellidos].filter(Boolean).join(' ');
  return {
    ...toItem(row),
    evaluada: evaluations.some((e) => e.evaluador === 'academico' && e.submitted_at !== null),
    tipo: row.tipo,
    horario: row.horario,
    horasDia: row.horas_dia === null ? null : Number(row.horas_dia),
    horasSemana: row.horas_semana === null ? null : Number(row.horas_semana),
    emailAlumno: row.student_email,
    tutorEmpresa: {
      nombre: tutorName || null,
      email: row.tutor_empresa_email,
      telefono: row.tutor_empresa_telefono,
    },
    plan: {
      tareas: row.tareas,
      objetivos: row.objetivos,
      estado: row.plan_estado,
      comentario: row.plan_comentario,
      revisadoEl: row.plan_revisado_at,
    },
    terminada: hasEnded(row),
    seguimiento: notes.map((n) => ({
      id: Number(n.id),
      fecha: n.created_at,
      autor: n.author?.trim() || null,
      texto: n.texto,
    })),
    documentos: docs.map((d) => ({
      idDocumento: Number(d.id),
      nombre: d.nombre,
      origen:
        d.owner_user_id !== null && Number(d.owner_user_id) === Number(row.student_id)
          ? 'alumno'
          : d.company_id !== null || d.owner_user_id !== null
            ? 'empresa'
            : 'universidad',
      descripcion: d.descripcion,
      fecha: d.created_at,
      descargable: d.storage_key !== null,
    })),
    evaluacionAcademica: toEvaluation(evaluations.find((e) => e.evaluador === 'academico')),
    evaluacionEmpresa: toEvaluation(evaluations.find((e) => e.evaluador === 'empresa')),
  };
}

export async function tutoringSheet(deps: TutoringDeps, req: TutoringRequest, id: number): Promise<TTutoringSheet> {
  const actor = await actorOf(deps, req);
  return sheetOf(deps.db, await tutored(deps.db, actor, id));
}

/** A document of the internship, uploaded by the student or the company, for download. */
export async function tutoringDocument(
  deps: TutoringDeps,
  req: TutoringRequest,
  id: number,
  documentId: number,
): Promise<StoredDocument> {
  const actor = await actorOf(deps, req);
  await tutored(deps.db, actor, id);
  const doc = await repo.document(deps.db, id, documentId);
  if (!doc) throw new AppError(Status.Unexpected, { http: 404 });
  return doc;
}

/** Validates the training plan, or returns it with a comment; tells the student and the company. */
export async function reviewPlan(
  deps: TutoringDeps,
  req: TutoringRequest,
  id: number,
  decision: 'validado' | 'devuelto',
  comment: string | null,
): Promise<TTutoringSheet> {
  const actor = await actorOf(deps, req);
  const now = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const row = await tutored(trx, actor, id);
    const locked = await repo.lockInternship(trx, id);
    if (!locked || locked.plan_estado !== 'pendiente') throw new AppError(Status.TrainingPlanNotPending);
    const moved = await repo.reviewPlan(trx, id, {
      plan_estado: decision,
      plan_comentario: decision === 'devuelto' ? comment : null,
      plan_revisado_at: now,
    });
    if (!moved) throw new AppError(Status.TrainingPlanNotPending);
    await recordAudit(trx, {
      brandKey: actor.brandKey,
      actorUserId: actor.userId,
      actorRole: 'staff',
      action: decision === 'validado' ? 'internship.plan_validate' : 'internship.plan_return',
      objectType: 'internship',
      objectId: id,
      fromState: 'pendiente',
      toState: decision,
      reason: comment,
      requestId: req.requestId,
      ip: req.ip,
    });
    await tellParties(deps, trx, req.brand, row, actor, decision, comment, now);
  });
  return tutoringSheet(deps, req, id);
}

/** The student and the company's logins: a notification each and one mail per address. */
async function tellParties(
  deps: TutoringDeps,
  trx: Db,
  brand: TBrand,
  row: Row,
  actor: OfficeActor,
  decision: 'validado' | 'devuelto',
  comment: string | null,
  now: string,
) {
  const tutor = await repo.account(trx, actor.userId);
  const student = await repo.account(trx, Number(row.student_id));
  const recipients = [
    ...(student && student.status === 'active'
      ? [
          {
            ...student,
            companyId: null as number | null,
            path: (lang: 'es' | 'ca') =>
              routePath('my-internship', { id: Number(row.id) }, lang === 'ca' ? 'ca' : undefined),
          },
        ]
      : []),
    ...(await repo.companyUsers(trx, Number(row.company_id))).map((u) => ({
      ...u,
      companyId: Number(row.company_id) as number | null,
      path: (lang: 'es' | 'ca') => routePath('assigned-internships', {}, lang === 'ca' ? 'ca' : undefined),
    })),
  ];
  const sent = new Set<string>();
  for (const person of recipients) {
    const lang = person.preferred_language === 'ca' ? 'ca' : 'es';
    const text = renderMail(
      deps.mailTemplates,
      brand.key,
      decision === 'validado' ? 'tutoring.plan_validated' : 'tutoring.plan_returned',
      lang,
      {
        brand: brand.name[lang],
        tutor: tutor?.name?.trim() ?? '',
        title: row.titulo,
        student: row.student_name?.trim() ?? '',
        company: row.company_name,
        comment,
      },
    );
    const path = person.path(lang);
    await insertNotification(trx, {
      importante: true,
      userId: Number(person.id),
      companyId: person.companyId,
      titulo: text.subject,
      texto: paragraphs(text.body),
      url: path,
      now,
    });
    const address = person.email.toLowerCase();
    if (sent.has(address)) continue;
    sent.add(address);
    await sendMail(
      { db: trx, config: deps.config, log: deps.log },
      { to: address, subject: text.subject, text: `${text.body}\n\n${publicBaseUrl(brand, deps.config)}${path}` },
    );
  }
}

export async function addFollowUp(
  deps: TutoringDeps,
  req: TutoringRequest,
  id: number,
  texto: string,
): Promise<TTutoringSheet> {
  const actor = await actorOf(deps, req);
  await deps.db.transaction().execute(async (trx) => {
    await tutored(trx, actor, id);
    const now = new Date().toISOString();
    const noteId = await repo.insertFollowUp(trx, {
      internship_id: id,
      author_user_id: actor.userId,
      texto,
      created_at: now,
    });
    await recordAudit(trx, {
      brandKey: actor.brandKey,
      actorUserId: actor.userId,
      actorRole: 'staff',
      action: 'internship.follow_up',
      objectType: 'internship',
      objectId: id,
      reason: `#${noteId}`,
      requestId: req.requestId,
      ip: req.ip,
      occurredAt: now,
    });
  });
  return tutoringSheet(deps, req, id);
}

/** The academic tutor's final evaluation: once, and only when the internship has ended (223). */
export async function submitAcademicEvaluation(
  deps: TutoringDeps,
  req: TutoringRequest,
  id: number,
  body: TEvaluationBody,
): Promise<TTutoringSheet> {
  const actor = await actorOf(deps, req);
  await deps.db.transaction().execute(async (trx) => {
    const row = await tutored(trx, actor, id);
    if (!hasEnded(row)) throw new AppError(Status.InternshipNotEnded);
    if (await repo.evaluationOf(trx, id, 'academico')) throw new AppError(Status.EvaluationAlreadySubmitted);
    const now = new Date().toISOString();
    await repo.insertEvaluation(trx, {
      internship_id: id,
      evaluador: 'academico',
      nota: body.nota,
      comentario: body.comentario || null,
      criterios: JSON.stringify(body.criterios),
      submitted_at: now,
      evaluator_user_id: actor.userId,
      token_hash: null,
      token_expires_at: null,
      sent_at: null,
      created_at: now,
    });
    await recordAudit(trx, {
      brandKey: actor.brandKey,
      actorUserId: actor.userId,
      actorRole: 'staff',
      action: 'internship.academic_evaluation',
      objectType: 'internship',
      objectId: id,
      toState: String(body.nota),
      requestId: req.requestId,
      ip: req.ip,
      occurredAt: now,
    });
  });
  return tutoringSheet(deps, req, id);
}

/** "Enviar evaluación al tutor de empresa": a new link now, whatever the date (the job sends it at the end). */
export async function sendCompanyEvaluation(
  deps: TutoringDeps,
  req: TutoringRequest,
  id: number,
): Promise<TTutoringSheet> {
  const actor = await actorOf(deps, req);
  await deps.db.transaction().execute(async (trx) => {
    await tutored(trx, actor, id);
    await mailCompanyEvaluationLink(
      deps,
      trx,
      req.brand,
      id,
      'resend',
      { userId: actor.userId, role: 'staff', requestId: req.requestId, ip: req.ip },
      new Date(),
    );
  });
  return tutoringSheet(deps, req, id);
}
