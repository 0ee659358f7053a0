import type { TPublicBrand } from '@portal/contracts/brand';

/**
 * A brand's own text for an information page (markdown subset), when the brand supplies one;
 * null otherwise, and the page shows its generic content. The brand schema has no such keys yet:
 * they are read by name so that adding them to brand.json is all a brand needs.
 */
export function brandPageText(brand: TPublicBrand, lang: string, key: 'orientacionLaboral' | 'ayuda'): string | null {
  const texts = (lang === 'ca' ? brand.texts.ca : brand.texts.es) as Record<string, unknown>;
  const value = texts[key];
  return typeof value === 'string' && value.trim() !== '' && value.trim() !== '-' ? value : null;
}
