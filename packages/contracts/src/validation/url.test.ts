import { describe, expect, it } from 'vitest';
import { isEnrolmentUrl, isLinkedinUrl, isValidUrl } from './url';

describe('isValidUrl (SPEC §5 URL well-formed)', () => {
  it.each([
    'https://www.example.com',
    'http://example.es/ruta/a?x=1&y=2#frag',
    'https://sub.dominio.universidad.es/ofertas/123',
    'http://localhost:3000/api',
    'https://192.168.1.10:8443/x',
    ' https://example.com ',
    'HTTPS://EXAMPLE.COM',
  ])('accepts %j', (value) => {
    expect(isValidUrl(value)).toBe(true);
  });

  it.each([
    ['no scheme', 'www.example.com'],
    ['ftp', 'ftp://example.com'],
    ['no TLD', 'https://example'],
    ['space', 'https://exa mple.com'],
    ['space in path', 'https://example.com/a b'],
    ['javascript', 'javascript:alert(1)'],
    ['scheme only', 'https://'],
    ['empty', ''],
  ])('rejects %s (%j)', (_label, value) => {
    expect(isValidUrl(value)).toBe(false);
  });
});

describe('isEnrolmentUrl (SPEC §5 external enrolment URL)', () => {
  it.each(['https://empleo.empresa.es/inscripcion?id=12', 'http://empresa.com'])('accepts %j', (value) => {
    expect(isEnrolmentUrl(value)).toBe(true);
  });

  it.each(['empresa.es/inscripcion', 'mailto:rrhh@empresa.es', ''])('rejects %j', (value) => {
    expect(isEnrolmentUrl(value)).toBe(false);
  });
});

describe('isLinkedinUrl (SPEC §5 LinkedIn URL)', () => {
  it.each([
    'https://www.linkedin.com/in/ana-garcia',
    'https://es.linkedin.com/in/ana-garcia/',
    'http://linkedin.com/pub/ana-garcia/1/2/3',
    'https://www.linkedin.com/company/tecnologias-levante',
    'https://www.linkedin.com/in/ana-garcia?trk=x',
  ])('accepts %j', (value) => {
    expect(isLinkedinUrl(value)).toBe(true);
  });

  it.each([
    ['other site', 'https://www.example.com/in/ana'],
    ['no profile path', 'https://www.linkedin.com/'],
    ['feed path', 'https://www.linkedin.com/feed/'],
    ['empty profile', 'https://www.linkedin.com/in/'],
    ['long subdomain', 'https://mobile.linkedin.com/in/ana'],
    ['no scheme', 'www.linkedin.com/in/ana'],
    ['lookalike host', 'https://linkedin.com.evil.es/in/ana'],
    ['empty', ''],
  ])('rejects %s (%j)', (_label, value) => {
    expect(isLinkedinUrl(value)).toBe(false);
  });
});
