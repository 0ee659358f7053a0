import { z } from 'zod';

/**
 * The company's logo (#16 part 2, ADR 0028): uploaded on /mi-empresa, shown on offer cards only
 * when the company authorised it (autorizaLogo, SPEC §3 Company registration 'logo authorisation').
 */

/** Formats a browser shows and the file check recognises by content (SPEC §5 Files, images). */
export const LOGO_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;

/** editLogoEmpresa: sent as extension plus base64, as every upload (SPEC §5 Files). */
export const ZCompanyLogoBody = z.object({
  extension: z.string({ error: 'required' }).trim().min(1, 'required').max(10, 'malformed'),
  ficheroB64: z.string({ error: 'required' }).min(1, 'required'),
});
export type TCompanyLogoBody = z.infer<typeof ZCompanyLogoBody>;

/** What the company page shows of its logo. */
export const ZCompanyLogo = z.object({
  /** A logo is stored. */
  tieneLogo: z.boolean(),
  /** The public address of the logo when it is stored and authorised, else null. */
  urlLogo: z.string().nullable(),
});
export type TCompanyLogo = z.infer<typeof ZCompanyLogo>;

/**
 * The public address of a company's logo. `v` names the stored content (its key's first
 * characters), so a new logo gets a new address and caches never show the old one.
 */
export function companyLogoUrl(companyId: number, storageKey: string): string {
  return `/api/Publico/logoEmpresa/${companyId}?v=${storageKey.slice(0, 12)}`;
}
