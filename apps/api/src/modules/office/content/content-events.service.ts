import crypto from 'node:crypto';
import {
  type TAttendanceBody,
  type TEventEnrolment,
  type TEventFormParsed,
  type TOfficeEvent,
} from '@portal/contracts/office/content.schemas';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import * as repo from './content.repository';
import {
  type ContentDeps,
  type ContentRequest,
  actorOf,
  contentState,
  today,
  eventAudience,
  fileIdOf,
  common,
  orNull,
  checkReferences,
  checkFile,
  inScope,
  ownItem,
  audit,
} from './content.service';

/** The office's events (issue #15 'Content'): list, form, delete, the enrolled people's attendance. */
function toEvent(r: repo.EventRecord, on: string): TOfficeEvent {
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
    ...common(r, r.publicar_desde, r.publicar_hasta, on),
  };
}

export async function listEvents(deps: ContentDeps, req: ContentRequest): Promise<TOfficeEvent[]> {
  const actor = await actorOf(deps, req);
  const on = today(req);
  return (await repo.listEvents(deps.db, actor.brandKey)).map((r) => toEvent(r, on));
}

export async function getEvent(deps: ContentDeps, req: ContentRequest, id: number) {
  const actor = await actorOf(deps, req);
  const row = await repo.findEvent(deps.db, actor.brandKey, id);
  if (!row) throw new AppError(Status.ContentNotFound);
  return toEvent(row, today(req));
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
    const toState = contentState(values.borrador, values.publicar_desde, values.publicar_hasta, today(req));
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
    const fromState = contentState(before.borrador, before.publicar_desde, before.publicar_hasta, today(req));
    await audit(trx, actor, req, 'content.update', 'event', id, fromState, toState);
    return id;
  });
  return toEvent((await repo.findEvent(deps.db, actor.brandKey, savedId))!, today(req));
}

/** An event with enrolled people is not deleted (234): an unpublish date hides it instead. */
export async function deleteEvent(deps: ContentDeps, req: ContentRequest, id: number): Promise<void> {
  const actor = await actorOf(deps, req);
  await deps.db.transaction().execute(async (trx) => {
    const before = ownItem(await repo.findEvent(trx, actor.brandKey, id));
    inScope(actor, before.campus_id);
    if (Number(before.inscritos ?? 0) > 0) throw new AppError(Status.EventHasEnrolments);
    await repo.deleteEvent(trx, id);
    const fromState = contentState(before.borrador, before.publicar_desde, before.publicar_hasta, today(req));
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
