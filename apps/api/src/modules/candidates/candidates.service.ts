import type {
  TCandidateCv,
  TCandidateDetail,
  TChangeCandidateStateBody,
} from '@portal/contracts/candidates/candidates.schemas';
import type { TReasonScope } from '@portal/contracts/limits';
import {
  candidatureNeedsReason,
  candidatureTargets,
  companyCandidatureChangeBlock,
  effectiveOfferState,
  type TLang,
} from '@portal/contracts/proposals/states';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db';
import { domainLabels, domainList } from '../proposals/labels';
import { recordAudit } from '../../platform/audit';
import type { CompanyScope } from '../proposals/offer-form.service';
import { notifyCandidatureChange } from './candidate-notifications';
import * as repo from './candidates.repository';
import type { CandidatureRecord } from './candidates.repository';
import { Status } from '@portal/contracts/status-names';

/** A company's candidates: detail, state change with rejection reason, CV (SPEC §2, §4 Candidature). */

/** Another company's candidate answers like a missing one: HTTP 404, status 31. */
async function ownCandidature(db: Db, scope: CompanyScope, applicationId: number): Promise<CandidatureRecord> {
  const candidature = await repo.findCompanyCandidature(db, scope.companyId, applicationId);
  if (!candidature) throw new AppError(Status.ApplicationNotFound);
  return candidature;
}

/**
 * The company's reasons (SPEC §3 Rejection reason: idMotivo, idEstado, idPerfil) for the given
 * target states: those whose `ambito` is the company's (contracts REASON_SCOPES), never the
 * student's reasons for refusing a pre-enrolment. They serve either profile, so `idPerfil` is none
 * and a client filtering by the offer's profile or none (SPEC §4) shows them.
 */
async function companyReasons(db: Db, targets: readonly number[], lang: TLang) {
  const all = await domainList(db, 'motivosCambioEstadoCandidatura', lang);
  const scope: TReasonScope = 'empresa';
  return all
    .filter((r) => r.extra.ambito === scope && targets.includes(Number(r.extra.idEstado)))
    .map((r) => ({
      idMotivo: r.id,
      idEstado: Number(r.extra.idEstado),
      idPerfil: null,
      descripcion: r.descripcion,
    }));
}

async function detailOf(db: Db, scope: CompanyScope, c: CandidatureRecord, today: string): Promise<TCandidateDetail> {
  const offerState = effectiveOfferState(c.offer_estado, c.offer_caducidad, today);
  // A settled offer (closed) takes no changes: offer no targets rather than answer 49 on each.
  const targets = offerState === 'cerrada' ? [] : candidatureTargets('company', c.estado);
  const [student, studies, history, reasons] = await Promise.all([
    repo.candidateStudent(db, c.student_id),
    repo.studentStudies(db, c.student_id),
    repo.candidatureHistory(db, c.id),
    companyReasons(db, targets.filter(candidatureNeedsReason), scope.lang),
  ]);
  const stateIds = [c.estado, ...history.map((h) => h.estado), ...targets];
  const [stateNames, reasonNames] = await Promise.all([
    domainLabels(db, 'estadosCandidaturasAlumno', stateIds, scope.lang),
    domainLabels(
      db,
      'motivosCambioEstadoCandidatura',
      [c.id_motivo, ...history.map((h) => h.id_motivo)].filter((x): x is number => x !== null),
      scope.lang,
    ),
  ]);
  const reasonOf = (id: number | null, text: string | null) =>
    (id !== null ? (reasonNames.get(id) ?? null) : null) ?? text;
  const email = student
    ? ((Number(student.comunicaciones_en_email_estudiante) === 1 ? student.email_estudiante : student.email_personal) ??
      student.login_email)
    : null;
  return {
    idCandidatura: c.id,
    idOferta: c.offer_id,
    urlOferta: c.offer_url,
    tituloOferta: c.offer_titulo,
    idPerfil: c.offer_perfil,
    idEstado: c.estado,
    estado: stateNames.get(c.estado) ?? String(c.estado),
    idMotivo: c.id_motivo,
    motivo: reasonOf(c.id_motivo, c.motivo_texto),
    fecha: c.created_at,
    leida: Number(c.leida_empresa) === 1,
    origen: c.origen,
    alumno: {
      nombre: student?.nombre ?? '',
      apellidos: student?.apellidos ?? '',
      email,
      telefono: student?.telefono1 ?? null,
      localidad: student?.localidad ?? null,
      provincia: (scope.lang === 'ca' ? student?.provincia_ca : student?.provincia_es) ?? null,
      presentacion: student?.presentacion ?? null,
      titulaciones: studies.map((s) => ({ titulo: s.titulo, centro: s.centro, finalizada: Number(s.finished) === 1 })),
    },
    historial: history.map((h) => ({
      idEstado: h.estado,
      estado: stateNames.get(h.estado) ?? String(h.estado),
      idMotivo: h.id_motivo,
      motivo: reasonOf(h.id_motivo, h.motivo_texto),
      fecha: h.created_at,
    })),
    estadosPosibles: targets.map((id) => ({ id, descripcion: stateNames.get(id) ?? String(id) })),
    motivosRechazo: reasons,
  };
}

/** dameCandidato/{id}: opening a candidate marks it read for the company (SPEC §2 'unread' filters). */
export async function getCandidate(
  db: Db,
  scope: CompanyScope,
  applicationId: number,
  today: string,
): Promise<TCandidateDetail> {
  const c = await ownCandidature(db, scope, applicationId);
  if (Number(c.leida_empresa) !== 1) {
    await repo.markReadByCompany(db, c.id);
    c.leida_empresa = 1;
  }
  return detailOf(db, scope, c, today);
}

/**
 * cambiaEstadoCandidatura (SPEC §4): 14 for a change outside the state machine, 49 when the
 * offer is settled; moving to 17 needs a company reason of that state (15 with datos.campos
 * otherwise). Writes the history and the student's notification.
 */
export async function changeCandidateState(
  db: Db,
  scope: CompanyScope,
  body: TChangeCandidateStateBody,
  today: string,
): Promise<TCandidateDetail> {
  const c = await ownCandidature(db, scope, body.idCandidatura);
  const block = companyCandidatureChangeBlock(
    c.estado,
    body.idEstado,
    effectiveOfferState(c.offer_estado, c.offer_caducidad, today),
  );
  if (block !== null) throw new AppError(block);
  let idMotivo: number | null = null;
  if (candidatureNeedsReason(body.idEstado)) {
    if (body.idMotivo === undefined || body.idMotivo === null)
      throw new AppError(Status.RequiredDataMissing, { datos: { campos: [{ campo: 'idMotivo', error: 'required' }] } });
    const reasons = await companyReasons(db, [body.idEstado], scope.lang);
    if (!reasons.some((r) => r.idMotivo === body.idMotivo))
      throw new AppError(Status.RequiredDataMissing, {
        datos: { campos: [{ campo: 'idMotivo', error: 'malformed' }] },
      });
    idMotivo = body.idMotivo;
  }
  const motivoTexto = idMotivo !== null && body.motivo ? body.motivo : null;
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await repo.changeCandidatureState(trx, {
      applicationId: c.id,
      estado: body.idEstado,
      idMotivo,
      motivoTexto,
      byUserId: scope.userId,
      at: now,
    });
    await recordAudit(trx, {
      brandKey: c.offer_brand_key,
      actorUserId: scope.userId,
      actorRole: 'company',
      action: 'application.state',
      objectType: 'application',
      objectId: c.id,
      fromState: String(c.estado),
      toState: String(body.idEstado),
      reason: [idMotivo === null ? null : `motivo #${idMotivo}`, motivoTexto].filter(Boolean).join(': ') || null,
      ...scope.origin,
    });
    await notifyCandidatureChange(
      trx,
      {
        studentId: c.student_id,
        offerTitle: c.offer_titulo,
        offerUrl: c.offer_url,
        estado: body.idEstado,
        idMotivo,
        motivoTexto,
      },
      now,
    );
  });
  return detailOf(
    db,
    scope,
    { ...c, estado: body.idEstado, id_motivo: idMotivo, motivo_texto: motivoTexto, leida_empresa: 1 },
    today,
  );
}

/**
 * dameCvCandidato/{idCandidatura}: the CV, only for a company the candidate applied to (else 31).
 * Opening the CV (its page or the panel beside the list) marks the candidate read for this
 * company, as opening the candidate does (#16 part 6 'unread marks').
 */
export async function candidateCv(db: Db, scope: CompanyScope, applicationId: number): Promise<TCandidateCv> {
  const c = await ownCandidature(db, scope, applicationId);
  const cv = await studentCv(db, c.student_id, scope.lang, c.offer_id);
  if (!cv) throw new AppError(Status.ApplicationNotFound);
  if (Number(c.leida_empresa) !== 1) await repo.markReadByCompany(db, c.id);
  return { idCandidatura: c.id, ...cv };
}

/**
 * A student's CV as a company sees it: with `offerId`, also the documents given for that offer;
 * without (the office's student sheet, issue #15), only the CV and general documents. Null when
 * the student does not exist.
 */
export async function studentCv(
  db: Db,
  studentId: number,
  lang: TLang,
  offerId: number | null,
): Promise<Omit<TCandidateCv, 'idCandidatura'> | null> {
  const [student, studies, experiences, languages, tagIds, documents] = await Promise.all([
    repo.candidateStudent(db, studentId),
    repo.studentStudies(db, studentId),
    repo.studentExperiences(db, studentId),
    repo.studentLanguages(db, studentId),
    repo.studentTagIds(db, studentId),
    repo.studentPublicDocuments(db, studentId, offerId),
  ]);
  if (!student) return null;
  const [langNames, levelNames, programNames, skillNames, interestNames] = await Promise.all([
    domainLabels(
      db,
      'idiomas',
      languages.map((l) => l.language_id),
      lang,
    ),
    domainLabels(
      db,
      'nivelesIdioma',
      languages.map((l) => l.level_id),
      lang,
    ),
    domainLabels(db, 'programasInformaticos', tagIds.programs, lang),
    domainLabels(db, 'competencias', tagIds.skills, lang),
    domainLabels(db, 'tagsInteresAlumno', tagIds.interests, lang),
  ]);
  const items = (ids: number[], names: Map<number, string>) =>
    ids.map((id) => ({ id, descripcion: names.get(id) ?? '' }));
  const bool = (v: number) => Number(v) === 1;
  return {
    personales: {
      nombre: student.nombre,
      apellido1: student.apellido1,
      apellido2: student.apellido2,
      email:
        (bool(student.comunicaciones_en_email_estudiante) ? student.email_estudiante : student.email_personal) ??
        student.login_email,
      telefono1: student.telefono1,
      telefono2: student.telefono2,
      localidad: student.localidad,
      provincia: (lang === 'ca' ? student.provincia_ca : student.provincia_es) ?? null,
      fechaNacimiento: student.fecha_nacimiento,
      carnetConducir: bool(student.carnet_conducir),
      vehiculoPropio: bool(student.vehiculo_propio),
    },
    academicos: studies.map((s) => ({
      id: s.id,
      titulo: s.titulo,
      centro: s.centro,
      deLaUniversidad: bool(s.from_university),
      nota: s.nota,
      fechaInicio: s.fecha_inicio,
      fechaFin: s.fecha_fin,
      finalizado: bool(s.finished),
      curso: s.curso,
    })),
    profesional: experiences.map((e) => ({
      id: e.id,
      empresa: e.empresa,
      puesto: e.puesto,
      fechaInicio: e.fecha_inicio,
      fechaFin: e.fecha_fin,
      actual: bool(e.actual),
      descripcion: e.descripcion,
      localidad: e.localidad,
    })),
    idiomas: languages.map((l) => ({
      idioma: langNames.get(l.language_id) ?? '',
      nivel: levelNames.get(l.level_id) ?? '',
      certificado: l.certificado,
    })),
    interes: {
      programasInformaticos: items(tagIds.programs, programNames),
      competencias: items(tagIds.skills, skillNames),
      intereses: items(tagIds.interests, interestNames),
    },
    documentos: documents.map((d) => ({
      id: d.id,
      nombre: d.nombre,
      extension: d.extension,
      fecha: d.created_at,
      url: d.url,
    })),
    urlCV: student.url_cv,
    tienePermisoTrabajo: bool(student.tiene_permiso_trabajo),
    urlImagenPerfil: student.url_imagen_perfil,
    presentacion: student.presentacion,
    enlacePortfolio: student.enlace_portfolio,
  };
}
