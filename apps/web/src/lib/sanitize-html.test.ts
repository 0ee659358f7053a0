import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting tags', () => {
    const html =
      '<p>Hola <b>a</b> <strong>b</strong> <em>c</em> <i>d</i><br></p><ul><li>uno</li></ul><ol><li>dos</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles and iframes with their content', () => {
    expect(sanitizeHtml('<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe>')).toBe(
      '<p>ok</p>',
    );
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<div><span style="color:red">texto</span> <h1>título</h1></div>')).toBe('texto título');
  });

  it('removes every attribute, event handlers included', () => {
    expect(sanitizeHtml('<p onclick="x()" class="c" style="s">a</p><img src=x onerror="alert(1)">')).toBe('<p>a</p>');
  });

  it('gives links rel="noopener noreferrer" and a new tab when absolute', () => {
    expect(sanitizeHtml('<a href="https://ejemplo.es" onclick="x()">web</a>')).toBe(
      '<a href="https://ejemplo.es" target="_blank" rel="noopener noreferrer">web</a>',
    );
    expect(sanitizeHtml('<a href="/cv">cv</a>')).toBe('<a href="/cv" rel="noopener noreferrer">cv</a>');
  });

  it('drops unsafe link targets', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="data:text/html,x">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it('escapes text so that it cannot become markup', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
  });
});
