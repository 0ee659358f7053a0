import {
  DOCUMENT_TYPE_CV,
  PHOTO_EXTENSIONS,
  type TAddDocumentBody,
  type TAddedDocument,
  type TCvDocumentSection,
  type TProfileImageBody,
} from '@portal/contracts/cv/cv-documents.schemas';
import { PHOTO_MAX_PX, UPLOAD_EXTENSIONS } from '@portal/contracts/limits';
import { nowIso } from '../../db/schema-helpers';
import type { DocumentKind } from '../../db/tables/documents';
import { AppError, notFound } from '../../platform/app-error';
import type { Db } from '../../platform/db';
import { checkUpload, normaliseExtension, readStoredFile, storeBytes, storeUpload } from '../../platform/files';
import { imageDimensions } from '../../platform/image';
import { documentLink, presentDocument, requireStudent } from './cv-read.service';
import { lockStudentRow } from './cv-set-writes.repository';
import * as repo from './cv.repository';
import type { CvDeps } from './experiences.service';
import { Status } from '@portal/contracts/status-names';

/**
 * Files of the CV (SPEC §3 Uploaded document, §5 Files, §7 addDoc, delDoc, editImagenPerfil).
 * Uploads go through platform/files (2000 KB, the SPEC §5 whitelist checked against the real
 * content: 46). The same file (or URL) twice in one section is 56. Another student's document is
 * 404 (1). The profile photo is decoded and refused over 1000 px (526).
 */

const KIND_OF: Record<TCvDocumentSection, DocumentKind> = { cv: 'cv', documento: 'document', privado: 'private' };
const SECTION_OF: Partial<Record<DocumentKind, TCvDocumentSection>> = {
  cv: 'cv',
  document: 'documento',
  private: 'privado',
};

/** The extension a URL-only document shows: the declared one, else the URL path's, else 'url'. */
function urlExtension(declared: string | null | undefined, url: string | undefined): string {
  if (declared) return normaliseExtension(declared).slice(0, 10);
  const last = url ? (new URL(url).pathname.split('/').pop() ?? '') : '';
  const match = /\.([a-z0-9]{1,5})$/i.exec(last);
  return match ? match[1].toLowerCase() : 'url';
}

export async function addDocument(deps: CvDeps, userId: number, body: TAddDocumentBody): Promise<TAddedDocument> {
  await requireStudent(deps.db, userId);
  const section: TCvDocumentSection = body.tipo ?? (body.idTipoDocumento === DOCUMENT_TYPE_CV ? 'cv' : 'documento');
  const kind = KIND_OF[section];
  const file =
    body.ficheroB64ParaAltas && body.extension_adjunto
      ? await storeUpload(deps.storage, {
          base64: body.ficheroB64ParaAltas,
          extension: body.extension_adjunto,
          allowed: UPLOAD_EXTENSIONS,
        })
      : null;
  const existing = await repo.documentsOf(deps.db, userId, [kind]);
  const duplicate = file
    ? existing.some((d) => d.storage_key === file.storageKey)
    : existing.some((d) => d.url === body.url);
  if (duplicate) throw new AppError(Status.DocumentAlreadyUploaded);
  const extension = file?.extension ?? urlExtension(body.extension_adjunto, body.url);
  const id = await repo.insertDocument(deps.db, {
    owner_user_id: userId,
    kind,
    nombre: body.nombre,
    extension,
    mime: file?.mime ?? 'text/uri-list',
    size: file?.size ?? 0,
    storage_key: file?.storageKey ?? null,
    url: file ? null : (body.url ?? null),
    tipo_documento_id: section === 'cv' ? DOCUMENT_TYPE_CV : (body.idTipoDocumento ?? null),
    created_at: nowIso(),
  });
  const stored = await repo.documentOf(deps.db, userId, id);
  return { ...presentDocument(stored!), tipo: section };
}

async function ownDocument(db: Db, userId: number, id: number) {
  const doc = await repo.documentOf(db, userId, id);
  if (!doc) throw notFound();
  return doc;
}

/** delDoc {id}: documents, private documents and the CV; other kinds belong to their own sections (48). */
export async function deleteDocument(db: Db, userId: number, id: number): Promise<void> {
  const doc = await ownDocument(db, userId, id);
  if (!SECTION_OF[doc.kind]) throw new AppError(Status.ActionNotAllowed);
  await repo.deleteDocument(db, userId, doc.id);
}

/** editImagenPerfil {extension, ficheroB64}: replaces the photo. */
export async function editProfileImage(deps: CvDeps, userId: number, body: TProfileImageBody) {
  await requireStudent(deps.db, userId);
  const checked = await checkUpload({
    base64: body.ficheroB64,
    extension: body.extension,
    allowed: PHOTO_EXTENSIONS,
    field: 'ficheroB64',
  });
  const size = imageDimensions(checked.bytes);
  if (!size)
    throw new AppError(Status.FileTypeNotAllowed, { datos: { campos: [{ campo: 'extension', error: 'content' }] } });
  // SPEC §9 profile photo max 1000 px: notice 526 as a refusal.
  if (size.width > PHOTO_MAX_PX || size.height > PHOTO_MAX_PX) throw new AppError(Status.ImageTooLarge, { http: 400 });
  const storageKey = await storeBytes(deps.storage, checked.bytes);
  const id = await deps.db.transaction().execute(async (trx) => {
    // One photo per student even when two uploads cross (issue #12 item 2, replace-a-set writes).
    await lockStudentRow(trx, userId);
    await repo.deleteDocumentsOfKind(trx, userId, 'photo');
    const photoId = await repo.insertDocument(trx, {
      owner_user_id: userId,
      kind: 'photo',
      nombre: `foto.${checked.extension}`,
      extension: checked.extension,
      mime: checked.mime,
      size: checked.size,
      storage_key: storageKey,
      created_at: nowIso(),
    });
    await repo.updateStudent(trx, userId, { url_imagen_perfil: storageKey, updated_at: nowIso() });
    return photoId;
  });
  return {
    urlImagenPerfil: documentLink({ id, url: null, storage_key: storageKey }),
    ancho: size.width,
    alto: size.height,
  };
}

/** GET dameDocumentoCv/{id}: the bytes of one of the student's own documents. */
export async function readDocument(deps: CvDeps, userId: number, id: number) {
  const doc = await ownDocument(deps.db, userId, id);
  const bytes = doc.storage_key ? await readStoredFile(deps.storage, doc.storage_key) : null;
  if (!bytes) throw notFound();
  return { bytes, mime: doc.mime, nombre: doc.nombre, extension: doc.extension };
}
