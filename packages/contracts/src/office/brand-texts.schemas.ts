import { z } from 'zod';
import { zDate, zOptional, zOptionalText, zRequiredText } from '../validation/fields';

/**
 * The brand's texts in the office console (issue #15 'Content the office publishes'): the home
 * banner (es + ca, a link, publish and unpublish dates; every save a new version) and the
 * data-protection text (every publication a new version that everyone accepts again at their next
 * sign-in; the page counts who accepted each version).
 */
export const ZBannerVersion = z.object({
  version: z.number().int(),
  textoEs: z.string(),
  textoCa: z.string().nullable(),
  enlace: z.string().nullable(),
  publicadoDesde: z.string().nullable(),
  publicadoHasta: z.string().nullable(),
  /** Shown now: inside its publish window. */
  visible: z.boolean(),
  fecha: z.string(),
});
export type TBannerVersion = z.infer<typeof ZBannerVersion>;

export const ZDataProtectionVersion = z.object({
  version: z.number().int(),
  textoEs: z.string(),
  textoCa: z.string(),
  fecha: z.string(),
  /** Common to every brand (the seeded text) rather than this brand's own. */
  comun: z.boolean(),
  actual: z.boolean(),
  aceptaciones: z.number().int(),
});
export type TDataProtectionVersion = z.infer<typeof ZDataProtectionVersion>;

export const ZBrandTexts = z.object({
  /** The current banner (the newest version), null when none was ever saved. */
  banner: ZBannerVersion.nullable(),
  /** Newest first. */
  proteccionDatos: z.array(ZDataProtectionVersion),
});
export type TBrandTexts = z.infer<typeof ZBrandTexts>;

/** A banner link: a path of the portal or an http(s) address. */
const zBannerLink = () =>
  zRequiredText(1, 500).refine((v) => /^(?:https?:\/\/|\/(?!\/))/i.test(v), { message: 'malformed' });

/** The date-time a banner window opens or closes: 'YYYY-MM-DD' or a full ISO timestamp. */
const zWhen = () =>
  zRequiredText(10, 40).refine((v) => (v.length === 10 ? zDate().safeParse(v).success : !Number.isNaN(Date.parse(v))), {
    message: 'malformed',
  });

export const ZBannerBody = z.object({
  textoEs: zRequiredText(3, 500),
  textoCa: zOptionalText(500, 3),
  enlace: zOptional(zBannerLink()),
  publicadoDesde: zOptional(zWhen()),
  publicadoHasta: zOptional(zWhen()),
});
export type TBannerBody = z.infer<typeof ZBannerBody>;

export const ZDataProtectionBody = z.object({
  textoEs: zRequiredText(20, 8000),
  textoCa: zRequiredText(20, 8000),
});
export type TDataProtectionBody = z.infer<typeof ZDataProtectionBody>;

/** GET /api/Publico/bannerHome: the banner shown now on the home page, in the asked language. */
export const ZHomeBanner = z.object({
  /** null: no banner now (none configured, or outside its publish window). */
  banner: z.object({ texto: z.string(), enlace: z.string().nullable(), imagen: z.string().nullable() }).nullable(),
});
export type THomeBanner = z.infer<typeof ZHomeBanner>;
export const ZHomeBannerQuery = z.object({ lang: z.enum(['es', 'ca']).optional() });
