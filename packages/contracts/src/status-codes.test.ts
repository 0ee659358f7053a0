import { describe, expect, it } from 'vitest';
import {
  ALL_STATUS_CODES,
  BRAND_PREFIX_PLACEHOLDER,
  COMING_SOON_TEXT,
  getStatusEntry,
  httpStatusFor,
  isReported,
  statusCatalogue,
  statusText,
  survivesRouteChange,
} from './status-codes';

// SPEC §8 "Errors", copied by hand from the spec's list.
const SPEC_ERRORS = [
  0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32,
  33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 52, 53, 54, 55, 56, 57, 58, 59, 60, 62, 63, 64,
  65, 66, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 84, 90, 91, 94, 95, 102, 108,
];
// SPEC §8 "Notices", copied by hand from the spec's list.
const SPEC_NOTICES = [
  96, 97, 98, 500, 501, 502, 503, 504, 505, 506, 507, 508, 509, 510, 511, 512, 513, 514, 515, 516, 517, 518, 519, 520,
  521, 522, 523, 524, 525, 526, 527, 528, 529, 530, 531, 532, 533, 534, 535, 536, 537, 538, 539, 606,
];
// SPEC §7 login and addOferta codes.
const SPEC_7_CODES = [107, 109];
const NAMED_NOTICES = ['sinCV', 'documentacionEmpresa', 'sinConvenioFormal', 'firmaDigital2023'];
const EVERY_CODE: (number | string)[] = [...SPEC_ERRORS, ...SPEC_NOTICES, ...SPEC_7_CODES, ...NAMED_NOTICES];

describe('SPEC §8 status catalogue', () => {
  it('has every code of the spec', () => {
    const missing = EVERY_CODE.filter((code) => !getStatusEntry(code));
    expect(missing).toEqual([]);
  });

  it('lists exactly the codes of the catalogue in ALL_STATUS_CODES, numbers first', () => {
    expect([...ALL_STATUS_CODES].map(String).sort()).toEqual(Object.keys(statusCatalogue).sort());
    for (const code of EVERY_CODE) expect(ALL_STATUS_CODES).toContain(code);
    const firstName = ALL_STATUS_CODES.findIndex((code) => typeof code === 'string');
    expect(ALL_STATUS_CODES.slice(firstName).every((code) => typeof code === 'string')).toBe(true);
  });

  it('keys every entry by its own code and kind', () => {
    for (const [key, entry] of Object.entries(statusCatalogue)) expect(String(entry.code)).toBe(key);
    for (const code of [...SPEC_ERRORS, ...SPEC_7_CODES]) expect(getStatusEntry(code)?.kind).toBe('error');
    for (const code of [...SPEC_NOTICES, ...NAMED_NOTICES]) expect(getStatusEntry(code)?.kind).toBe('notice');
  });

  it('gives every entry a title and body in Spanish and Catalan', () => {
    for (const entry of Object.values(statusCatalogue)) {
      for (const lang of ['es', 'ca'] as const) {
        expect(entry[lang].titulo.trim(), `${entry.code} ${lang} titulo`).not.toBe('');
        expect(entry[lang].cuerpo.trim(), `${entry.code} ${lang} cuerpo`).not.toBe('');
      }
      expect(['important', 'medium', 'secondary']).toContain(entry.categoria);
    }
  });

  it('writes Catalan texts, not copies of the Spanish ones', () => {
    const entries = Object.values(statusCatalogue);
    const copied = entries.filter((entry) => entry.es.cuerpo === entry.ca.cuerpo);
    expect(copied.map((entry) => entry.code)).toEqual([]);
    const sameTitle = entries.filter((entry) => entry.es.titulo === entry.ca.titulo);
    // A few titles are the same word in both languages (e.g. 'Empresa registrada', 'CIF ...').
    expect(sameTitle.length).toBeLessThan(entries.length / 10);
    expect(getStatusEntry(2)?.ca.cuerpo).toContain('La sessió ha finalitzat');
  });

  it('keeps code 2 across route changes and answers it with HTTP 401', () => {
    expect(getStatusEntry(2)).toMatchObject({ persistent: true, http: 401, categoria: 'important' });
    expect(survivesRouteChange(2)).toBe(true);
    const persistent = Object.values(statusCatalogue).filter((entry) => entry.persistent);
    expect(persistent.map((entry) => entry.code)).toEqual([2]);
    expect(survivesRouteChange(1)).toBe(false);
    expect(survivesRouteChange(99999)).toBe(false);
  });

  it('reports exactly 1, 12, 24 and 500', () => {
    const reported = Object.values(statusCatalogue).filter((entry) => entry.reported);
    expect(reported.map((entry) => entry.code).sort((a, b) => Number(a) - Number(b))).toEqual([1, 12, 24, 500]);
    expect(isReported(500)).toBe(true);
    expect(isReported(2)).toBe(false);
    expect(isReported('sinCV')).toBe(false);
  });

  it('marks important only the codes that must end the session', () => {
    const important = Object.values(statusCatalogue).filter((entry) => entry.categoria === 'important');
    expect(important.map((entry) => entry.code).sort((a, b) => Number(a) - Number(b))).toEqual([
      2, 9, 32, 59, 79, 90, 95,
    ]);
  });

  it('carries the targets and buttons the spec gives', () => {
    const targets: Record<string, string> = {
      3: '/login/empresas#recordarUsuario',
      54: '/cv#preferencias',
      55: '/cv#documentos',
      60: '/cv#correo',
      518: '/cv#datos-personales',
      534: '/cv',
      537: '/cv#documentos',
      sinCV: '/cv#documentos',
      72: '/mi-empresa',
      535: '/mi-empresa',
      documentacionEmpresa: '/documentacion',
      506: '/mis-propuestas',
      606: '/mis-propuestas',
      512: '/mis-propuestas',
      528: '/propuestas-practicas-candidato-preseleccionado',
      504: '/login',
    };
    for (const [code, to] of Object.entries(targets)) {
      expect(getStatusEntry(code)?.to, code).toBe(to);
      expect(getStatusEntry(code)?.blank, code).toBeUndefined();
      // An entry that navigates names where it goes on its button.
      expect(getStatusEntry(code)?.es.btn_text, code).toBeTruthy();
      expect(getStatusEntry(code)?.ca.btn_text, code).toBeTruthy();
    }
    expect(getStatusEntry(3)?.es.btn_text).toMatch(/contraseña/i);
    expect(getStatusEntry(506)?.link).toEqual({ to: `${BRAND_PREFIX_PLACEHOLDER}/condiciones-practicas`, blank: true });
    expect(BRAND_PREFIX_PLACEHOLDER).toBe('{brandPrefix}');
    expect(getStatusEntry(506)?.es.link_text).toBeTruthy();
    expect(getStatusEntry(506)?.ca.link_text).toBeTruthy();
    expect(getStatusEntry(500)?.to).toBeUndefined();
    expect(getStatusEntry('firmaDigital2023')?.to).toBeUndefined();
  });

  it('#12.21 the session-end text (2) is spelt with its accent', () => {
    const entry = getStatusEntry(2);
    expect(entry?.es.titulo).toBe('Sesión finalizada');
    expect(entry?.es.cuerpo).toContain('sesión ha finalizado');
    expect(`${entry?.es.titulo} ${entry?.es.cuerpo}`).not.toMatch(/\bsesion\b/);
  });

  it('uses the texts the spec quotes', () => {
    expect(getStatusEntry(46)?.es.cuerpo).toContain('Este tipo de fichero no esta permitido');
    expect(getStatusEntry(66)?.es.cuerpo).toContain('El campo DNI está mal formado');
    expect(getStatusEntry(500)?.es.cuerpo).toContain('Error de conexión, por favor revisa tu conexión');
    expect(COMING_SOON_TEXT.es).toBe('Muy pronto disponible');
    expect(COMING_SOON_TEXT.ca).not.toBe(COMING_SOON_TEXT.es);
  });

  it('states the limits of SPEC §9 in its bodies', () => {
    for (const lang of ['es', 'ca'] as const) {
      const password = getStatusEntry(28)?.[lang].cuerpo;
      expect(password).toContain('8');
      expect(password).toMatch(/número/);
      expect(getStatusEntry(102)?.[lang].cuerpo).toContain('35');
      expect(getStatusEntry(58)?.[lang].cuerpo).toMatch(/80%[^]*12/);
      expect(getStatusEntry(506)?.[lang].cuerpo).toMatch(/50 EUR[^]*75 EUR/);
    }
    expect(getStatusEntry(506)?.es.cuerpo).toMatch(/grado[^]*máster/);
  });

  it('marks the server-message entries', () => {
    for (const code of [0, 515, 107]) expect(getStatusEntry(code)?.serverMessage, String(code)).toBe(true);
    expect(getStatusEntry(1)?.serverMessage).toBeUndefined();
  });

  it('gives each code its HTTP class (ADR 0002)', () => {
    const classes: Array<[number, number[]]> = [
      [401, [2]],
      [500, [1]],
      [503, [500]],
      [403, [9, 20, 21, 32, 48, 59, 71, 79, 90, 95]],
      [404, [4, 26, 31, 41, 45, 63, 74, 509]],
      [409, [8, 10, 16, 29, 43, 44, 56, 64, 76, 94]],
    ];
    const classified = new Set(classes.flatMap(([, codes]) => codes));
    for (const [http, codes] of classes) {
      for (const code of codes) expect(httpStatusFor(code), String(code)).toBe(http);
    }
    for (const code of [...SPEC_ERRORS, ...SPEC_7_CODES].filter((c) => !classified.has(c))) {
      expect(httpStatusFor(code), String(code)).toBe(400);
    }
    for (const code of [...SPEC_NOTICES, ...NAMED_NOTICES].filter((c) => !classified.has(Number(c)))) {
      expect(httpStatusFor(code), String(code)).toBe(200);
    }
    expect(httpStatusFor(99999)).toBe(400);
  });

  it('returns the text of a language, falling back to Spanish and to the general error', () => {
    expect(statusText(2, 'ca')).toBe(getStatusEntry(2)?.ca);
    expect(statusText(2, 'es')).toBe(getStatusEntry(2)?.es);
    expect(statusText(2, 'en')).toBe(getStatusEntry(2)?.es);
    expect(statusText(2)).toBe(getStatusEntry(2)?.es);
    expect(statusText('sinCV', 'ca').titulo).toBe('Adjunta el teu CV');
    expect(statusText(99999, 'ca')).toBe(getStatusEntry(1)?.ca);
  });
});
