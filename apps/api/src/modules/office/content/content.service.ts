import crypto from 'node:crypto';
import type { TBrand } from '@portal/contracts/brand';
import { CONTENT_FILE_PATH } from '@portal/contracts/content-files/content-files.schemas';
import {
  CONTENT_GUIDE_EXTENSIONS,
  CONTENT_IMAGE_EXTENSIONS,
  type TAttendanceBody,
  type TCommunicationFormParsed,
  type TContentAudience,
  type TContentState,
  type TContentUpload,
  type TContentUploadBody,
  type TEventEnrolment,
  type TEventFormParsed,
  type TGuideFormParsed,
  type TOfficeCommunication,
  type TOfficeEvent,
  type TOfficeGuide,
} from '@portal/contracts/office/content.schemas';
import { Status } from '@portal/contracts/status-names';
import type { CommunicationAudience, EventAudience } from '../../../db/tables/content';
import type { DocumentKind } from '../../../db/tables/documents';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import type { AuthUser } from '../../../platform/auth';
import type { AppConfig } from '../../../platform/config';
import type { Db } from '../../../platform/db';
import { normaliseExtension, storeUpload } from '../../../platform/files';
import { requireOffice, type OfficeActor } from '../office-access.service';
import * as repo from './content.repository';

/**
 * The content the office publishes (issue #15 'Content'): communications (SPEC §3
 * 'Communication'), events (with their enrolled people's attendance) and guides, each with its
 * Spanish and Catalan texts, publish dates, draft flag and audience. Only holders of
 * content.manage of the brand; the items written for every brand (the demo's) are listed but
 * changed by nobody here (231). Every write is one transaction with its audit row.
 */
export interface ContentDeps {
  db: Db;
  config: Pick<AppConfig, 'dataDir'>;
}

export interface ContentRequest {
  user: AuthUser;
  brand: TBrand;
  requestId: string;
  ip: string;
}

type Kind = 'communication' | 'event' | 'guide';

const actorOf = (deps: ContentDeps, req: ContentRequest) =>
  requireOffice(deps.db, req.user, req.brand.key, 'content.manage');

function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Draft, scheduled (publish date ahead), published, or expired (unpublish date passed). */
export function contentState(
  borrador: number,
  desde: string | null,
  hasta: string | null,
  on: string = today(),
): TContentState {
  if (Number(borrador) === 1) return 'borrador';
  if (desde && desde > on) return 'programado';
  if (hasta && hasta < on) return 'caducado';
  return 'publicado';
}

const COMMUNICATION_AUDIENCE: Record<Exclude<TContentAudience, never>, CommunicationAudience> = {
  todos: 'all',
  alumnos: 'student',
  titulados: 'graduate',
  empresas: 'company',
};
const EVENT_AUDIENCE: Record<Exclude<TContentAudience, 'empresas'>, EventAudience> = {
  todos: 'all',
  alumnos: 'students',
  titulados: 'graduates',
};

function audienceOf(stored: string): TContentAudience {
  if (stored === 'student' || stored === 'students') return 'alumnos';
  if (stored === 'graduate' || stored === 'graduates') return 'titulados';
  if (stored === 'company') return 'empresas';
  return 'todos';
}

function eventAudience(a: TContentAudience): EventAudience {
  if (a === 'empresas') throw new AppError(Status.ContentAudienceInvalid);
  return EVENT_AUDIENCE[a];
}

const FILE_URL = new RegExp(`^${CONTENT_FILE_PATH}/(\\d+)$`);
const fileUrl = (id: number) => `${CONTENT_FILE_PATH}/${id}`;
function fileIdOf(url: string | null): number | null {
  const m = url ? FILE_URL.exec(url) : null;
  return m ? Number(m[1]) : null;
}

function common(
  row: {
    borrador: number;
    audience: string;
    degree_id: number | null;
    campus_id: number | null;
    brand_key: string | null;
  },
  desde: string | null,
  hasta: string | null,
) {
  return {
    estado: contentState(row.borrador, desde, hasta),
    publicarDesde: desde,
    publicarHasta: hasta,
    destinatarios: audienceOf(row.audience),
    idTitulacion: row.degree_id === null ? null : Number(row.degree_id),
    idSede: row.campus_id === null ? null : Number(row.campus_id),
    borrador: Number(row.borrador) === 1,
    compartido: row.brand_key === null,
  };
}

function toCommunication(r: repo.CommunicationRecord): TOfficeCommunication {
  return {
    idComunicacion: Number(r.id),
    descripcionEs: r.descripcion_es,
    descripcionCa: r.descripcion_ca,
    enlace: r.enlace ?? '',
    ...common(r, r.fecha_desde, r.fecha_hasta),
  };
}

function toEvent(r: repo.EventRecord): TOfficeEvent {
  return {
    idEvento: Number(r.id),
    tituloEs: r.titulo,
    tituloCa: r.titulo_ca ?? '',
    entradillaEs: r.entradilla ?? '',
    entradillaCa: r.entradilla_ca ?? '',
    descripcionEs: r.descripcion ?? '',
    descripcionCa: r.descripcion_ca ?? '',
    categoriaEs: r.categoria ?? '',
    categoriaCa: r.categoria_ca ?? '',
    lugarEs: r.lugar ?? '',
    lugarCa: r.lugar_ca ?? '',
    fecha: r.fecha,
    destacado: Number(r.destacado) === 1,
    plazas: r.plazas === null ? null : Number(r.plazas),
    inscripcionAbierta: Number(r.inscripcion_abierta) === 1,
    idImagen: fileIdOf(r.url_imagen),
    urlImagen: r.url_imagen,
    inscritos: Number(r.inscritos ?? 0),
    ...common(r, r.publicar_desde, r.publicar_hasta),
  };
}

function toGuide(r: repo.GuideRecord): TOfficeGuide {
  return {
    idGuia: Number(r.id),
    tituloEs: r.titulo,
    tituloCa: r.titulo_ca ?? '',
    descripcionEs: r.descripcion ?? '',
    descripcionCa: r.descripcion_ca ?? '',
    idFichero: fileIdOf(r.url_fichero),
    urlFichero: r.url_fichero,
    idImagen: fileIdOf(r.url_imagen),
    urlImagen: r.url_imagen,
    ...common(r, r.publicar_desde, r.publicar_hasta),
  };
}

/** An empty Catalan text is stored as null (or '' where the column is required): readers fall back to Spanish. */
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

async function checkReferences(db: Db, form: { idTitulacion: number | null; idSede: number | null }) {
  if (form.idTitulacion !== null && !(await repo.degreeExists(db, form.idTitulacion)))
    throw new AppError(Status.ContentReferenceUnknown, {
      datos: { campos: [{ campo: 'idTitulacion', error: '236' }] },
    });
  if (form.idSede !== null && !(await repo.campusExists(db, form.idSede)))
    throw new AppError(Status.ContentReferenceUnknown, { datos: { campos: [{ campo: 'idSede', error: '236' }] } });
}

async function checkFile(db: Db, actor: OfficeActor, id: number | null, kind: DocumentKind, campo: string) {
  if (id === null) return null;
  const file = await repo.findContentUpload(db, id, kind, actor.brandKey);
  if (!file) throw new AppError(Status.ContentFileInvalid, { datos: { campos: [{ campo, error: '233' }] } });
  return fileUrl(Number(file.id));
}

/**
 * A gestor scoped to campuses writes only items for one of their campuses (144): an item for
 * every campus reaches students they do not look after.
 */
function inScope(actor: OfficeActor, campusId: number | null): void {
  if (actor.campusIds.length && (campusId === null || !actor.campusIds.includes(Number(campusId))))
    throw new AppError(Status.OutsideCampusScope);
}

/** The item must be this brand's own: 230 when missing or another brand's, 231 when written for every brand. */
function ownItem<T extends { brand_key: string | null }>(row: T | undefined): T {
  if (!row) throw new AppError(Status.ContentNotFound);
  if (row.brand_key === null) throw new AppError(Status.ContentShared);
  return row;
}

async function audit(
  db: Db,
  actor: OfficeActor,
  req: ContentRequest,
  action: string,
  objectType: Kind | 'document',
  id: number,
  fromState: string | null,
  toState: string | null,
) {
  await recordAudit(db, {
    brandKey: actor.brandKey,
    actorUserId: actor.userId,
    actorRole: 'staff',
    action,
    objectType,
    objectId: id,
    fromState,
    toState,
    requestId: req.requestId,
    ip: req.ip,
  });
}

// Communications ------------------------------------------------------------------------------

export async function listCommunications(deps: ContentDeps, req: ContentRequest): Promise<TOfficeCommunication[]> {
  const actor = await actorOf(deps, req);
  return (await repo.listCommunications(deps.db, actor.brandKey)).map(toCommunication);
}

export async function getCommunication(deps: ContentDeps, req: ContentRequest, id: number) {
  const actor = await actorOf(deps, req);
  const row = await repo.findCommunication(deps.db, actor.brandKey, id);
  if (!row) throw new AppError(Status.ContentNotFound);
  return toCommunication(row);
}

function communicationValues(form: TCommunicationFormParsed) {
  return {
    audience: COMMUNICATION_AUDIENCE[form.destinatarios],
    fecha_desde: form.publicarDesde,
    fecha_hasta: form.publicarHasta,
    descripcion_es: form.descripcionEs,
    // A required column: '' reads as 'not written' (content-language.ts falls back to Spanish).
    descripcion_ca: form.descripcionCa.trim(),
    enlace: orNull(form.enlace),
    degree_id: form.idTitulacion,
    campus_id: form.idSede,
    borrador: form.borrador ? 1 : 0,
  };
}

export async function saveCommunication(
  deps: ContentDeps,
  req: ContentRequest,
  id: number | null,
  form: TCommunicationFormParsed,
): Promise<TOfficeCommunication> {
  const actor = await actorOf(deps, req);
  inScope(actor, form.idSede);
  await checkReferences(deps.db, form);
  const now = new Date().toISOString();
  const savedId = await deps.db.transaction().execute(async (trx) => {
    const values = communicationValues(form);
    const toState = contentState(values.borrador, values.fecha_desde, values.fecha_hasta);
    if (id === null) {
      const newId = await repo.insertCommunication(trx, { ...values, brand_key: actor.brandKey, created_at: now });
      await audit(trx, actor, req, 'content.create', 'communication', newId, null, toState);
      return newId;
    }
    const before = ownItem(await repo.findCommunication(trx, actor.brandKey, id));
    inScope(actor, before.campus_id);
    await repo.updateCommunication(trx, id, { ...values, updated_at: now });
    const fromState = contentState(before.borrador, before.fecha_desde, before.fecha_hasta);
    await audit(trx, actor, req, 'content.update', 'communication', id, fromState, toState);
    return id;
  });
  return toCommunication((await repo.findCommunication(deps.db, actor.brandKey, savedId))!);
}

export async function deleteCommunication(deps: ContentDeps, req: ContentRequest, id: number): Promise<void> {
  const actor = await actorOf(deps, req);
  await deps.db.transaction().execute(async (trx) => {
    const before = ownItem(await repo.findCommunication(trx, actor.brandKey, id));
    inScope(actor, before.campus_id);
    await repo.deleteCommunication(trx, id);
    const fromState = contentState(before.borrador, before.fecha_desde, before.fecha_hasta);
    await audit(trx, actor, req, 'content.delete', 'communication', id, fromState, null);
  });
}

// Events --------------------------------------------------------------------------------------

export async function listEvents(deps: ContentDeps, req: ContentRequest): Promise<TOfficeEvent[]> {
  const actor = await actorOf(deps, req);
  return (await repo.listEvents(deps.db, actor.brandKey)).map(toEvent);
}

export async function getEvent(deps: ContentDeps, req: ContentRequest, id: number) {
  const actor = await actorOf(deps, req);
  const row = await repo.findEvent(deps.db, actor.brandKey, id);
  if (!row) throw new AppError(Status.ContentNotFound);
  return toEvent(row);
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

function eventValues(form: TEventFormParsed, imageUrl: string | null) {
  return {
    titulo: form.tituloEs,
    titulo_ca: orNull(form.tituloCa),
    entradilla: orNull(form.entradillaEs),
    entradilla_ca: orNull(form.entradillaCa),
    descripcion: orNull(form.descripcionEs),
    descripcion_ca: orNull(form.descripcionCa),
    categoria: form.categoriaEs,
    categoria_ca: orNull(form.categoriaCa),
    categoria_slug: slugify(form.categoriaEs) || null,
    lugar: form.lugarEs,
    lugar_ca: orNull(form.lugarCa),
    fecha: new Date(form.fecha).toISOString(),
    destacado: form.destacado ? 1 : 0,
    plazas: form.plazas,
    inscripcion_abierta: form.inscripcionAbierta ? 1 : 0,
    url_imagen: imageUrl,
    audience: eventAudience(form.destinatarios),
    degree_id: form.idTitulacion,
    campus_id: form.idSede,
    publicar_desde: form.publicarDesde,
    publicar_hasta: form.publicarHasta,
    borrador: form.borrador ? 1 : 0,
  };
}

export async function saveEvent(
  deps: ContentDeps,
  req: ContentRequest,
  id: number | null,
  form: TEventFormParsed,
): Promise<TOfficeEvent> {
  const actor = await actorOf(deps, req);
  inScope(actor, form.idSede);
  await checkReferences(deps.db, form);
  const imageUrl = await checkFile(deps.db, actor, form.idImagen, 'event_image', 'idImagen');
  const now = new Date().toISOString();
  const savedId = await deps.db.transaction().execute(async (trx) => {
    const values = eventValues(form, imageUrl);
    const toState = contentState(values.borrador, values.publicar_desde, values.publicar_hasta);
    if (id === null) {
      const slug = `${slugify(form.tituloEs) || 'evento'}-${crypto.randomBytes(3).toString('hex')}`;
      const newId = await repo.insertEvent(trx, {
        ...values,
        url_acceso: slug,
        publico: 0,
        brand_key: actor.brandKey,
        created_at: now,
      });
      await audit(trx, actor, req, 'content.create', 'event', newId, null, toState);
      return newId;
    }
    const before = ownItem(await repo.findEvent(trx, actor.brandKey, id));
    inScope(actor, before.campus_id);
    await repo.updateEvent(trx, id, { ...values, updated_at: now });
    const fromState = contentState(before.borrador, before.publicar_desde, before.publicar_hasta);
    await audit(trx, actor, req, 'content.update', 'event', id, fromState, toState);
    return id;
  });
  return toEvent((await repo.findEvent(deps.db, actor.brandKey, savedId))!);
}

/** An event with enrolled people is not deleted (234): an unpublish date hides it instead. */
export async function deleteEvent(deps: ContentDeps, req: ContentRequest, id: number): Promise<void> {
  const actor = await actorOf(deps, req);
  await deps.db.transaction().execute(async (trx) => {
    const before = ownItem(await repo.findEvent(trx, actor.brandKey, id));
    inScope(actor, before.campus_id);
    if (Number(before.inscritos ?? 0) > 0) throw new AppError(Status.EventHasEnrolments);
    await repo.deleteEvent(trx, id);
    const fromState = contentState(before.borrador, before.publicar_desde, before.publicar_hasta);
    await audit(trx, actor, req, 'content.delete', 'event', id, fromState, null);
  });
}

/** The people of this brand enrolled in an event (the shared demo events too) with their attendance. */
export async function eventEnrolments(deps: ContentDeps, req: ContentRequest, id: number): Promise<TEventEnrolment[]> {
  const actor = await actorOf(deps, req);
  if (!(await repo.findEvent(deps.db, actor.brandKey, id))) throw new AppError(Status.ContentNotFound);
  return (await repo.listEnrolments(deps.db, id, actor.brandKey)).map((r) => ({
    idUsuario: Number(r.user_id),
    nombre: `${r.nombre} ${r.apellidos}`.trim(),
    email: r.email,
    fechaInscripcion: r.created_at,
    asistio: r.asistio === null ? null : Number(r.asistio) === 1,
  }));
}

export async function markAttendance(
  deps: ContentDeps,
  req: ContentRequest,
  id: number,
  body: TAttendanceBody,
): Promise<TEventEnrolment[]> {
  const actor = await actorOf(deps, req);
  await deps.db.transaction().execute(async (trx) => {
    const event = await repo.findEvent(trx, actor.brandKey, id);
    if (!event) throw new AppError(Status.ContentNotFound);
    if (event.brand_key !== null) inScope(actor, event.campus_id);
    const enrolment = await repo.findEnrolment(trx, id, body.idUsuario, actor.brandKey);
    if (!enrolment) throw new AppError(Status.EventPersonNotEnrolled);
    const from = enrolment.asistio === null ? null : Number(enrolment.asistio) === 1 ? 'asistio' : 'no_asistio';
    await repo.setAttendance(trx, id, body.idUsuario, body.asistio ? 1 : 0);
    await recordAudit(trx, {
      brandKey: actor.brandKey,
      actorUserId: actor.userId,
      actorRole: 'staff',
      action: 'event.attendance',
      objectType: 'event',
      objectId: id,
      fromState: from,
      toState: body.asistio ? 'asistio' : 'no_asistio',
      reason: `user ${body.idUsuario}`,
      requestId: req.requestId,
      ip: req.ip,
    });
  });
  return eventEnrolments(deps, req, id);
}

// Guides --------------------------------------------------------------------------------------

export async function listGuides(deps: ContentDeps, req: ContentRequest): Promise<TOfficeGuide[]> {
  const actor = await actorOf(deps, req);
  return (await repo.listGuides(deps.db, actor.brandKey)).map(toGuide);
}

export async function getGuide(deps: ContentDeps, req: ContentRequest, id: number) {
  const actor = await actorOf(deps, req);
  const row = await repo.findGuide(deps.db, actor.brandKey, id);
  if (!row) throw new AppError(Status.ContentNotFound);
  return toGuide(row);
}

export async function saveGuide(
  deps: ContentDeps,
  req: ContentRequest,
  id: number | null,
  form: TGuideFormParsed,
): Promise<TOfficeGuide> {
  const actor = await actorOf(deps, req);
  inScope(actor, form.idSede);
  await checkReferences(deps.db, form);
  const fileUrlOf = await checkFile(deps.db, actor, form.idFichero, 'guide', 'idFichero');
  const imageUrl = await checkFile(deps.db, actor, form.idImagen, 'guide_image', 'idImagen');
  const now = new Date().toISOString();
  const savedId = await deps.db.transaction().execute(async (trx) => {
    const values = {
      titulo: form.tituloEs,
      titulo_ca: orNull(form.tituloCa),
      descripcion: orNull(form.descripcionEs),
      descripcion_ca: orNull(form.descripcionCa),
      url_fichero: fileUrlOf,
      url_imagen: imageUrl,
      audience: eventAudience(form.destinatarios),
      degree_id: form.idTitulacion,
      campus_id: form.idSede,
      publicar_desde: form.publicarDesde,
      publicar_hasta: form.publicarHasta,
      borrador: form.borrador ? 1 : 0,
    };
    const toState = contentState(values.borrador, values.publicar_desde, values.publicar_hasta);
    if (id === null) {
      const sort = await repo.nextGuideSort(trx);
      const newId = await repo.insertGuide(trx, { ...values, sort, brand_key: actor.brandKey, created_at: now });
      await audit(trx, actor, req, 'content.create', 'guide', newId, null, toState);
      return newId;
    }
    const before = ownItem(await repo.findGuide(trx, actor.brandKey, id));
    inScope(actor, before.campus_id);
    await repo.updateGuide(trx, id, { ...values, updated_at: now });
    const fromState = contentState(before.borrador, before.publicar_desde, before.publicar_hasta);
    await audit(trx, actor, req, 'content.update', 'guide', id, fromState, toState);
    return id;
  });
  return toGuide((await repo.findGuide(deps.db, actor.brandKey, savedId))!);
}

export async function deleteGuide(deps: ContentDeps, req: ContentRequest, id: number): Promise<void> {
  const actor = await actorOf(deps, req);
  await deps.db.transaction().execute(async (trx) => {
    const before = ownItem(await repo.findGuide(trx, actor.brandKey, id));
    inScope(actor, before.campus_id);
    await repo.deleteGuide(trx, id);
    const fromState = contentState(before.borrador, before.publicar_desde, before.publicar_hasta);
    await audit(trx, actor, req, 'content.delete', 'guide', id, fromState, null);
  });
}

// Uploads -------------------------------------------------------------------------------------

const UPLOAD_KIND = {
  guia: { kind: 'guide', allowed: CONTENT_GUIDE_EXTENSIONS },
  imagenGuia: { kind: 'guide_image', allowed: CONTENT_IMAGE_EXTENSIONS },
  imagenEvento: { kind: 'event_image', allowed: CONTENT_IMAGE_EXTENSIONS },
} as const;

/**
 * A guide's file or a picture, checked (size, extension of the place, real content: an image
 * field takes images only, 46 otherwise) and stored before its documents row is written and
 * acknowledged. It is served by /api/Publico/ficheroContenido/{id} with its type and name.
 */
export async function uploadContentFile(
  deps: ContentDeps,
  req: ContentRequest,
  body: TContentUploadBody,
): Promise<TContentUpload> {
  const actor = await actorOf(deps, req);
  const { kind, allowed } = UPLOAD_KIND[body.tipo];
  const dot = body.nombre.lastIndexOf('.');
  const extension = dot > 0 ? normaliseExtension(body.nombre.slice(dot + 1)) : '';
  const stored = await storeUpload(deps.config, {
    base64: body.ficheroB64,
    extension,
    allowed,
    field: 'ficheroB64',
  });
  const now = new Date().toISOString();
  const id = await deps.db.transaction().execute(async (trx) => {
    const newId = await repo.insertContentUpload(trx, {
      owner_user_id: actor.userId,
      company_id: null,
      kind,
      nombre: body.nombre,
      extension: stored.extension,
      mime: stored.mime,
      size: stored.size,
      storage_key: stored.storageKey,
      url: null,
      descripcion: null,
      tipo_documento_id: null,
      internship_id: null,
      offer_id: null,
      agreement_id: null,
      experience_id: null,
      programme_id: null,
      practice_request_id: null,
      brand_key: actor.brandKey,
      course: null,
      created_at: now,
    });
    await audit(trx, actor, req, 'content.upload', 'document', newId, null, kind);
    return newId;
  });
  return { idFichero: id, url: fileUrl(id), nombre: body.nombre, mime: stored.mime };
}
