import type { TBrand } from '@portal/contracts/brand';
import { academicCourse } from '@portal/contracts/company-internships/company-internships.schemas';
import type {
  TOfficeInternshipCreateBody,
  TOfficeInternshipEditBody,
  TOfficeInternshipFields,
  TOfficeInternshipListQuery,
  TOfficeInternshipPage,
  TOfficeInternshipSheet,
} from '@portal/contracts/office/internships.schemas';
import { isClosedInternship } from '@portal/contracts/internships/internship-states';
import { Status } from '@portal/contracts/status-names';
import type { FastifyBaseLogger } from 'fastify';
import type { Updateable } from 'kysely';
import type { InternshipRow } from '../../../db/tables/internships';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import type { AuthUser } from '../../../platform/auth';
import type { AppConfig } from '../../../platform/config';
import { today } from '../../../platform/clock';
import type { Db } from '../../../platform/db';
import type { MailTemplates } from '../../../platform/mail-templates';
import { requireOffice, type OfficeActor } from '../office-access.service';
import { formalisationDate } from './agreement-formalisation';
import { redate } from './internship-dates';
import { tellAboutInternship } from './internship-mail';
import { brokenRules, verdict } from './internship-rules';
import * as repo from './internships.repository';

/**
 * The office's internships (issue #15 'Internships'): the brand's list and sheet, and the form
 * that creates an internship (from scratch, from an accepted application, from a pending company
 * practice request, which it accepts in the same transaction) and changes it. Every save checks
 * the rules of internship-rules.ts: a blocking rule answers its code and nothing is written; a
 * warning answers 201 until the client repeats with `confirmarAvisos`, and the confirmation is
 * an audit row on the internship's timeline. Each change keeps the earlier values as an
 * amendment. An internship of another brand does not exist for the caller (200); one of a
 * student outside a scoped gestor's campuses is refused (144).
 */
export interface InternshipsDeps {
  db: Db;
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  mailTemplates: MailTemplates;
}

export interface InternshipsRequest {
  user: AuthUser;
  brand: TBrand;
  requestId: string;
  ip: string;
  lang: 'es' | 'ca';
  baseUrl: string;
}

/** Applications the company has chosen the student in: Seleccionado, Contratado, Preinscripción aceptada. */
const ACCEPTED_APPLICATION_STATES = [5, 6, 18];
/** 'Práctica asignada' of estadosCandidaturasAlumno. */
const APPLICATION_INTERNSHIP_ASSIGNED = 20;

const notFound = () => new AppError(Status.InternshipNotFound, { http: 404 });

function inScope(actor: OfficeActor, campusId: number | null): boolean {
  return !actor.campusIds.length || (campusId !== null && actor.campusIds.includes(Number(campusId)));
}

async function visibleInternship(db: Db, actor: OfficeActor, id: number) {
  const row = await repo.findInternship(db, id, actor.brandKey);
  if (!row) throw notFound();
  if (!inScope(actor, row.campus_id)) throw new AppError(Status.OutsideCampusScope);
  return row;
}

const fullName = (n: string | null, a: string | null) => `${n ?? ''} ${a ?? ''}`.trim();

export async function listInternships(
  deps: Pick<InternshipsDeps, 'db'>,
  req: Pick<InternshipsRequest, 'user' | 'brand' | 'lang'>,
  query: TOfficeInternshipListQuery,
): Promise<TOfficeInternshipPage> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'internships.read');
  const { rows, total, courses } = await repo.listInternships(deps.db, {
    brandKey: actor.brandKey,
    campusIds: actor.campusIds,
    q: query.q || undefined,
    estado: query.estado,
    curso: query.curso,
    limit: query.tamano,
    offset: (query.pagina - 1) * query.tamano,
  });
  return {
    items: rows.map((r) => ({
      idPractica: Number(r.id),
      titulo: r.titulo,
      estado: r.estado,
      alumno: fullName(r.nombre, r.apellidos),
      empresa: r.nombre_comercial ?? r.company_name,
      fechaInicio: r.fecha_inicio,
      fechaFin: r.fecha_fin,
      curso: r.course,
      sede: (req.lang === 'ca' ? r.campus_ca : r.campus_es) ?? null,
    })),
    total,
    pagina: query.pagina,
    tamano: query.tamano,
    cursos: courses,
  };
}

type Scalar = string | number | null;
const asScalar = (v: unknown): Scalar => (typeof v === 'string' || typeof v === 'number' ? v : null);

async function sheetOf(db: Db, actor: OfficeActor, id: number, lang: 'es' | 'ca'): Promise<TOfficeInternshipSheet> {
  const row = await visibleInternship(db, actor, id);
  const [docs, changes, amendments, history] = await Promise.all([
    repo.internshipDocuments(db, id),
    repo.changeRequestsOf(db, id),
    repo.amendmentsOf(db, id),
    repo.timeline(db, id, actor.brandKey),
  ]);
  return {
    idPractica: Number(row.id),
    estado: row.estado,
    curso: row.course,
    datos: {
      idAlumno: row.student_id,
      idEmpresa: row.company_id,
      idCentroTrabajo: row.work_centre_id,
      idTutorEmpresa: row.tutor_empresa_contact_id,
      idTutorAcademico: row.academic_tutor_user_id,
      idConvenio: row.agreement_id,
      idPrograma: row.programme_id,
      titulo: row.titulo,
      tipo: row.tipo === 'curricular' || row.tipo === 'extracurricular' ? row.tipo : null,
      fechaInicio: row.fecha_inicio,
      fechaFin: row.fecha_fin,
      horasDia: row.horas_dia === null ? null : Number(row.horas_dia),
      horasSemana: row.horas_semana === null ? null : Number(row.horas_semana),
      ayudaEstudio: row.ayuda_estudio === null ? null : Number(row.ayuda_estudio),
      tareas: row.tareas,
      objetivos: row.objetivos,
    },
    alumno: {
      nombre: fullName(row.student_nombre, row.student_apellidos),
      email: row.student_email,
      dni: row.student_dni,
      sede: (lang === 'ca' ? row.campus_ca : row.campus_es) ?? null,
    },
    empresa: row.nombre_comercial ?? row.company_name,
    centroTrabajo: row.centre_name,
    tutorEmpresa:
      row.company_tutor_name?.trim() || fullName(row.tutor_empresa_nombre, row.tutor_empresa_apellidos) || null,
    tutorAcademico: row.academic_tutor_name?.trim() || row.tutor_universidad_nombre || null,
    convenio: row.agreement_code,
    programa: (lang === 'ca' ? row.programme_ca : row.programme_es) ?? null,
    planEstado: row.plan_estado,
    idCandidatura: row.application_id,
    idSolicitud: row.practice_request_id,
    documentos: docs.map((d) => ({ idDocumento: Number(d.id), nombre: d.nombre, fecha: d.created_at })),
    solicitudesCambio: changes.map((c) => ({
      idSolicitud: Number(c.id),
      accion: c.accion,
      descripcion: c.descripcion,
      estado: c.estado,
      fecha: c.created_at,
    })),
    enmiendas: amendments.map((a) => {
      let parsed: Record<string, unknown> = {};
      try {
        parsed = JSON.parse(a.cambios) as Record<string, unknown>;
      } catch {
        parsed = {};
      }
      return {
        id: Number(a.id),
        fecha: a.created_at,
        fechaEfecto: a.fecha_efecto,
        aprobadoPor: a.approved_by?.trim() || null,
        idSolicitud: a.change_request_id,
        cambios: Object.entries(parsed).map(([campo, pair]) => {
          const [antes, despues] = Array.isArray(pair) ? pair : [null, null];
          return { campo, antes: asScalar(antes), despues: asScalar(despues) };
        }),
      };
    }),
    historial: history.map((h) => ({
      id: Number(h.id),
      fecha: h.occurred_at,
      accion: h.action,
      rol: h.actor_role,
      autor: h.nombre ? fullName(h.nombre, h.apellidos) : (h.email ?? null),
      desde: h.from_state,
      hasta: h.to_state,
      motivo: h.reason,
    })),
  };
}

export async function internshipSheet(
  deps: Pick<InternshipsDeps, 'db'>,
  req: Pick<InternshipsRequest, 'user' | 'brand' | 'lang'>,
  id: number,
): Promise<TOfficeInternshipSheet> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'internships.read');
  return sheetOf(deps.db, actor, id, req.lang);
}

export async function formOptions(
  deps: Pick<InternshipsDeps, 'db'>,
  req: Pick<InternshipsRequest, 'user' | 'brand' | 'lang'>,
  companyId: number | undefined,
) {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'internships.manage');
  const company = companyId ? await repo.companyOfBrand(deps.db, companyId, actor.brandKey) : undefined;
  const o = await repo.formOptions(deps.db, actor.brandKey, actor.campusIds, company ? company.id : null);
  return {
    alumnos: o.students.map((s) => ({
      id: Number(s.id),
      nombre: `${fullName(s.apellidos, null)}, ${s.nombre}${s.dni ? ` (${s.dni})` : ''}`,
    })),
    empresas: o.companies.map((c) => ({ id: Number(c.id), nombre: c.nombre_comercial ?? c.nombre })),
    tutoresAcademicos: o.tutors.map((t) => ({ id: Number(t.id), nombre: fullName(t.nombre, t.apellidos) })),
    programas: o.programmes.map((p) => ({ id: Number(p.id), nombre: req.lang === 'ca' ? p.nombre_ca : p.nombre_es })),
    centros: o.centres.map((c) => ({ id: Number(c.id), nombre: c.nombre })),
    tutoresEmpresa: o.contacts.map((c) => ({ id: Number(c.id), nombre: fullName(c.nombre, c.apellidos) })),
    convenios: o.agreements.map((a) => ({ id: Number(a.id), nombre: `${a.codigo} (${a.estado})` })),
  };
}

/** A scoped gestor is refused another campus's student (144), in the draft as in the create. */
async function refuseOutOfScope(db: Db, actor: OfficeActor, studentId: number) {
  const student = await repo.studentOfBrand(db, studentId, actor.brandKey);
  if (student && !inScope(actor, student.campus_id)) throw new AppError(Status.OutsideCampusScope);
}

/** The form prefilled from an accepted application or a pending practice request. */
export async function internshipDraft(
  deps: Pick<InternshipsDeps, 'db'>,
  req: Pick<InternshipsRequest, 'user' | 'brand'>,
  source: { idCandidatura?: number; idSolicitud?: number },
): Promise<{ datos: Partial<TOfficeInternshipFields> }> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'internships.manage');
  const n = (v: number | string | null) => (v === null ? undefined : Number(v));
  if (source.idCandidatura) {
    const a = await repo.applicationOfBrand(deps.db, source.idCandidatura, actor.brandKey);
    if (!a) throw new AppError(Status.InternshipSourceNotUsable);
    await refuseOutOfScope(deps.db, actor, a.student_id);
    return {
      datos: {
        idAlumno: a.student_id,
        idEmpresa: a.company_id,
        idCentroTrabajo: a.work_centre_id,
        idTutorEmpresa: a.tutor_empresa_contact_id,
        idPrograma: a.programme_id,
        titulo: a.titulo,
        tareas: a.tareas,
        fechaInicio: a.fecha_inicio ?? undefined,
        fechaFin: a.fecha_fin ?? undefined,
        horasDia: n(a.horas_dia),
        horasSemana: n(a.horas_semana),
        ayudaEstudio: a.ayuda_estudio === null ? null : Number(a.ayuda_estudio),
      },
    };
  }
  if (source.idSolicitud) {
    const r = await repo.practiceRequestOfBrand(deps.db, source.idSolicitud, actor.brandKey);
    if (!r) throw new AppError(Status.InternshipSourceNotUsable);
    if (r.student_id !== null) await refuseOutOfScope(deps.db, actor, r.student_id);
    return {
      datos: {
        idAlumno: r.student_id ?? undefined,
        idEmpresa: r.company_id ?? undefined,
        idCentroTrabajo: r.work_centre_id,
        idTutorEmpresa: r.tutor_empresa_contact_id,
        idPrograma: r.programme_id,
        titulo: r.titulo,
        tareas: r.tareas,
        fechaInicio: r.fecha_inicio ?? undefined,
        fechaFin: r.fecha_fin ?? undefined,
        horasDia: n(r.horas_dia),
        horasSemana: n(r.horas_semana),
        ayudaEstudio: r.ayuda_estudio === null ? null : Number(r.ayuda_estudio),
      },
    };
  }
  return { datos: {} };
}

/** The form's fields as the internship's columns. */
function columnsOf(d: TOfficeInternshipFields) {
  return {
    student_id: d.idAlumno,
    company_id: d.idEmpresa,
    work_centre_id: d.idCentroTrabajo ?? null,
    tutor_empresa_contact_id: d.idTutorEmpresa ?? null,
    academic_tutor_user_id: d.idTutorAcademico ?? null,
    agreement_id: d.idConvenio ?? null,
    programme_id: d.idPrograma ?? null,
    titulo: d.titulo,
    tipo: (d.tipo ?? null) as string | null,
    fecha_inicio: d.fechaInicio,
    fecha_fin: d.fechaFin,
    horas_dia: d.horasDia,
    horas_semana: d.horasSemana,
    ayuda_estudio: d.ayudaEstudio ?? null,
    tareas: d.tareas || null,
    objetivos: d.objetivos || null,
  } satisfies Updateable<InternshipRow>;
}
export type Columns = ReturnType<typeof columnsOf>;

/**
 * Checks that what the form names exists and belongs together (208, with the fields), then runs
 * the rules. Answers the agreement the internship runs under: the one chosen, else the company's
 * latest Formalizado one.
 */
export async function checkInternship(
  db: Db,
  actor: OfficeActor,
  brand: Pick<TBrand, 'office' | 'timeZone'>,
  c: Columns,
  exceptId: number | null,
  confirmed: boolean,
): Promise<{ agreementId: number | null; warnings: number[] }> {
  const student = await repo.studentOfBrand(db, c.student_id, actor.brandKey);
  if (student && !inScope(actor, student.campus_id)) throw new AppError(Status.OutsideCampusScope);
  const wrong: string[] = [];
  if (!student) wrong.push('idAlumno');
  if (!(await repo.companyOfBrand(db, c.company_id, actor.brandKey))) wrong.push('idEmpresa');
  if (c.work_centre_id !== null && !(await repo.workCentreOf(db, c.work_centre_id, c.company_id)))
    wrong.push('idCentroTrabajo');
  if (c.tutor_empresa_contact_id !== null && !(await repo.contactOf(db, c.tutor_empresa_contact_id, c.company_id)))
    wrong.push('idTutorEmpresa');
  if (c.academic_tutor_user_id !== null && !(await repo.academicTutorOf(db, c.academic_tutor_user_id, actor.brandKey)))
    wrong.push('idTutorAcademico');
  const agreement =
    c.agreement_id !== null
      ? await repo.agreementOf(db, c.agreement_id, c.company_id)
      : await repo.latestFormalisedAgreement(db, c.company_id);
  if (c.agreement_id !== null && !agreement) wrong.push('idConvenio');
  if (c.programme_id !== null && !(await repo.programmeOf(db, c.programme_id, actor.brandKey)))
    wrong.push('idPrograma');
  if (wrong.length || !student)
    throw new AppError(Status.InternshipDataMismatch, {
      datos: { campos: wrong.map((campo) => ({ campo, error: 'malformed' })) },
    });
  const broken = brokenRules(
    {
      fechaInicio: c.fecha_inicio,
      fechaFin: c.fecha_fin,
      horasDia: c.horas_dia,
      horasSemana: c.horas_semana,
      others: await repo.liveInternshipsOf(db, c.student_id, exceptId),
      agreement: agreement
        ? {
            estado: agreement.estado,
            fecha_caducidad: agreement.fecha_caducidad,
            fecha_formalizacion: await formalisationDate(db, { ...agreement, id: Number(agreement.id) }, brand),
          }
        : null,
      socialSecurityNumber: student.social_security_number,
      twoYearMaster: await repo.studiesTwoYearMaster(db, c.student_id),
      creditsPassedPercent: student.credits_passed_percent === null ? null : Number(student.credits_passed_percent),
    },
    brand.office,
  );
  const { bloqueos, avisos } = verdict(broken, brand.office);
  if (bloqueos.length) throw new AppError(bloqueos[0], { http: 409, datos: { bloqueos, avisos } });
  if (avisos.length && !confirmed)
    throw new AppError(Status.InternshipWarningsToConfirm, { http: 409, datos: { avisos } });
  return { agreementId: agreement ? Number(agreement.id) : null, warnings: avisos };
}

/** The audit row of a confirmed warning (issue #15: 'a warning needs a confirmation that is recorded'). */
export async function recordWarnings(
  trx: Db,
  actor: OfficeActor,
  req: Pick<InternshipsRequest, 'requestId' | 'ip'>,
  internshipId: number,
  warnings: number[],
) {
  if (!warnings.length) return;
  await recordAudit(trx, {
    brandKey: actor.brandKey,
    actorUserId: actor.userId,
    actorRole: 'staff',
    action: 'internship.warnings_confirmed',
    objectType: 'internship',
    objectId: internshipId,
    reason: warnings.join(', '),
    requestId: req.requestId,
    ip: req.ip,
  });
}

export async function createInternship(
  deps: InternshipsDeps,
  req: InternshipsRequest,
  body: TOfficeInternshipCreateBody,
): Promise<TOfficeInternshipSheet> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'internships.manage');
  const c = columnsOf(body.datos);
  const now = new Date().toISOString();
  const id = await deps.db.transaction().execute(async (trx) => {
    let source = 'scratch';
    if (body.idCandidatura) {
      const a = await repo.applicationOfBrand(trx, body.idCandidatura, actor.brandKey);
      if (
        !a ||
        !ACCEPTED_APPLICATION_STATES.includes(a.estado) ||
        a.student_id !== c.student_id ||
        a.company_id !== c.company_id ||
        (await repo.internshipFromSource(trx, { applicationId: a.id })) !== null
      )
        throw new AppError(Status.InternshipSourceNotUsable);
      source = `application #${a.id}`;
    }
    if (body.idSolicitud) {
      const r = await repo.practiceRequestOfBrand(trx, body.idSolicitud, actor.brandKey);
      if (
        !r ||
        r.estado !== 'pendiente' ||
        r.company_id !== c.company_id ||
        (await repo.internshipFromSource(trx, { requestId: r.id })) !== null
      )
        throw new AppError(Status.InternshipSourceNotUsable);
      source = `practice request #${r.id}`;
    }
    const { agreementId, warnings } = await checkInternship(trx, actor, req.brand, c, null, !!body.confirmarAvisos);
    const offerId = body.idCandidatura
      ? ((await repo.applicationOfBrand(trx, body.idCandidatura, actor.brandKey))?.offer_id ?? null)
      : null;
    const tutor = c.tutor_empresa_contact_id
      ? await repo.contactOf(trx, c.tutor_empresa_contact_id, c.company_id)
      : null;
    const newId = await repo.insertInternship(trx, {
      ...c,
      agreement_id: agreementId,
      offer_id: offerId,
      application_id: body.idCandidatura ?? null,
      practice_request_id: body.idSolicitud ?? null,
      estado: 'pendiente',
      course: academicCourse(new Date(`${c.fecha_inicio}T12:00:00Z`)),
      tutor_empresa_nombre: tutor?.nombre ?? null,
      tutor_empresa_apellidos: tutor?.apellidos ?? null,
      tutor_empresa_email: tutor?.email ?? null,
      tutor_empresa_telefono: tutor?.telefono1 ?? null,
      // The academic tutor reviews a training plan once there is one (migration 0020).
      plan_estado: c.tareas || c.objetivos ? 'pendiente' : null,
      created_at: now,
      updated_at: null,
    });
    const audit = {
      brandKey: actor.brandKey,
      actorUserId: actor.userId,
      actorRole: 'staff',
      requestId: req.requestId,
      ip: req.ip,
    };
    await recordAudit(trx, {
      ...audit,
      action: 'internship.create',
      objectType: 'internship',
      objectId: newId,
      fromState: null,
      toState: 'pendiente',
      reason: source,
    });
    await recordWarnings(trx, actor, req, newId, warnings);
    if (body.idCandidatura) {
      await repo.setApplicationState(trx, body.idCandidatura, APPLICATION_INTERNSHIP_ASSIGNED, actor.userId, now);
    }
    if (body.idSolicitud) {
      // Accepting the request and creating its internship are one decision.
      if (!(await repo.acceptPracticeRequest(trx, body.idSolicitud, actor.userId, now)))
        throw new AppError(Status.InternshipSourceNotUsable);
      await recordAudit(trx, {
        ...audit,
        action: 'request.accept',
        objectType: 'practice_request',
        objectId: body.idSolicitud,
        fromState: 'pendiente',
        toState: 'aceptada',
        reason: `internship #${newId}`,
      });
    }
    await tellAboutInternship(trx, deps, req, newId, 'create', []);
    return newId;
  });
  return sheetOf(deps.db, actor, id, req.lang);
}

/** The fields an amendment compares, by the form's names. */
const AMENDED: Array<[keyof Columns, string]> = [
  ['company_id', 'idEmpresa'],
  ['work_centre_id', 'idCentroTrabajo'],
  ['tutor_empresa_contact_id', 'idTutorEmpresa'],
  ['academic_tutor_user_id', 'idTutorAcademico'],
  ['agreement_id', 'idConvenio'],
  ['programme_id', 'idPrograma'],
  ['titulo', 'titulo'],
  ['tipo', 'tipo'],
  ['fecha_inicio', 'fechaInicio'],
  ['fecha_fin', 'fechaFin'],
  ['horas_dia', 'horasDia'],
  ['horas_semana', 'horasSemana'],
  ['ayuda_estudio', 'ayudaEstudio'],
  ['tareas', 'tareas'],
  ['objetivos', 'objetivos'],
];

export function diffOf(before: Record<string, unknown>, after: Partial<Columns>): Record<string, [Scalar, Scalar]> {
  const out: Record<string, [Scalar, Scalar]> = {};
  for (const [column, field] of AMENDED) {
    if (!(column in after)) continue;
    const a = asScalar(before[column]);
    const b = asScalar(after[column]);
    const same = a === b || (a !== null && b !== null && Number(a) === Number(b) && typeof b === 'number');
    if (!same) out[field] = [a, b];
  }
  return out;
}

export async function editInternship(
  deps: InternshipsDeps,
  req: InternshipsRequest,
  id: number,
  body: TOfficeInternshipEditBody,
): Promise<TOfficeInternshipSheet> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'internships.manage');
  const now = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await visibleInternship(trx, actor, id);
    const before = await repo.lockInternship(trx, id);
    if (!before) throw notFound();
    if (isClosedInternship(before.estado)) throw new AppError(Status.InternshipClosed);
    // The student of an internship stays; another student is another internship.
    const c = { ...columnsOf(body.datos), student_id: before.student_id };
    const { agreementId, warnings } = await checkInternship(trx, actor, req.brand, c, id, !!body.confirmarAvisos);
    const after = { ...c, agreement_id: agreementId };
    const changes = diffOf(before as unknown as Record<string, unknown>, after);
    if (!Object.keys(changes).length) return;
    await repo.updateInternship(trx, id, { ...after, updated_at: now });
    await repo.insertAmendment(trx, {
      internship_id: id,
      change_request_id: null,
      cambios: JSON.stringify(changes),
      fecha_efecto: today(req.brand),
      approved_by_user_id: actor.userId,
      created_at: now,
    });
    await recordAudit(trx, {
      brandKey: actor.brandKey,
      actorUserId: actor.userId,
      actorRole: 'staff',
      action: 'internship.edit',
      objectType: 'internship',
      objectId: id,
      fromState: before.estado,
      toState: before.estado,
      reason: Object.keys(changes).join(', '),
      requestId: req.requestId,
      ip: req.ip,
    });
    await recordWarnings(trx, actor, req, id, warnings);
    await tellAboutInternship(trx, deps, req, id, 'change', Object.keys(changes));
    if (changes.fechaInicio || changes.fechaFin) await redate(trx, deps, req, actor, id, today(req.brand));
  });
  return sheetOf(deps.db, actor, id, req.lang);
}
