/**
 * A tiny allow-list sanitiser for the HTML the server hands out: notification texts (SPEC §3
 * `texto`) and event descriptions (docs/surveys.md `descripcion`, written by the office).
 * Only a, b, strong, em, i, p, br, ul, ol, li survive; every attribute is dropped except a safe
 * `href` on links, which also get rel="noopener noreferrer" (and a new tab when absolute).
 * Other elements are unwrapped (their text stays); script-like elements go with their content.
 */
const ALLOWED = new Set(['A', 'B', 'STRONG', 'EM', 'I', 'P', 'BR', 'UL', 'OL', 'LI']);
const DROPPED_WITH_CONTENT = new Set([
  'SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH', 'HEAD', 'TITLE', 'TEXTAREA', 'SELECT', 'FRAMESET', 'FRAME',
]);
const SAFE_HREF = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;

function isAbsolute(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

function copyChildren(from: Node, to: Node, doc: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = child as Element;
    const tag = element.tagName.toUpperCase();
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    if (!ALLOWED.has(tag)) {
      copyChildren(element, to, doc);
      continue;
    }
    const clean = doc.createElement(tag.toLowerCase());
    if (tag === 'A') {
      const href = (element.getAttribute('href') ?? '').trim();
      if (SAFE_HREF.test(href)) {
        clean.setAttribute('href', href);
        if (isAbsolute(href)) clean.setAttribute('target', '_blank');
      }
      clean.setAttribute('rel', 'noopener noreferrer');
    }
    copyChildren(element, clean, doc);
    to.appendChild(clean);
  }
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  // A fresh, inert document: nothing built here runs or loads.
  const out = document.implementation.createHTMLDocument('');
  const container = out.createElement('div');
  copyChildren(parsed.body, container, out);
  return container.innerHTML;
}
