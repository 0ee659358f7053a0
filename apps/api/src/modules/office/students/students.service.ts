import type { TBrand } from '@portal/contracts/brand';
import type {
  TStudentListItem,
  TStudentListQuery,
  TStudentPage,
  TStudentSheet,
  TStudentState,
} from '@portal/contracts/office/students.schemas';
import { Status } from '@portal/contracts/status-names';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import type { AuthUser } from '../../../platform/auth';
import type { AppConfig } from '../../../platform/config';
import type { Db } from '../../../platform/db';
import { sendMail } from '../../../platform/mail';
import { renderMail } from '../../../platform/mail-templates';
import type { MailTemplates } from '../../../platform/mail-templates';
import { issuePasswordLink } from '../../account/password-links.service';
import { studentCv } from '../../candidates/candidates.service';
import { domainLabels } from '../../proposals/labels';
import { requireOffice, type OfficeActor } from '../office-access.service';
import * as repo from './students.repository';
import { insertNotification } from '../../notifications/notifications.repository';

/**
 * Students in the office console (issue #15 'Students'): the brand's list (search, filters, sort,
 * pages), a sheet (personal data, degrees, the CV as a company sees it, applications, internships,
 * surveys answered, timeline), block / unblock (a blocked student is refused at sign-in with 90)
 * and a new set-password link. A scoped gestor sees only the students whose main campus is one of
 * theirs: the others stay out of the list and are refused (144); another brand's student does not
 * exist for the caller (270). Each change is one transaction with its audit row, the student's
 * notification and e-mail.
 */
export interface StudentsDeps {
  db: Db;
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error' | 'warn'>;
  mailTemplates: MailTemplates;
}

export interface StudentsRequest {
  user: AuthUser;
  brand: TBrand;
  requestId: string;
  ip: string;
  lang: 'es' | 'ca';
}

type Lang = 'es' | 'ca';

function toItem(
  row: Omit<
    repo.StudentRecord,
    | 'status'
    | 'preferred_language'
    | 'password_hash'
    | 'first_access_at'
    | 'last_login_at'
    | 'kind'
    | 'email_personal'
    | 'telefono1'
    | 'fecha_nacimiento'
  >,
  degrees: string[],
  lang: Lang,
): TStudentListItem {
  return {
    idAlumno: Number(row.id),
    nombre: row.nombre,
    apellidos: row.apellidos,
    dni: row.dni,
    email: row.email,
    sede: (lang === 'ca' ? row.campus_ca : row.campus_es) ?? null,
    idSede: row.campus_id === null ? null : Number(row.campus_id),
    titulaciones: degrees,
    promocion: row.anio_promocion === null ? null : Number(row.anio_promocion),
    estado: row.estado as TStudentState,
    alta: row.created_at,
  };
}

export async function listStudents(
  deps: Pick<StudentsDeps, 'db'>,
  req: StudentsRequest,
  query: TStudentListQuery,
): Promise<TStudentPage> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'students.read');
  const { rows, total } = await repo.listStudents(deps.db, {
    brandKey: actor.brandKey,
    campusIds: actor.campusIds,
    q: query.q || undefined,
    degreeId: query.titulacion,
    campusId: query.sede,
    course: query.curso,
    promotion: query.promocion,
    state: query.estado,
    orden: query.orden,
    dir: query.dir,
    limit: query.tamano,
    offset: (query.pagina - 1) * query.tamano,
  });
  const names = await repo.degreeNamesOf(
    deps.db,
    rows.map((r) => Number(r.id)),
  );
  const degreesOf = new Map<number, string[]>();
  for (const n of names) {
    const list = degreesOf.get(Number(n.student_id)) ?? [];
    list.push(req.lang === 'ca' ? n.name_ca : n.name_es);
    degreesOf.set(Number(n.student_id), list);
  }
  return {
    items: rows.map((row) => toItem(row, degreesOf.get(Number(row.id)) ?? [], req.lang)),
    total,
    pagina: query.pagina,
    tamano: query.tamano,
  };
}

/** A scoped gestor reaches a student only when the student's main campus is one of theirs. */
async function visibleStudent(db: Db, actor: OfficeActor, id: number) {
  const row = await repo.findStudent(db, id, actor.brandKey);
  if (!row) throw new AppError(Status.OfficeStudentNotFound);
  if (actor.campusIds.length && (row.campus_id === null || !actor.campusIds.includes(Number(row.campus_id))))
    throw new AppError(Status.OutsideCampusScope);
  return row;
}

async function sheetOf(db: Db, actor: OfficeActor, id: number, lang: Lang): Promise<TStudentSheet> {
  const row = await visibleStudent(db, actor, id);
  const [studies, cv, applications, internships, surveys, history] = await Promise.all([
    repo.studiesOf(db, id),
    studentCv(db, id, lang, null),
    repo.applicationsOf(db, id),
    repo.internshipsOf(db, id),
    repo.surveysAnsweredBy(db, id),
    repo.timeline(db, id, actor.brandKey),
  ]);
  if (!cv) throw new AppError(Status.OfficeStudentNotFound);
  const stateNames = await domainLabels(
    db,
    'estadosCandidaturasAlumno',
    applications.map((a) => a.estado),
    lang,
  );
  const degreeNames = studies.filter((s) => s.degree_id !== null).map((s) => s.titulo);
  return {
    ...toItem(row, degreeNames, lang),
    datos: {
      tipo: row.kind,
      emailPersonal: row.email_personal,
      telefono: row.telefono1,
      fechaNacimiento: row.fecha_nacimiento,
      ultimoAcceso: row.last_login_at,
      primerAcceso: row.first_access_at,
    },
    estudios: studies.map((s) => ({
      idTitulacion: s.degree_id === null ? null : Number(s.degree_id),
      titulo: s.titulo,
      sede: (lang === 'ca' ? s.name_ca : s.name_es) ?? null,
      curso: s.curso === null ? null : Number(s.curso),
      finalizada: Number(s.finished) === 1,
    })),
    cv,
    candidaturas: applications.map((a) => ({
      id: Number(a.id),
      oferta: a.titulo,
      empresa: a.empresa,
      estado: stateNames.get(a.estado) ?? String(a.estado),
      fecha: a.created_at,
    })),
    practicas: internships.map((i) => ({
      id: Number(i.id),
      titulo: i.titulo,
      empresa: i.empresa,
      estado: i.estado,
      fechaInicio: i.fecha_inicio,
      fechaFin: i.fecha_fin,
    })),
    encuestas: surveys.map((s) => ({
      id: Number(s.id),
      titulo: (lang === 'ca' ? s.titulo_ca : null) ?? s.titulo,
      fecha: s.updated_at,
    })),
    historial: history.map((h) => ({
      id: Number(h.id),
      fecha: h.occurred_at,
      accion: h.action,
      rol: h.actor_role,
      autor: h.nombre ? `${h.nombre} ${h.apellidos ?? ''}`.trim() : (h.email ?? null),
      desde: h.from_state,
      hasta: h.to_state,
      motivo: h.reason,
    })),
  };
}

export async function studentSheet(
  deps: Pick<StudentsDeps, 'db'>,
  req: StudentsRequest,
  id: number,
): Promise<TStudentSheet> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'students.read');
  return sheetOf(deps.db, actor, id, req.lang);
}

/**
 * Blocks or unblocks a student's access. A block ends every session at once and the student is
 * refused at sign-in with 90; both are told by notification and e-mail. Setting the state the
 * account already has changes nothing and writes nothing.
 */
export async function setStudentBlocked(
  deps: StudentsDeps,
  req: StudentsRequest,
  id: number,
  blocked: boolean,
  baseUrl: string,
): Promise<TStudentSheet> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'students.manage');
  const now = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const row = await visibleStudent(trx, actor, id);
    const locked = await repo.lockUser(trx, id);
    const from = locked?.status === 'blocked' ? 'blocked' : 'active';
    const to = blocked ? 'blocked' : 'active';
    if (from === to) return;
    await repo.setStatus(trx, id, to, now);
    await recordAudit(trx, {
      brandKey: actor.brandKey,
      actorUserId: actor.userId,
      actorRole: 'staff',
      action: blocked ? 'student.block' : 'student.unblock',
      objectType: 'student',
      objectId: id,
      fromState: from,
      toState: to,
      requestId: req.requestId,
      ip: req.ip,
    });
    const lang: Lang = row.preferred_language === 'ca' ? 'ca' : 'es';
    const text = renderMail(deps.mailTemplates, actor.brandKey, blocked ? 'student.block' : 'student.unblock', lang, {
      brand: req.brand.name[lang],
      url: new URL('/login', baseUrl).toString(),
    });
    await insertNotification(trx, { userId: id, titulo: text.subject, texto: text.body, importante: true, now });
    await sendMail(
      { db: trx, config: deps.config, log: deps.log },
      { to: row.email, subject: text.subject, text: text.body },
    );
  });
  return sheetOf(deps.db, actor, id, req.lang);
}

/**
 * Sends the student a new link: to set their password when they never did (first access), to
 * reset it otherwise. Earlier unused links of that kind stop working. Refused for a blocked account (90).
 */
export async function resendPasswordLink(
  deps: StudentsDeps,
  req: StudentsRequest,
  id: number,
  baseUrl: string,
): Promise<TStudentSheet> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'students.manage');
  await deps.db.transaction().execute(async (trx) => {
    const row = await visibleStudent(trx, actor, id);
    if (row.status === 'blocked') throw new AppError(Status.UserBlocked);
    const purpose = row.password_hash === null ? 'set' : 'reset';
    const lang: Lang = row.preferred_language === 'ca' ? 'ca' : 'es';
    await issuePasswordLink(
      { db: trx, config: deps.config, log: deps.log },
      { userId: id, purpose, lang, brand: req.brand, baseUrl },
    );
    await recordAudit(trx, {
      brandKey: actor.brandKey,
      actorUserId: actor.userId,
      actorRole: 'staff',
      action: 'student.password_link',
      objectType: 'student',
      objectId: id,
      reason: purpose,
      requestId: req.requestId,
      ip: req.ip,
    });
  });
  return sheetOf(deps.db, actor, id, req.lang);
}
