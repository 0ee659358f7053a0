import {
  CONTENT_GUIDE_EXTENSIONS,
  CONTENT_IMAGE_EXTENSIONS,
  type TContentUpload,
  type TContentUploadBody,
} from '@portal/contracts/office/content.schemas';
import { normaliseExtension, storeUpload } from '../../../platform/files';
import * as repo from './content.repository';
import { type ContentDeps, type ContentRequest, actorOf, fileUrl, audit } from './content.service';

/** Files of the office's content (issue #15 'Content'): a guide's file or a picture. */
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
  const stored = await storeUpload(deps.storage, {
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
