import { z } from 'zod';

/** Guidance guides: SPEC §2 /guias-orientacion, the student home (at most 4), §3 Guide, §7 dameGuiaOrientacion. */

/** SPEC §3 Guide (the spec's spelling `ulrImagen` is kept). */
export const ZGuide = z.object({
  idGuia: z.number().int(),
  titulo: z.string(),
  descripcion: z.string().nullable(),
  urlFichero: z.string().nullable(),
  ulrImagen: z.string().nullable(),
});
export type TGuide = z.infer<typeof ZGuide>;
export const ZGuideList = z.array(ZGuide);

/** The home asks `limite=4` (SPEC §9 home limits). */
export const ZGuideListQuery = z.object({
  limite: z.coerce.number().int().min(1, 'malformed').max(500, 'malformed').optional(),
});
