import { z } from 'zod';
import { TEXT_MAX } from '../limits';
import { zOptional, zUrl } from '../validation/fields';
import { zOptionalId } from './cv-fields.schemas';
import { ZCvDocument } from './cv.schemas';

/**
 * Files of the CV (SPEC §3 Uploaded document, §5 Files): addDoc / delDoc for documents, private
 * documents and the attached CV; editImagenPerfil for the profile photo (max 1000 px, notice 526).
 * A file is refused over 2000 KB, outside the SPEC §5 whitelist or when its content is not what
 * its extension says (46); the same file twice in the same section is 56.
 */

/** Where an uploaded document goes: the CV itself, the documents, or the private documents. */
export const ZCvDocumentSection = z.enum(['cv', 'documento', 'privado']);
export type TCvDocumentSection = z.infer<typeof ZCvDocumentSection>;

/** Domain list tiposDocumentoAlumnoPracticas: 1 is the CV, 8 the copy of the degree (notice 537). */
export const DOCUMENT_TYPE_CV = 1;
export const DOCUMENT_TYPE_DEGREE_COPY = 8;

export const ZAddDocumentBody = z
  .object({
    /** SPEC §3: base64 content and extension; or `url` for a file over 2 MB (SPEC §5). */
    ficheroB64ParaAltas: z.string().nullish(),
    extension_adjunto: z.string().trim().max(10, 'malformed').nullish(),
    url: zOptional(zUrl()),
    nombre: z.string({ error: 'required' }).trim().min(1, 'required').max(TEXT_MAX, 'malformed'),
    /** Defaults to 'documento' ('cv' when idTipoDocumento is 1). */
    tipo: ZCvDocumentSection.optional(),
    idTipoDocumento: zOptionalId(),
  })
  .superRefine((body, ctx) => {
    const hasFile = !!body.ficheroB64ParaAltas && !!body.extension_adjunto;
    if (!hasFile && !body.url) {
      ctx.addIssue({ code: 'custom', message: 'required', path: ['ficheroB64ParaAltas'] });
    }
  });
export type TAddDocumentBody = z.infer<typeof ZAddDocumentBody>;

/** addDoc answers the stored document, as the CV lists it. */
export const ZAddedDocument = ZCvDocument.extend({ tipo: ZCvDocumentSection });
export type TAddedDocument = z.infer<typeof ZAddedDocument>;

/** SPEC §7 editImagenPerfil {extension, ficheroB64}. */
export const ZProfileImageBody = z.object({
  extension: z.string({ error: 'required' }).trim().min(1, 'required').max(10, 'malformed'),
  ficheroB64: z.string({ error: 'required' }).min(1, 'required'),
});
export type TProfileImageBody = z.infer<typeof ZProfileImageBody>;
export const ZProfileImage = z.object({ urlImagenPerfil: z.string(), ancho: z.number().int(), alto: z.number().int() });

/** Photo formats image-size reads and a browser shows. */
export const PHOTO_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;
