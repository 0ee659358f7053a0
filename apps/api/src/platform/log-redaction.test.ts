import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { buildTestApp, type TestApp } from '../test/test-app';
import { redactUrl } from './log-redaction';

// The request log never holds the secret of a mailed link (ADR 0035): the lines are read from a
// pino stream, as an operator reading the logs would.

let t: TestApp;
let logged: FastifyInstance;
const lines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  logged = await buildApp(
    { ...t.config, logLevel: 'info' },
    {
      dbHandle: { db: t.app.db, engine: t.app.engine, close: async () => {} },
      logStream: { write: (line: string) => void lines.push(line) },
    },
  );
  await logged.ready();
});
afterAll(async () => {
  await logged?.close();
  await t?.close();
});

const secret = () => crypto.randomBytes(32).toString('base64url');

describe('request log without link secrets', () => {
  it('logs the evaluation, survey, password and unsubscribe links without their tokens', async () => {
    const visits: Array<{ method: 'GET' | 'POST'; url: (s: string) => string; shown: string }> = [
      { method: 'GET', url: (s) => `/api/EvaluacionEmpresa/${s}`, shown: '/api/EvaluacionEmpresa/[redacted]' },
      { method: 'POST', url: (s) => `/api/EvaluacionEmpresa/${s}`, shown: '/api/EvaluacionEmpresa/[redacted]' },
      { method: 'GET', url: (s) => `/evaluacion-tutor-empresa/${s}`, shown: '/evaluacion-tutor-empresa/[redacted]' },
      { method: 'GET', url: (s) => `/avaluacio-tutor-empresa/${s}`, shown: '/avaluacio-tutor-empresa/[redacted]' },
      {
        method: 'GET',
        url: (s) => `/api/Encuestas/${s}?idPractica=1`,
        shown: '/api/Encuestas/[redacted]?idPractica=1',
      },
      {
        method: 'POST',
        url: (s) => `/api/Encuestas/accesoEncuesta/${s}`,
        shown: '/api/Encuestas/accesoEncuesta/[redacted]',
      },
      { method: 'POST', url: (s) => `/api/Encuestas/logaAnonimo/${s}`, shown: '/api/Encuestas/logaAnonimo/[redacted]' },
      { method: 'GET', url: (s) => `/encuestas/${s}`, shown: '/encuestas/[redacted]' },
      { method: 'GET', url: (s) => `/enquestes/${s}`, shown: '/enquestes/[redacted]' },
      { method: 'GET', url: (s) => `/informes/${s}/acceso`, shown: '/informes/[redacted]/acceso' },
      { method: 'GET', url: (s) => `/establecer-login?token=${s}`, shown: '/establecer-login?token=[redacted]' },
      { method: 'GET', url: (s) => `/restablecer-login?token=${s}`, shown: '/restablecer-login?token=[redacted]' },
      {
        method: 'GET',
        url: (s) => `/gestion/establecer-contrasena?token=${s}`,
        shown: '/gestion/establecer-contrasena?token=[redacted]',
      },
      { method: 'GET', url: (s) => `/baja-alerta?token=${s}`, shown: '/baja-alerta?token=[redacted]' },
      {
        method: 'POST',
        url: (s) => `/api/Publico/bajaAlertaBusqueda?token=${s}`,
        shown: '/api/Publico/bajaAlertaBusqueda?token=[redacted]',
      },
    ];
    const secrets: string[] = [];
    for (const visit of visits) {
      const s = secret();
      secrets.push(s);
      await logged.inject({
        method: visit.method,
        url: visit.url(s),
        ...(visit.method === 'POST' ? { payload: {} } : {}),
      });
    }
    const log = lines.join('');
    expect(log).not.toBe('');
    for (const s of secrets) expect(log).not.toContain(s);
    const urls = lines.map((line) => JSON.parse(line) as { req?: { url?: string } }).flatMap((l) => l.req?.url ?? []);
    for (const visit of visits) expect(urls).toContain(visit.shown);
  });

  it('keeps the rest of a URL as it came', () => {
    expect(redactUrl('/api/Alumno/dameOferta/desarrollo-web-12?titulo=java&page=2')).toBe(
      '/api/Alumno/dameOferta/desarrollo-web-12?titulo=java&page=2',
    );
    expect(redactUrl('/api/Gestion/encuestas/3/resultados')).toBe('/api/Gestion/encuestas/3/resultados');
    expect(redactUrl('/sso/vuelta?code=abc&state=def&lang=ca')).toBe(
      '/sso/vuelta?code=[redacted]&state=[redacted]&lang=ca',
    );
  });
});
