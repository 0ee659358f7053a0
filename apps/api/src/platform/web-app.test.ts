import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { buildTestApp, type TestApp } from '../test/test-app';
import { firstPaintFor } from './first-paint';
import { pageWithBrand } from './web-app';

// issue #12 item 3: index.html was cached for a year as immutable on every page path, and a
// missing /assets/*.js or /guias/*.pdf answered the app's page with 200. A small built web app
// in a temporary folder stands in for apps/web/dist.
const INDEX =
  '<!doctype html><html lang="es"><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const APP_JS = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `texto ${i}`))};`;
let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  // What apps/web/build/precompress.ts writes beside a large enough file.
  fs.writeFileSync(path.join(dist, 'assets', 'app-def456.js'), APP_JS);
  fs.writeFileSync(path.join(dist, 'assets', 'app-def456.js.br'), zlib.brotliCompressSync(APP_JS));
  fs.writeFileSync(path.join(dist, 'assets', 'app-def456.js.gz'), zlib.gzipSync(APP_JS));
  fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
  // What apps/web/build/page-preloads.ts writes: each route id's chunks beyond the entry's.
  fs.writeFileSync(
    path.join(dist, 'page-preloads.json'),
    JSON.stringify({
      login: ['/assets/login-1.js', '/assets/field-1.js'],
      home: ['/assets/home-1.js', '/assets/field-1.js'],
      'internship-offers': ['/assets/offers-1.js'],
      'new-proposal': ['/assets/proposal-1.js'],
      'privacy-policy': ['/assets/privacy-1.js', '"><script>alert(1)</script>', 'https://evil.test/x.js'],
      'office-login': ['/assets/office-1.js'],
      '#signed-in': ['/assets/shell-1.js', '/assets/field-1.js'],
    }),
  );
  t = await buildTestApp({ seed: false, config: { webDistDir: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('#12.3 web app caching and missing files', () => {
  it('#12.3 every page path answers index.html with no-cache, never immutable', async () => {
    for (const url of ['/', '/login/alumnos', '/ofertas-empleo/12', '/cv?tab=2', '/index.html']) {
      const res = await get(url);
      expect({ url, status: res.statusCode, cache: res.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: 'no-cache',
      });
      // The page is index.html with the host's brand written in (#16 part 9), no chunk of a
      // signed-in page for a visitor without the hint of ADR 0029, and the sign-in page's first
      // paint (ADR 0030, its own tests below).
      const page = res.body
        .replace(/<script type="application\/json" id="portal-brand">.*?<\/script>/, '')
        .replace(/<style>:root\{[^}]*\}<\/style>/, '')
        .replace(/<div id="root">.*<\/div><\/body>/, '<div id="root"></div></body>');
      expect(page).toBe(INDEX);
    }
  });

  it('#12.3 hashed assets are immutable for a year; other files are revalidated', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect((await get('/robots.txt')).headers['cache-control']).toBe('no-cache');
  });

  it('#12.3 a missing asset or file answers 404, not the app page', async () => {
    for (const url of [
      '/assets/index-old999.js',
      '/assets/index-old999.css',
      '/assets/nada',
      '/guias/guia-cv.pdf',
      '/eventos/foro.png',
      '/favicon-old.ico',
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain('<!doctype html>');
    }
  });
});

describe('#16.9 precompressed assets', () => {
  const getWith = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('#16.9 a browser that accepts brotli gets the .br copy, typed as the script it is', async () => {
    const res = await getWith('/assets/app-def456.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('#16.9 gzip only gets the .gz copy; no encoding, or a file without copies, gets the file itself', async () => {
    const gz = await getWith('/assets/app-def456.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);
    const plain = await getWith('/assets/app-def456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
    const small = await getWith('/assets/index-abc123.js', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1);');
  });
});

describe('#16.9 the page carries the brand of its host', () => {
  const brandInPage = (body: string) =>
    JSON.parse(/<script type="application\/json" id="portal-brand">(.*?)<\/script>/.exec(body)?.[1] ?? 'null');

  it('#16.9 the same public brand as GET /api/Publico/marca, as data inside the head', async () => {
    const page = await get('/login');
    const api = await get('/api/Publico/marca');
    expect(page.body.indexOf('id="portal-brand"')).toBeLessThan(page.body.indexOf('</head>'));
    expect(brandInPage(page.body)).toEqual(api.json().datos);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('#16.9 no brand text can close the element: < is escaped, the text read back unchanged', () => {
    const text = '</script><script>alert(1)</script>';
    const brand = { ...t.app.brands.fallback, name: { es: text, ca: text } };
    const page = pageWithBrand(INDEX, { brand } as unknown as FastifyRequest);
    expect(page.match(/<script/g)).toHaveLength(2); // the app's module and the brand data
    expect(brandInPage(page).name).toEqual({ es: text, ca: text });
  });
});

describe('#16.9 the page names the chunks it will load (ADR 0029)', () => {
  const preloaded = async (url: string, cookie?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/cookie/i);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    return [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  };
  const SIGNED_IN = 'portal_signed_in=1';

  it('#16.9 a signed-in page only with the hint, with the shell of a signed-in visit, each chunk once', async () => {
    expect(await preloaded('/')).toEqual([]);
    expect(await preloaded('/propuesta-practicas')).toEqual([]);
    expect(await preloaded('/', SIGNED_IN)).toEqual(['/assets/home-1.js', '/assets/field-1.js', '/assets/shell-1.js']);
    expect(await preloaded('/proposta-practiques?pagina=2', `lang=ca; ${SIGNED_IN}`)).toEqual([
      '/assets/offers-1.js',
      '/assets/shell-1.js',
      '/assets/field-1.js',
    ]);
    // An optional parameter, present or not.
    expect(await preloaded('/nueva-propuesta', SIGNED_IN)).toContain('/assets/proposal-1.js');
    expect(await preloaded('/nueva-propuesta/practicas', SIGNED_IN)).toContain('/assets/proposal-1.js');
  });

  it("#16.9 react-router's matching: any case, a trailing slash", async () => {
    expect(await preloaded('/PROPUESTA-PRACTICAS/', SIGNED_IN)).toEqual([
      '/assets/offers-1.js',
      '/assets/shell-1.js',
      '/assets/field-1.js',
    ]);
  });

  it('#16.9 a first visit names none: the sign-in pages, a public page, a hint of another value', async () => {
    expect(await preloaded('/login')).toEqual([]);
    expect(await preloaded('/login', SIGNED_IN)).toEqual([]);
    expect(await preloaded('/politica-de-privacidad')).toEqual([]);
    expect(await preloaded('/', 'portal_signed_in=admin')).toEqual([]);
  });

  it('#16.9 the console, unknown paths and anything but a hashed asset name are never written', async () => {
    expect(await preloaded('/gestion/login', SIGNED_IN)).toEqual([]);
    expect(await preloaded('/no-existe/en/absoluto', SIGNED_IN)).toEqual([]);
    expect(await preloaded('/politica-de-privacidad', SIGNED_IN)).toEqual([
      '/assets/privacy-1.js',
      '/assets/shell-1.js',
      '/assets/field-1.js',
    ]);
  });
});

describe('#16.9 the sign-in pages paint their first texts before the scripts (ADR 0030)', () => {
  const page = async (url: string, cookie?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect(res.statusCode).toBe(200);
    const root = /<div id="root">(.*)<\/div>\s*<\/body>/s.exec(res.body)?.[1] ?? '';
    const lang = /<html lang="([a-z]+)"/.exec(res.body)?.[1];
    const title = /<h1>(.*?)<\/h1>/.exec(root)?.[1];
    return { body: res.body, root, lang, title };
  };

  it("#16.9 the brand's title and intro in its default language, under its header, styled by its tokens", async () => {
    const { texts, tokens, logos } = t.app.brands.fallback;
    for (const url of ['/login', '/login/empresas', '/LOGIN/']) {
      const { body, root, lang, title } = await page(url);
      expect(lang).toBe(t.app.brands.fallback.defaultLanguage);
      const own = texts[t.app.brands.fallback.defaultLanguage];
      expect(title).toBe(own.loginTitle);
      expect(root).toContain(`<p>${own.loginIntro}</p>`);
      expect(root).toContain(`<img src="${logos.header}" alt="" class="portal-logo">`);
      const head = body.slice(0, body.indexOf('</head>'));
      expect(head).toContain(`--portal-primary:${tokens.primary}`);
      expect(head).toContain(`--mantine-color-body:${tokens.background}`);
    }
  });

  it("#16.9 in the language the browser's web chose (its cookie), es or ca only", async () => {
    const { texts } = t.app.brands.fallback;
    expect(await page('/login', 'portal_lang=ca')).toMatchObject({ lang: 'ca', title: texts.ca.loginTitle });
    expect(await page('/login', 'portal_lang=es')).toMatchObject({ lang: 'es', title: texts.es.loginTitle });
    const other = await page('/login', 'portal_lang=en');
    expect(other.lang).toBe(t.app.brands.fallback.defaultLanguage);
  });

  it('#16.9 no first paint for a visitor with a session, nor on other pages: the root stays empty', async () => {
    expect((await page('/login', 'portal_signed_in=1')).root).toBe('');
    for (const url of ['/', '/propuesta-practicas', '/politica-de-privacidad', '/gestion/login', '/no-existe']) {
      const { root, lang } = await page(url);
      expect(root).toBe('');
      expect(lang).toBe('es');
    }
  });

  it('#16.9 brand texts are escaped and a brand value that could end the style rule is left out', () => {
    const fallback = t.app.brands.fallback;
    const evil = '<img src=x onerror=alert(1)>"&';
    const brand = {
      ...fallback,
      texts: { ...fallback.texts, es: { ...fallback.texts.es, loginTitle: evil, loginIntro: evil } },
      defaultLanguage: 'es' as const,
      tokens: { ...fallback.tokens, fontFamily: 'Arial}</style><script>alert(1)</script>' },
    };
    const request = { brand, cookies: {} } as unknown as FastifyRequest;
    const html = pageWithBrand(INDEX, request, '', firstPaintFor(request, '/login'));
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('<h1>&lt;img src=x onerror=alert(1)&gt;&quot;&amp;</h1>');
    expect(root).not.toContain('<img src=x');
    expect(html).not.toContain('--mantine-font-family:');
    expect(html.match(/<script/g)).toHaveLength(2); // the app's module and the brand data
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });
});
