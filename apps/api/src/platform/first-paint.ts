import type { FastifyRequest } from 'fastify';
import type { TBrand } from '@portal/contracts/brand';
import { LANGUAGE_HINT_COOKIE } from '@portal/contracts/routes';
import { hintsSignedIn, routeOfPath } from './page-preloads';
import { escapeHtml } from './escape-html';

/**
 * ADR 0030 (issue #16 part 9): the sign-in pages' first content, the brand's title and intro
 * (SPEC §1 brand login texts, the web's features/auth LoginLayout), is known without any script or
 * request. The server writes it into the page's root, under the brand's header, so that it paints
 * as soon as the styles arrive (Lighthouse: the largest paint 3.2 s -> 2.1 s on /login); React
 * then draws the whole page in its place (createRoot empties the root), the title at the same size.
 */
const SIGN_IN_ROUTES: ReadonlySet<string> = new Set([
  'login',
  'login-id',
  'login-students',
  'login-alumni',
  'login-companies',
]);

type TLanguage = 'es' | 'ca';

export interface TFirstPaint {
  lang: TLanguage;
  /** Inside `<head>`: the brand's colours and fonts, the variables its theme gives the shell's styles. */
  head: string;
  /** Inside `<div id="root">`. */
  root: string;
}

/**
 * The web's language on this browser (the cookie its i18n writes from the stored choice), else the
 * brand's default, as the web itself decides (SPEC §1).
 */
function languageOf(request: FastifyRequest, brand: TBrand): TLanguage {
  const hint = request.cookies?.[LANGUAGE_HINT_COOKIE];
  if (hint === 'es' || hint === 'ca') return hint;
  return brand.defaultLanguage === 'ca' ? 'ca' : 'es';
}

/** A CSS value from the brand's configuration, kept only if it cannot end the rule or the element. */
const cssValue = (value: string) => (/^[\w\s#,.'"()%-]+$/.test(value) ? value : null);

/**
 * The variables the shell's styles read before React's theme writes its own (the same values as
 * the web's shell/brand-theme.ts gives in light mode, the only mode outside a developer's machine).
 */
function brandVariables({ tokens }: TBrand): string {
  const variables: Record<string, string> = {
    '--portal-primary': tokens.primary,
    '--portal-header-bg': tokens.surface,
    '--portal-header-fg': tokens.text,
    '--mantine-color-body': tokens.background,
    '--mantine-color-text': tokens.text,
    '--mantine-font-family': tokens.fontFamily,
    '--mantine-font-family-headings': tokens.headingFontFamily,
  };
  const declarations = Object.entries(variables)
    .map(([name, value]) => (cssValue(value) ? `${name}:${value}` : ''))
    .filter(Boolean)
    .join(';');
  return `<style>:root{${declarations}}</style>`;
}

/**
 * The first paint of the page at `pathname`, or null: only the sign-in pages have one, and only
 * for a visitor without a session (one with a session is sent on by the guards).
 */
export function firstPaintFor(request: FastifyRequest, pathname: string): TFirstPaint | null {
  const brand = request.brand;
  const route = routeOfPath(pathname);
  if (!brand || !route || !SIGN_IN_ROUTES.has(route.id) || hintsSignedIn(request)) return null;
  const lang = languageOf(request, brand);
  const texts = brand.texts[lang];
  const root =
    '<div class="portal-app portal-first-paint">' +
    `<header class="portal-header"><div class="portal-header-inner"><img src="${escapeHtml(brand.logos.header)}" alt="" class="portal-logo"></div></header>` +
    '<div class="portal-content"><main><div class="portal-grid portal-grid--login"><div>' +
    `<h1>${escapeHtml(texts.loginTitle)}</h1><p>${escapeHtml(texts.loginIntro)}</p>` +
    '</div></div></main></div></div>';
  return { lang, head: brandVariables(brand), root };
}
