import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInline } from '../ui/markdown-text';
import { safeLink } from './link-policy';
import { sanitizeHtml } from './sanitize-html';

// issue #12 item 6: `/\evil.com` passed as an internal path, and browsers open it as
// https://evil.com/. The usual open-redirect and script-URL bypasses, as the HTML sanitiser and the
// brand markdown receive them.
const PORTAL = 'https://portal.example';
const BYPASSES = [
  '/\\evil.com',
  '\\/evil.com',
  '/\\/evil.com',
  '\\\\evil.com',
  '//evil.com',
  ' //evil.com',
  '///evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '\t//evil.com',
  'https:/\\evil.com',
  'https:\\\\evil.com',
  'http:evil.com',
  'https://portal.example@evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
];
const HTML_BYPASSES = [
  '&#47;&#92;evil.com',
  '&#x2F;&#x5C;evil.com',
  '/&bsol;evil.com',
  'javascript&colon;alert(1)',
  'jav&#x09;ascript:alert(1)',
];

/** Where a link of the portal's page would take the browser; null when it goes nowhere. */
function opens(href: string | null | undefined): string | null {
  if (href === null || href === undefined) return null;
  const url = new URL(href, `${PORTAL}/page`);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : url.protocol;
}

function hrefsOf(html: string): Array<string | null> {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.querySelectorAll('a')).map((a) => a.getAttribute('href'));
}

describe('#12.6 link policy of server and brand texts', () => {
  it('#12.6 the HTML sanitiser drops every bypass link (none opens another site or runs script)', () => {
    for (const href of BYPASSES) {
      const attr = href.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      for (const hrefs of [hrefsOf(sanitizeHtml(`<a href="${attr}">x</a>`))]) {
        expect({ href, opens: hrefs.map(opens) }).toEqual({ href, opens: [expect.toBeOneOf([null, PORTAL])] });
      }
    }
    for (const encoded of HTML_BYPASSES) {
      const hrefs = hrefsOf(sanitizeHtml(`<p><a href="${encoded}">x</a></p>`));
      expect({ encoded, opens: hrefs.map(opens) }).toEqual({ encoded, opens: [expect.toBeOneOf([null, PORTAL])] });
    }
  });

  it('#12.6 brand markdown links take the same policy: a bypass renders as plain text', () => {
    for (const href of BYPASSES.filter((h) => !/[\s)]/.test(h))) {
      const nodes = renderInline(`ver [la web](${href}) ahora`);
      const anchors = nodes.filter((n): n is ReactElement<{ href?: string; to?: string }> => isValidElement(n));
      expect({ href, anchors: anchors.length }).toEqual({ href, anchors: 0 });
      expect(nodes.join('')).toContain('la web');
    }
  });

  it('ordinary links keep working', () => {
    expect(safeLink('/cv?tab=2#estudios')).toEqual({ kind: 'internal', href: '/cv?tab=2#estudios' });
    expect(safeLink('https://ejemplo.es/a')).toEqual({ kind: 'external', href: 'https://ejemplo.es/a' });
    expect(safeLink('mailto:dpd@ulevante.example')).toEqual({ kind: 'mail', href: 'mailto:dpd@ulevante.example' });
    expect(sanitizeHtml('<a href="/eventos/3">evento</a>')).toBe(
      '<a href="/eventos/3" rel="noopener noreferrer">evento</a>',
    );
    const anchor = renderInline('[privacidad](/politica-de-privacidad)').find(isValidElement) as ReactElement<{
      to?: string;
    }>;
    expect(anchor.props.to).toBe('/politica-de-privacidad');
  });
});
