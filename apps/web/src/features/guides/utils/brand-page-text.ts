import type { TPublicBrand } from '@portal/contracts/brand';

/**
 * A brand's own text for an information page (markdown subset, brand.json `texts.<lang>.<key>`),
 * when the brand supplies one; null otherwise, and the page shows its generic content.
 */
export function brandPageText(brand: TPublicBrand, lang: string, key: 'orientacionLaboral' | 'ayuda'): string | null {
  const value = (lang === 'ca' ? brand.texts.ca : brand.texts.es)[key];
  return value && value.trim() !== '' && value.trim() !== '-' ? value : null;
}
