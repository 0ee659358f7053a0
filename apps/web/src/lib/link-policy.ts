/**
 * The one link policy of server- and brand-supplied text (notification and event HTML, brand
 * markdown): a link may stay only if what the browser would open is this portal, an http(s)
 * address written as such, or a mail address. The href is judged as the browser parses it, not
 * by its first characters: `/\evil.com`, `\/evil.com` or `/<tab>/evil.com` looked like internal
 * paths but open https://evil.com/ (issue #12 item 6).
 */
export type TSafeLink =
  { kind: 'internal'; href: string } | { kind: 'external'; href: string } | { kind: 'mail'; href: string };

/** A placeholder origin that no real link can name: only relative links resolve to it. */
const HERE = 'https://portal.invalid';

export function safeLink(raw: string | null | undefined): TSafeLink | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, `${HERE}/`);
  } catch {
    return null;
  }
  if (url.origin === HERE) {
    // A relative link must be a plain absolute path (or a fragment), with no backslash anywhere.
    const trimmed = raw.trim();
    if (!/^[/#]/.test(trimmed) || trimmed.includes('\\') || /^\/\//.test(trimmed)) return null;
    return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` };
  }
  // Absolute links keep their text: the browser parses it exactly as checked here.
  const written = raw.trim();
  if (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    /^https?:\/\/[^/\\]/i.test(written) &&
    !url.username &&
    !url.password
  ) {
    return { kind: 'external', href: written };
  }
  if (url.protocol === 'mailto:' && /^mailto:/i.test(written)) return { kind: 'mail', href: written };
  return null;
}
