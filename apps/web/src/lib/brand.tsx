import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { TBrandFlag, TPublicBrand } from '@portal/contracts/brand';
import { api } from './api-client';

/**
 * SPEC §1 multi-brand: the host name selects the brand; the web reads it once from
 * GET /api/Publico/marca before anything renders (a neutral splash meanwhile), and every
 * brand difference (tokens, texts, links, flags) comes from it, never from `if (brand === ...)`.
 */
export const BRAND_PATH = '/api/Publico/marca';

const BrandContext = createContext<TPublicBrand | null>(null);

/** The element the server writes the host's brand into (apps/api/src/platform/web-app.ts). */
const INLINE_BRAND_ID = 'portal-brand';

const isBrand = (value: unknown): value is TPublicBrand => !!value && typeof value === 'object' && 'tokens' in value;

/**
 * Issue #16 part 9: the page the server sends carries the brand of its host, so the first render
 * does not wait for GET /api/Publico/marca; a page without it (the dev server) asks the API.
 */
export function inlineBrand(): TPublicBrand | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(INLINE_BRAND_ID)?.textContent;
  if (!text) return null;
  try {
    const brand: unknown = JSON.parse(text);
    return isBrand(brand) ? brand : null;
  } catch {
    return null;
  }
}

/** Fetches the public brand; resolves with the neutral fallback when the API cannot answer. */
export async function loadBrand(): Promise<TPublicBrand> {
  const inline = inlineBrand();
  if (inline) return inline;
  try {
    const { datos } = await api.get<TPublicBrand>(BRAND_PATH, { silent: true });
    if (isBrand(datos)) return datos;
  } catch {
    // the neutral brand below
  }
  // Only when the API cannot answer: a chunk of its own, off the first paint's budget (#16 part 9).
  return (await import('./brand-fallback')).FALLBACK_BRAND;
}

export function BrandContextProvider({ brand, children }: { brand: TPublicBrand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

/** Neutral splash while the brand loads: no colours, no logo, no text of any brand. */
export function BrandSplash() {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f5f5' }}
    >
      <span
        style={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: '4px solid #ccc',
          borderTopColor: '#666',
          display: 'block',
          animation: 'portal-spin 1s linear infinite',
        }}
      />
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>…</span>
      <style>
        {
          '@keyframes portal-spin{to{transform:rotate(360deg)}}@media (prefers-reduced-motion: reduce){[role=status] span{animation:none!important}}'
        }
      </style>
    </div>
  );
}

/**
 * Loads the brand, then renders `children(brand)` inside the brand context. `onLoaded` runs once
 * with the brand (the app applies the default language there).
 */
export function BrandProvider({
  children,
  onLoaded,
  initialBrand,
}: {
  children: ReactNode;
  onLoaded?: (brand: TPublicBrand) => void;
  /** Tests and storybook-like renders pass a brand and skip the request. */
  initialBrand?: TPublicBrand;
}) {
  const [brand, setBrand] = useState<TPublicBrand | null>(() => initialBrand ?? inlineBrand());
  useEffect(() => {
    if (initialBrand) return;
    if (brand) {
      onLoaded?.(brand);
      return;
    }
    let cancelled = false;
    void loadBrand().then((loaded) => {
      if (cancelled) return;
      onLoaded?.(loaded);
      setBrand(loaded);
    });
    return () => {
      cancelled = true;
    };
    // The brand is read once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!brand) return <BrandSplash />;
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): TPublicBrand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand outside BrandProvider');
  return brand;
}

/** A brand feature flag (SPEC §6); unknown names are off. */
export function useBrandFlag(name: TBrandFlag | (string & {})): boolean {
  const brand = useBrand();
  return (brand.flags as Record<string, boolean | undefined>)[name] === true;
}
