import { brandUrl } from './support/urls';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

// The platform as a client sees it: OpenAPI, the error envelope, security headers and the web
// app's history fallback (DESIGN.md, Conventions 2 and 3).

test.describe('API platform', () => {
  test('GET /api/openapi.json is an OpenAPI 3 document listing the paths', async ({ request }) => {
    const res = await request.get('/api/openapi.json');
    expect(res.status()).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(0);
  });

  test('an unknown /api path answers 404 with status 1 and no data', async ({ request }) => {
    const res = await request.get('/api/Nada/noExiste');
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ status: 1, datos: null });
  });

  test('an unknown /api path answers the envelope for POST too, whatever the case', async ({ request }) => {
    const res = await request.post('/API/nada/NOEXISTE', { data: {} });
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ status: 1, datos: null });
  });
});

test.describe('web app delivery', () => {
  test('the home page is HTML with a Content-Security-Policy', async ({ request }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    expect(res.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(await res.text()).toContain('<div id="root">');
  });

  test('a deep link answers the app HTML (history fallback)', async ({ request }) => {
    const home = await (await request.get('/')).text();
    const res = await request.get('/mis-candidaturas');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    expect(res.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(await res.text()).toBe(home);
  });

  test('#12.3 pages are revalidated after a deploy: HTML no-cache, hashed scripts immutable, a missing script or PDF 404', async ({
    request,
  }) => {
    for (const path of ['/', '/login/alumnos', '/mis-candidaturas']) {
      const res = await request.get(path);
      expect({ path, cache: res.headers()['cache-control'] }).toEqual({ path, cache: 'no-cache' });
    }
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await (await request.get('/')).text())?.[1];
    expect(script, 'the page loads a hashed script').toBeTruthy();
    expect((await request.get(script!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/assets/index-borrado0.js', '/guias/no-existe.pdf']) {
      const res = await request.get(path);
      expect({ path, status: res.status() }).toEqual({ path, status: 404 });
      expect(res.headers()['content-type'] ?? '').not.toContain('text/html');
    }
  });

  test('the app renders in Chromium without CSP violations or script errors, and is accessible', async ({
    page,
    expectAccessible,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
    });
    await page.goto('/');
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'platform-home');
    expect(problems).toEqual([]);
    await expectAccessible();
  });

  test('a brand host name (<key>.localhost) reaches the same server', async ({ page }) => {
    const res = await page.goto(brandUrl('catalunya', '/'));
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).hostname).toBe('catalunya.localhost');
    await expect(page.locator('#root')).not.toBeEmpty();
  });
});
