import { PDF_ONLY, UPLOAD_EXTENSIONS } from '@portal/contracts/limits';
import { AppError } from '../../platform/app-error';
import type { Storage } from '../../platform/storage/storage';
import { storeUpload } from '../../platform/files';
import { getLangLists } from '../domains/domains-lists.service';
import type { StudentContext } from '../offers/offers.service';
import { insertDocument, replaceMarkedDocument, type OwnInternship } from './internships.repository';
import { FOLLOW_UP_MARKER, isVocational, ownInternship } from './internships.service';
import { Status } from '@portal/contracts/status-names';

/**
 * Files a student adds to an internship (SPEC §3 Uploaded document, §5 Files): base64 plus
 * extension, at most 2000 KB, an allowed extension whose real content matches (46 otherwise);
 * the bytes are on disk before the row names them (platform/files.ts). Where PDF only:
 * addDocumentoPractica, the typed internship documents, which from 2023-24 carry a digital
 * signature (SPEC §6) and only PDF does; addFicheroPractica and editDocumentoSeguimientoCF take
 * the general list.
 */
export interface UploadBody {
  idPractica: number;
  ficheroB64ParaAltas: string;
  extension_adjunto: string;
  nombre?: string;
}

type Ctx = StudentContext & { storage: Storage };

/** Files go to internships the student still has (not rejected or cancelled): 48 otherwise. */
async function writableInternship(ctx: Ctx, id: number): Promise<OwnInternship> {
  const internship = await ownInternship(ctx, id);
  if (internship.estado === 'rechazada' || internship.estado === 'cancelada')
    throw new AppError(Status.ActionNotAllowed);
  return internship;
}

function fileName(nombre: string | undefined, fallback: string, extension: string): string {
  const base = nombre?.trim() || fallback;
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
}

function documentRow(
  ctx: Ctx,
  internship: OwnInternship,
  stored: Awaited<ReturnType<typeof storeUpload>>,
  nombre: string,
  extra: { descripcion?: string | null; tipo_documento_id?: number | null },
) {
  return {
    owner_user_id: ctx.userId,
    kind: 'internship' as const,
    internship_id: internship.id,
    nombre,
    extension: stored.extension,
    mime: stored.mime,
    size: stored.size,
    storage_key: stored.storageKey,
    descripcion: extra.descripcion ?? null,
    tipo_documento_id: extra.tipo_documento_id ?? null,
    brand_key: ctx.brandKey,
    course: internship.course,
    created_at: new Date().toISOString(),
  };
}

/** addFicheroPractica. */
export async function addInternshipFile(ctx: Ctx, body: UploadBody & { descripcion?: string }) {
  const internship = await writableInternship(ctx, body.idPractica);
  const stored = await storeUpload(ctx.storage, {
    base64: body.ficheroB64ParaAltas,
    extension: body.extension_adjunto,
    allowed: UPLOAD_EXTENSIONS,
  });
  const nombre = fileName(body.nombre, 'fichero', stored.extension);
  const id = await insertDocument(
    ctx.db,
    documentRow(ctx, internship, stored, nombre, { descripcion: body.descripcion ?? null }),
  );
  return { id, nombre, extension: stored.extension, tamano: stored.size };
}

/** addDocumentoPractica: a document of a type of 'tiposDocumentoAlumnoPracticas', PDF only. */
export async function addInternshipDocument(ctx: Ctx, body: UploadBody & { idTipoDocumento: number }) {
  const internship = await writableInternship(ctx, body.idPractica);
  const { dominios } = await getLangLists(ctx.db, ctx.lang);
  const type = dominios.tiposDocumentoAlumnoPracticas.find((t) => t.id === body.idTipoDocumento);
  if (!type)
    throw new AppError(Status.RequiredDataMissing, {
      datos: { campos: [{ campo: 'idTipoDocumento', error: 'malformed' }] },
    });
  const stored = await storeUpload(ctx.storage, {
    base64: body.ficheroB64ParaAltas,
    extension: body.extension_adjunto,
    allowed: PDF_ONLY,
  });
  const nombre = fileName(body.nombre, type.descripcion, stored.extension);
  const id = await insertDocument(ctx.db, documentRow(ctx, internship, stored, nombre, { tipo_documento_id: type.id }));
  return { id, nombre, extension: stored.extension, tamano: stored.size };
}

/** editDocumentoSeguimientoCF: replaces the follow-up document of a vocational-training internship (48 for others). */
export async function editFollowUpDocument(ctx: Ctx, body: UploadBody) {
  const internship = await writableInternship(ctx, body.idPractica);
  if (!isVocational(internship)) throw new AppError(Status.ActionNotAllowed);
  const stored = await storeUpload(ctx.storage, {
    base64: body.ficheroB64ParaAltas,
    extension: body.extension_adjunto,
    allowed: UPLOAD_EXTENSIONS,
  });
  const nombre = fileName(body.nombre, 'Seguimiento CF', stored.extension);
  const id = await replaceMarkedDocument(
    ctx.db,
    internship.id,
    FOLLOW_UP_MARKER,
    documentRow(ctx, internship, stored, nombre, { descripcion: FOLLOW_UP_MARKER }),
  );
  return { id, nombre, extension: stored.extension, tamano: stored.size };
}
