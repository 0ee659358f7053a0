import { z } from 'zod';
import { zGrade } from '../validation/fields';
import { isId, zCoercedId } from '../validation/ids';

/**
 * Small builders shared by the CV request schemas (SPEC §3 Student CV, §5 validation). Fields a
 * brand may make required (SPEC §1 field rules) are optional here: the API service enforces the
 * brand's `required` and the form's base-required fields after parsing and answers 15 with
 * `datos.campos`, so a rule lives in brand.json, not in a schema.
 */

/** A positive integer id (a numeric string is accepted, as legacy clients send). */
export function zId() {
  return zCoercedId('required');
}

/** An optional id: absent, null, '' or 0 mean "none". */
export function zOptionalId() {
  return z
    .union([z.number(), z.string(), z.null()], { error: 'malformed' })
    .optional()
    .transform((value, ctx): number | undefined => {
      if (value === undefined || value === null || value === '' || value === 0 || value === '0') return undefined;
      const n = typeof value === 'number' ? value : Number(value);
      if (!isId(n)) {
        ctx.issues.push({ code: 'custom', message: 'malformed', input: value });
        return z.NEVER;
      }
      return n;
    });
}

/** A list of distinct ids (duplicates dropped), at most `max`. */
export function zIdList(max = 50) {
  return z
    .array(zCoercedId('malformed'), { error: 'malformed' })
    .max(max, 'malformed')
    .transform((ids) => [...new Set(ids)]);
}

/** SPEC §5 average grade: optional; 1 to 4 with a decimal comma accepted ('2,75'). */
export function zOptionalGrade() {
  return z
    .union([z.number(), z.string(), z.null()], { error: 'malformed' })
    .optional()
    .transform((value, ctx): number | undefined => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
      const result = zGrade().safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues)
        ctx.issues.push({ code: 'custom', message: issue.message, input: value });
      return z.NEVER;
    });
}

/** `{ id }` bodies (delEstudio, delIdioma, delExperiencia, delDoc, bajaEstudioUniversidad). */
export const ZIdBody = z.object({ id: zId() });
export type TIdBody = z.infer<typeof ZIdBody>;

/** A document sent inline (SPEC §3 Uploaded document): base64 content plus its extension. */
export const ZInlineFile = z.object({
  ficheroB64ParaAltas: z.string({ error: 'required' }).min(1, 'required'),
  extension_adjunto: z.string({ error: 'required' }).trim().min(1, 'required').max(10, 'malformed'),
  nombre: z.string().trim().max(150, 'malformed').nullish(),
});
export type TInlineFile = z.infer<typeof ZInlineFile>;

/** An optional inline attachment: absent or null means none. */
export function zInlineFileOrNull() {
  return ZInlineFile.nullish();
}
