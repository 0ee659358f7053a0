import type { FastifyRequest } from 'fastify';

export type ContentLang = 'es' | 'ca';

function named(acceptLanguage: string | undefined): ContentLang | null {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase();
  if (first?.startsWith('ca')) return 'ca';
  if (first?.startsWith('es')) return 'es';
  return null;
}

/**
 * The language office content is answered in (issue #12 item 22; SPEC §1): the page's, which the
 * web sends as Accept-Language with every call (a student who switches the page to Catalan reads
 * Catalan offers even with a Spanish preference saved), else the signed-in user's preference, else
 * the brand's default.
 */
export function contentLang(request: FastifyRequest): ContentLang {
  const header = request.headers['accept-language'];
  return (
    named(Array.isArray(header) ? header[0] : header) ??
    request.user?.lang ??
    (request.brand?.defaultLanguage === 'ca' ? 'ca' : 'es')
  );
}

/** The Catalan text when asked for and written, else the Spanish one (issue #12 item 22: null falls back). */
export function localized<T extends string | null>(
  es: T,
  ca: string | null | undefined,
  lang: ContentLang,
): T | string {
  return lang === 'ca' && ca ? ca : es;
}
