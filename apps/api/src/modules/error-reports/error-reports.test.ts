import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { escapeChatText } from './error-reports.service';

/** A local HTTP server standing in for the team chat webhook. */
async function startWebhook(status = 200): Promise<{ url: string; bodies: unknown[]; close(): Promise<void> }> {
  const bodies: unknown[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      bodies.push(JSON.parse(raw));
      res.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const report = (body: Record<string, unknown>, remoteAddress = '127.0.0.1') => ({
  method: 'POST' as const,
  url: '/api/Publico/informeError',
  payload: body,
  remoteAddress,
});

describe('POST /api/Publico/informeError without a webhook', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(async () => t.close());

  it('accepts a reported code and answers status 0 (the report is logged)', async () => {
    const res = await t.app.inject(report({ status: 1, ruta: '/cv', mensaje: 'boom' }, '10.0.0.1'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, datos: null });
  });

  it('refuses codes that are not reported, and bodies without a path', async () => {
    const notReported = await t.app.inject(report({ status: 3, ruta: '/login' }, '10.0.0.2'));
    expect(notReported.statusCode).toBe(400);
    expect(notReported.json().status).toBe(15);
    const noPath = await t.app.inject(report({ status: 500 }, '10.0.0.2'));
    expect(noPath.statusCode).toBe(400);
  });

  it('is case-insensitive like every API path', async () => {
    const res = await t.app.inject({
      ...report({ status: 24, ruta: '/' }, '10.0.0.3'),
      url: '/api/publico/informeerror',
    });
    expect(res.json()).toEqual({ status: 0, datos: null });
  });

  it('takes at most 10 reports a minute from one IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1)
      codes.push((await t.app.inject(report({ status: 12, ruta: `/p${i}` }, '10.0.0.9'))).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
    expect(codes[10]).toBe(429);
    // Another IP is not affected.
    expect((await t.app.inject(report({ status: 12, ruta: '/' }, '10.0.0.10'))).statusCode).toBe(200);
  });
});

describe('POST /api/Publico/informeError with ERROR_WEBHOOK_URL', () => {
  let t: TestApp;
  let hook: Awaited<ReturnType<typeof startWebhook>>;
  beforeAll(async () => {
    hook = await startWebhook();
    t = await buildTestApp({ seed: false, config: { errorWebhookUrl: hook.url } });
  });
  afterAll(async () => {
    await t.close();
    await hook.close();
  });

  it('forwards the report to the webhook as a Slack-compatible { text }', async () => {
    const res = await t.app.inject({
      ...report({ status: 500, ruta: '/mis-candidaturas?x=1', mensaje: 'sin red' }),
      headers: { 'user-agent': 'test-agent' },
    });
    expect(res.json()).toEqual({ status: 0, datos: null });
    expect(hook.bodies).toHaveLength(1);
    const { text } = hook.bodies[0] as { text: string };
    expect(Object.keys(hook.bodies[0] as object)).toEqual(['text']);
    expect(text).toContain('Error 500');
    expect(text).toContain('/mis-candidaturas?x=1');
    expect(text).toContain('sin red');
    expect(text).toContain('test-agent');
  });

  it('never lets a report ping a channel', async () => {
    await t.app.inject(report({ status: 1, ruta: '/', mensaje: '<!channel> hola' }, '10.0.1.1'));
    const { text } = hook.bodies.at(-1) as { text: string };
    expect(text).not.toContain('<!channel>');
    expect(text).toContain('&lt;!channel&gt;');
  });
});

describe('a failing webhook', () => {
  it('still answers status 0', async () => {
    const hook = await startWebhook(500);
    const t = await buildTestApp({ seed: false, config: { errorWebhookUrl: hook.url } });
    try {
      const res = await t.app.inject(report({ status: 1, ruta: '/' }));
      expect(res.json()).toEqual({ status: 0, datos: null });
      expect(hook.bodies).toHaveLength(1);
    } finally {
      await t.close();
      await hook.close();
    }
  });
});

describe('escapeChatText', () => {
  it('escapes Slack control characters and drops control bytes', () => {
    expect(escapeChatText('a & <b> \u0007c')).toBe('a &amp; &lt;b&gt; c');
  });
});
