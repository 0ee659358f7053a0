import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectClient } from '../../test/inject';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';

// issue #12 item 11: the guides' PDFs and the pictures come from the platform's file storage.
let t: TestApp;
let alumna: string;
let webDir: string;
const { get } = injectClient(() => t.app);

beforeAll(async () => {
  // A built web app, so that unknown paths would answer its index.html (history fallback).
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
  await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  t = await buildTestApp({ config: { webDistDir: webDir } });
  alumna = await loginAs(t.app, 'alumna@demo.test');
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

describe('#12.11 guides and event pictures are files, not the web page', () => {
  it('#12.11 the guide download answers the PDF with its type and file name', async () => {
    const guide = (await get('/api/Alumno/dameGuiaOrientacion', alumna)).json().datos[0];
    expect(guide.urlFichero).toMatch(/^\/api\/Publico\/ficheroContenido\/\d+$/);
    const res = await get(guide.urlFichero);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''como-preparar-tu-cv.pdf");
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(738);
  });

  it("#12.11 a guide's and an event's pictures answer a PNG", async () => {
    const guide = (await get('/api/Alumno/dameGuiaOrientacion', alumna)).json().datos[0];
    const event = (await get('/api/Alumno/dameFichaEvento/1', alumna)).json().datos;
    for (const url of [guide.ulrImagen, event.ulrImagenPrincipal]) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, 'image/png']);
      expect(res.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
  });

  it("#12.11 never serves an upload, another brand's file, a brand without the feature or an unknown id (404/1)", async () => {
    // Document 1 is alumna@'s CV; 108 is the picture of the Catalan brand's event.
    for (const [url, host] of [
      ['/api/Publico/ficheroContenido/1', 'localhost'],
      ['/api/Publico/ficheroContenido/108', 'localhost'],
      ['/api/Publico/ficheroContenido/111', 'basica.localhost'],
      ['/api/Publico/ficheroContenido/99999', 'localhost'],
    ]) {
      const res = await get(url, undefined, { host });
      expect([url, host, res.statusCode, res.json()]).toEqual([url, host, 404, { status: 1, datos: null }]);
    }
    expect(
      (await get('/api/Publico/ficheroContenido/108', undefined, { host: 'catalunya.localhost' })).statusCode,
    ).toBe(200);
  });

  it('#12.11 a missing file under /guias or /eventos answers 404, not the app page; event pages still load', async () => {
    for (const url of [
      '/guias/como-preparar-tu-cv.pdf',
      '/guias/como-preparar-tu-cv.jpg',
      '/eventos/evento-1.jpg',
      '/eventos/foro-empleo/cartel.png?v=1',
    ]) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([
        url,
        404,
        expect.stringContaining('application/json'),
      ]);
    }
    const page = await get('/eventos/foro-empleo');
    expect([page.statusCode, page.headers['content-type']]).toEqual([200, expect.stringContaining('text/html')]);
  });
});
