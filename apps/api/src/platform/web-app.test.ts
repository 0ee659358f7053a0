import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

// issue #12 item 3: index.html was cached for a year as immutable on every page path, and a
// missing /assets/*.js or /guias/*.pdf answered the app's page with 200. A small built web app
// in a temporary folder stands in for apps/web/dist.
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body></body></html>';
let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
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
      expect(res.body).toBe(INDEX);
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
