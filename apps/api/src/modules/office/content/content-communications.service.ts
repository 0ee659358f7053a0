import { type TCommunicationFormParsed, type TOfficeCommunication } from '@portal/contracts/office/content.schemas';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../../platform/app-error';
import * as repo from './content.repository';
import {
  type ContentDeps,
  type ContentRequest,
  actorOf,
  contentState,
  today,
  COMMUNICATION_AUDIENCE,
  common,
  orNull,
  checkReferences,
  inScope,
  ownItem,
  audit,
} from './content.service';

/** The office's communications (SPEC §3 'Communication'; issue #15 'Content'): list, form, delete. */
function toCommunication(r: repo.CommunicationRecord, on: string): TOfficeCommunication {
  return {
    idComunicacion: Number(r.id),
    descripcionEs: r.descripcion_es,
    descripcionCa: r.descripcion_ca,
    enlace: r.enlace ?? '',
    ...common(r, r.fecha_desde, r.fecha_hasta, on),
  };
}

export async function listCommunications(deps: ContentDeps, req: ContentRequest): Promise<TOfficeCommunication[]> {
  const actor = await actorOf(deps, req);
  const on = today(req);
  return (await repo.listCommunications(deps.db, actor.brandKey)).map((r) => toCommunication(r, on));
}

export async function getCommunication(deps: ContentDeps, req: ContentRequest, id: number) {
  const actor = await actorOf(deps, req);
  const row = await repo.findCommunication(deps.db, actor.brandKey, id);
  if (!row) throw new AppError(Status.ContentNotFound);
  return toCommunication(row, today(req));
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
    const toState = contentState(values.borrador, values.fecha_desde, values.fecha_hasta, today(req));
    if (id === null) {
      const newId = await repo.insertCommunication(trx, { ...values, brand_key: actor.brandKey, created_at: now });
      await audit(trx, actor, req, 'content.create', 'communication', newId, null, toState);
      return newId;
    }
    const before = ownItem(await repo.findCommunication(trx, actor.brandKey, id));
    inScope(actor, before.campus_id);
    await repo.updateCommunication(trx, id, { ...values, updated_at: now });
    const fromState = contentState(before.borrador, before.fecha_desde, before.fecha_hasta, today(req));
    await audit(trx, actor, req, 'content.update', 'communication', id, fromState, toState);
    return id;
  });
  return toCommunication((await repo.findCommunication(deps.db, actor.brandKey, savedId))!, today(req));
}

export async function deleteCommunication(deps: ContentDeps, req: ContentRequest, id: number): Promise<void> {
  const actor = await actorOf(deps, req);
  await deps.db.transaction().execute(async (trx) => {
    const before = ownItem(await repo.findCommunication(trx, actor.brandKey, id));
    inScope(actor, before.campus_id);
    await repo.deleteCommunication(trx, id);
    const fromState = contentState(before.borrador, before.fecha_desde, before.fecha_hasta, today(req));
    await audit(trx, actor, req, 'content.delete', 'communication', id, fromState, null);
  });
}
