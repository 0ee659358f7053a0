import DOMPurify from 'dompurify';
import { safeLink } from './link-policy';

/**
 * The sanitiser of the HTML the server hands out: notification texts (SPEC §3 `texto`) and event
 * descriptions (docs/surveys.md `descripcion`, written by the office). DOMPurify with an
 * allow-list: only a, b, strong, em, i, p, br, ul, ol, li survive; every attribute is dropped
 * except an `href` that passes the link policy (lib/link-policy.ts, issue #12 item 6). Links get
 * rel="noopener noreferrer", and a new tab when they leave the portal. Other elements are
 * unwrapped (their text stays); script-like elements go with their content.
 */
const ALLOWED_TAGS = ['a', 'b', 'strong', 'em', 'i', 'p', 'br', 'ul', 'ol', 'li'];

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** An instance of its own, so that the link hook never applies to another DOMPurify user. */
function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const link = safeLink(node.getAttribute('href'));
    node.removeAttribute('href');
    if (link) {
      node.setAttribute('href', link.href);
      if (link.kind === 'external') node.setAttribute('target', '_blank');
    }
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
    FORBID_CONTENTS: [
      'script',
      'style',
      'iframe',
      'object',
      'embed',
      'template',
      'noscript',
      'svg',
      'math',
      'head',
      'title',
      'textarea',
      'select',
      'frameset',
      'frame',
    ],
  });
}
