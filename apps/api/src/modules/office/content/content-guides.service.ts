import { type TGuideFormParsed, type TOfficeGuide } from '@portal/contracts/office/content.schemas';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../../platform/app-error';
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

/** The office's guides (issue #15 'Content'): list, form with the uploaded file and picture, delete. */
function toGuide(r: repo.GuideRecord, on: string): TOfficeGuide {
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
    ...common(r, r.publicar_desde, r.publicar_hasta, on),
  };
}

/** An empty Catalan text is stored as null (or '' where the column is required): readers fall back to Spanish. */

export async function listGuides(deps: ContentDeps, req: ContentRequest): Promise<TOfficeGuide[]> {
  const actor = await actorOf(deps, req);
  const on = today(req);
  return (await repo.listGuides(deps.db, actor.brandKey)).map((r) => toGuide(r, on));
}

export async function getGuide(deps: ContentDeps, req: ContentRequest, id: number) {
  const actor = await actorOf(deps, req);
  const row = await repo.findGuide(deps.db, actor.brandKey, id);
  if (!row) throw new AppError(Status.ContentNotFound);
  return toGuide(row, today(req));
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
    const toState = contentState(values.borrador, values.publicar_desde, values.publicar_hasta, today(req));
    if (id === null) {
      const sort = await repo.nextGuideSort(trx);
      const newId = await repo.insertGuide(trx, { ...values, sort, brand_key: actor.brandKey, created_at: now });
      await audit(trx, actor, req, 'content.create', 'guide', newId, null, toState);
      return newId;
    }
    const before = ownItem(await repo.findGuide(trx, actor.brandKey, id));
    inScope(actor, before.campus_id);
    await repo.updateGuide(trx, id, { ...values, updated_at: now });
    const fromState = contentState(before.borrador, before.publicar_desde, before.publicar_hasta, today(req));
    await audit(trx, actor, req, 'content.update', 'guide', id, fromState, toState);
    return id;
  });
  return toGuide((await repo.findGuide(deps.db, actor.brandKey, savedId))!, today(req));
}

export async function deleteGuide(deps: ContentDeps, req: ContentRequest, id: number): Promise<void> {
  const actor = await actorOf(deps, req);
  await deps.db.transaction().execute(async (trx) => {
    const before = ownItem(await repo.findGuide(trx, actor.brandKey, id));
    inScope(actor, before.campus_id);
    await repo.deleteGuide(trx, id);
    const fromState = contentState(before.borrador, before.publicar_desde, before.publicar_hasta, today(req));
    await audit(trx, actor, req, 'content.delete', 'guide', id, fromState, null);
  });
}
