import {
  requiresDigitalSignature,
  type TAddCompanyDocumentBody,
  type TCompanyInternship,
  type TInternshipActionRequestBody,
  type TPracticeDocument,
} from '@portal/contracts/company-internships/company-internships.schemas';
import { UPLOAD_EXTENSIONS } from '@portal/contracts/limits';
import { LIVE_INTERNSHIP_STATES } from '@portal/contracts/internships/internship-states';
import { nowIso } from '../../db/schema-helpers';
import { recordCompanyAudit } from '../company/company-audit';
import { AppError, notFound } from '../../platform/app-error';
import type { Storage } from '../../platform/storage/storage';
import type { Db } from '../../platform/db';
import { storeUpload } from '../../platform/files';
import * as repo from './company-internships.repository';
import { Status } from '@portal/contracts/status-names';

/**
 * A company's assigned internships and their documents (SPEC §2 /practicas_asignadas,
 * /documentacion, /solicitar-cambio-practicas; §6 digital-certificate signing from 2023-24).
 */

export interface InternshipScope {
  companyId: number;
  userId: number;
  brandKey: string;
  lang: 'es' | 'ca';
  /** The request id and IP of the audit rows (issue #14 part 6). */
  origin?: { requestId: string; ip: string };
}

function toInternship(row: repo.InternshipListRow, lang: 'es' | 'ca'): TCompanyInternship {
  return {
    idPractica: row.id,
    titulo: row.titulo,
    estado: row.estado,
    alumno: { nombre: row.alumno_nombre, apellidos: row.alumno_apellidos, email: row.alumno_email },
    tipo: row.tipo,
    fechaInicio: row.fecha_inicio,
    fechaFin: row.fecha_fin,
    curso: row.course,
    horario: row.horario,
    horasDia: row.horas_dia,
    horasSemana: row.horas_semana,
    horasTotales: row.horas_totales,
    ayudaEstudio: row.ayuda_estudio,
    titulacion: (lang === 'ca' ? row.degree_ca : row.degree_es) ?? null,
    programa:
      row.programme_id !== null
        ? { idPrograma: row.programme_id, nombre: (lang === 'ca' ? row.programme_ca : row.programme_es) ?? '' }
        : null,
    centroTrabajo:
      row.work_centre_id !== null && row.centre_name ? { idCentro: row.work_centre_id, nombre: row.centre_name } : null,
    tutorEmpresa: {
      idContacto: row.tutor_empresa_contact_id,
      nombre: row.tutor_empresa_nombre,
      apellidos: row.tutor_empresa_apellidos,
      email: row.tutor_empresa_email,
    },
    tutorUniversidad: { nombre: row.tutor_universidad_nombre, email: row.tutor_universidad_email },
    requiereFirmaDigital: requiresDigitalSignature(row.course),
  };
}

function toDocument(
  row: repo.PlainDocumentRow & { internship_course?: string | null },
  companyId: number,
): TPracticeDocument {
  const curso = row.course ?? row.internship_course ?? null;
  return {
    idDocumento: row.id,
    nombre: row.nombre,
    extension: row.extension,
    fecha: row.created_at,
    descripcion: row.descripcion,
    idTipoDocumento: row.tipo_documento_id,
    curso,
    idPractica: row.internship_id,
    firmado: Number(row.signed) === 1,
    requiereFirmaDigital: requiresDigitalSignature(curso),
    aportadoPorEmpresa: row.company_id === companyId,
  };
}

/** damePracticas. */
export async function listInternships(db: Db, scope: InternshipScope): Promise<TCompanyInternship[]> {
  return (await repo.listInternships(db, scope.companyId)).map((r) => toInternship(r, scope.lang));
}

/** damePracticasIncluyeDocumentacion: each internship with its documents. */
export async function listInternshipsWithDocuments(db: Db, scope: InternshipScope) {
  const [internships, docs] = await Promise.all([
    listInternships(db, scope),
    repo.internshipDocuments(db, scope.companyId),
  ]);
  return internships.map((i) => ({
    ...i,
    documentos: docs.filter((d) => d.internship_id === i.idPractica).map((d) => toDocument(d, scope.companyId)),
  }));
}

/** dameDocumentosPracticas (optionally ?idPractica=, which must be mine). */
export async function internshipDocuments(
  db: Db,
  scope: InternshipScope,
  internshipId?: number,
): Promise<TPracticeDocument[]> {
  if (internshipId !== undefined && !(await repo.findInternship(db, scope.companyId, internshipId))) throw notFound();
  return (await repo.internshipDocuments(db, scope.companyId, internshipId)).map((d) => toDocument(d, scope.companyId));
}

/** dameDocumentosPracticasPorPrograma: my internships' documents grouped by their programme. */
export async function documentsByProgramme(db: Db, scope: InternshipScope) {
  const [internships, docs] = await Promise.all([
    listInternships(db, scope),
    repo.internshipDocuments(db, scope.companyId),
  ]);
  const groups = new Map<
    number | null,
    { idPrograma: number | null; programa: string | null; documentos: TPracticeDocument[] }
  >();
  for (const i of internships) {
    const key = i.programa?.idPrograma ?? null;
    if (!groups.has(key)) groups.set(key, { idPrograma: key, programa: i.programa?.nombre ?? null, documentos: [] });
  }
  for (const d of docs) groups.get(d.programme_id ?? null)?.documentos.push(toDocument(d, scope.companyId));
  return [...groups.values()].sort((a, b) => (a.programa ?? '\uffff').localeCompare(b.programa ?? '\uffff'));
}

/** dameAnexosPracticas ('annex') and dameNotasInformativasPracticasCurricularExtraordinaria ('info_note'). */
export async function universityDocuments(
  db: Db,
  scope: InternshipScope,
  kind: 'annex' | 'info_note',
): Promise<TPracticeDocument[]> {
  return (await repo.universityDocuments(db, kind, scope.brandKey)).map((d) => toDocument(d, scope.companyId));
}

/** documentosAportados. */
export async function companyDocuments(db: Db, scope: InternshipScope): Promise<TPracticeDocument[]> {
  return (await repo.companyDocuments(db, scope.companyId)).map((d) => toDocument(d, scope.companyId));
}

/**
 * adddoc (notice 513): a company document, or a document of one of my internships (404 for
 * another company's). The general upload whitelist (46 otherwise) and the 2000 KB limit apply.
 */
export async function addDocument(
  db: Db,
  storage: Storage,
  scope: InternshipScope,
  body: TAddCompanyDocumentBody,
): Promise<TPracticeDocument[]> {
  const internship =
    body.idPractica !== undefined ? await repo.findInternship(db, scope.companyId, body.idPractica) : undefined;
  if (body.idPractica !== undefined && !internship) throw notFound();
  const stored = await storeUpload(storage, {
    base64: body.ficheroB64ParaAltas,
    extension: body.extension_adjunto,
    allowed: UPLOAD_EXTENSIONS,
  });
  const name = /\.[a-z0-9]+$/i.test(body.nombre) ? body.nombre : `${body.nombre}.${stored.extension}`;
  await repo.insertDocument(db, {
    owner_user_id: scope.userId,
    company_id: scope.companyId,
    kind: internship ? 'internship' : 'company',
    nombre: name,
    extension: stored.extension,
    mime: stored.mime,
    size: stored.size,
    storage_key: stored.storageKey,
    descripcion: body.descripcion ?? null,
    tipo_documento_id: body.idTipoDocumento ?? null,
    internship_id: internship?.id ?? null,
    course: internship?.course ?? null,
    brand_key: scope.brandKey,
    created_at: nowIso(),
  });
  return internship ? internshipDocuments(db, scope, internship.id) : companyDocuments(db, scope);
}

/** deldoc: only a document my company uploaded (404 otherwise). */
export async function deleteDocument(db: Db, scope: InternshipScope, documentId: number): Promise<TPracticeDocument[]> {
  if ((await repo.deleteCompanyDocument(db, scope.companyId, documentId)) === 0) throw notFound();
  return companyDocuments(db, scope);
}

/** Internships that can still change: not rejected, cancelled or finished. */
const CHANGEABLE: ReadonlySet<string> = new Set(LIVE_INTERNSHIP_STATES);

/**
 * solictitarAccionSobrePractica (/solicitar-cambio-practicas, notice 529): a change request on
 * one of my internships, reviewed by the university. Hours per week above 35 are refused by the
 * body schema (102).
 */
export async function requestInternshipAction(
  db: Db,
  scope: InternshipScope,
  body: TInternshipActionRequestBody,
  /** The brand's hasSolicitarCambioPracticas flag. */
  offered: boolean,
): Promise<number> {
  // SPEC §2: the change request exists only on brands with hasSolicitarCambioPracticas (48, as
  // the other services a brand does not offer).
  if (!offered) throw new AppError(Status.ActionNotAllowed);
  const internship = await repo.findInternship(db, scope.companyId, body.idPractica);
  if (!internship) throw notFound();
  if (!CHANGEABLE.has(internship.estado)) throw new AppError(Status.ActionNotAllowed);
  const fechaInicio = body.fechaInicio ?? internship.fecha_inicio;
  const fechaFin = body.fechaFin ?? internship.fecha_fin;
  if (fechaInicio > fechaFin)
    throw new AppError(Status.WrongDates, { datos: { campos: [{ campo: 'fechaFin', error: '27' }] } });
  if (body.idTutor !== undefined && !(await repo.findContact(db, scope.companyId, body.idTutor))) {
    throw new AppError(Status.RequiredDataMissing, { datos: { campos: [{ campo: 'idTutor', error: 'malformed' }] } });
  }
  const datos = {
    fechaInicio: body.fechaInicio,
    fechaFin: body.fechaFin,
    horasSemana: body.horasSemana,
    horasDia: body.horasDia,
    horario: body.horario,
    idTutor: body.idTutor,
  };
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertChangeRequest(trx, {
      internship_id: internship.id,
      company_id: scope.companyId,
      requested_by_user_id: scope.userId,
      accion: body.accion,
      descripcion: body.descripcion,
      datos: JSON.stringify(datos),
      created_at: nowIso(),
    });
    // The request's own timeline (the office's request sheet) and the internship's.
    const reason = `${body.accion}: ${body.descripcion}`;
    await recordCompanyAudit(trx, scope, {
      action: 'request.create',
      objectType: 'internship_change_request',
      objectId: id,
      from: null,
      to: 'pendiente',
      reason,
    });
    await recordCompanyAudit(trx, scope, {
      action: 'internship.change_request',
      objectType: 'internship',
      objectId: internship.id,
      from: internship.estado,
      to: internship.estado,
      reason: `#${id} ${reason}`,
    });
    return id;
  });
}

/** A document of one of my company's internships (beyond the spec; 404/1 for any other). */
export async function internshipDocumentFile(db: Db, scope: InternshipScope, documentId: number) {
  const file = await repo.internshipDocumentFile(db, scope.companyId, documentId);
  if (!file) throw notFound();
  return file;
}

/** My company's upload, or a university annex or note of my brand (issue #12 item 14; 404/1 for any other). */
export async function documentationFile(db: Db, scope: InternshipScope, documentId: number) {
  const file = await repo.documentationFile(db, scope.companyId, scope.brandKey, documentId);
  if (!file) throw notFound();
  return file;
}
