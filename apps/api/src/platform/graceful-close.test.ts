import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { openDatabase } from './db';

/**
 * ADR 0036: SIGTERM under load resets no connection. The real server (main.ts through tsx, SQLite
 * in a folder of its own: the close is the same on both engines) serves kept-alive clients that
 * save and delete searches in a loop; SIGTERM comes in the middle. Every request either gets an
 * answer or is refused before it is sent (ECONNREFUSED); none ends in a reset, so that every POST
 * is known applied (200) or not (an answer the client can retry, 503); the saved searches left
 * are exactly those whose save was answered 200 and whose delete was not.
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface Answer {
  status: number;
  connection: string | undefined;
  body: { status: number; datos: unknown };
}
type Outcome = { answer: Answer } | { error: string };

/** One request on `agent`; an error is kept as its code, never thrown. */
function request(agent: http.Agent, port: number, method: string, url: string, token?: string, body?: unknown) {
  return new Promise<Outcome>((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let parsed = { status: -1, datos: null as unknown };
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // A body that is not JSON keeps status -1.
          }
          resolve({ answer: { status: res.statusCode ?? 0, connection: res.headers.connection, body: parsed } });
        });
        res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    req.end(payload);
  });
}

async function startServer(drainSeconds: number) {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-shutdown-'));
  const env = {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO: '1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
    DRAIN_SECONDS: String(drainSeconds),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '..', 'main.ts')], {
    env,
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d) => {
      output += String(d);
      if (output.includes('Portal ready at')) resolve();
    });
    child.stderr.on('data', (d) => (output += String(d)));
    void exited.then((code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
  return { port, dataDir, child, exited, output: () => output };
}

/** A client with one kept-alive connection: save a search, delete it, read the health, again. */
async function client(port: number, token: string, name: string, cycles: number, tally: Tally) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const settle = (outcome: Outcome, post: boolean): Answer | null => {
    if ('error' in outcome) {
      if (outcome.error === 'ECONNREFUSED') tally.refused++;
      else tally.broken.push(outcome.error);
      return null;
    }
    tally.answered++;
    if (post && outcome.answer.status === 503) tally.retryable++;
    return outcome.answer.status === 503 ? null : outcome.answer;
  };
  try {
    for (let i = 0; i < cycles; i++) {
      const nombre = `${name}-${i}`;
      const saved = settle(
        await request(agent, port, 'POST', '/api/Alumno/guardaBusqueda', token, {
          nombre,
          tipo: 'empleo',
          filtros: {},
        }),
        true,
      );
      if (!saved) return;
      if (saved.status !== 200) throw new Error(`save answered ${saved.status} ${JSON.stringify(saved.body)}`);
      tally.saved++;
      const { busquedas } = saved.body.datos as { busquedas: Array<{ id: number; nombre: string }> };
      const id = busquedas.find((s) => s.nombre === nombre)?.id;
      const removed = settle(await request(agent, port, 'POST', '/api/Alumno/eliminaBusqueda', token, { id }), true);
      if (!removed) return;
      if (removed.status === 200) tally.removed++;
      const health = settle(await request(agent, port, 'GET', '/api/health'), false);
      if (!health) return;
      tally.cycles++;
    }
  } finally {
    agent.destroy();
  }
}

interface Tally {
  cycles: number;
  answered: number;
  saved: number;
  removed: number;
  refused: number;
  retryable: number;
  broken: string[];
}

async function shutdownUnderLoad(drainSeconds: number) {
  const server = await startServer(drainSeconds);
  try {
    const login = await fetch(`http://127.0.0.1:${server.port}/api/Alumno/logaUsuario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eUsuario: 'alumna@demo.test', ePassword: 'Demo2026' }),
    }).then((r) => r.json() as Promise<{ status: number; datos: { token: string } }>);
    expect(login.status).toBe(0);
    const tally: Tally = { cycles: 0, answered: 0, saved: 0, removed: 0, refused: 0, retryable: 0, broken: [] };
    const clients = Array.from({ length: 4 }, (_, k) =>
      client(server.port, login.datos.token, `cierre-${k}`, 400, tally).catch((err: Error) => {
        tally.broken.push(err.message);
      }),
    );
    // SIGTERM once the clients are well under way (bounded: the clients stop after 400 cycles).
    while (tally.cycles < 40 && tally.broken.length === 0) await new Promise((r) => setTimeout(r, 20));
    server.child.kill('SIGTERM');
    await Promise.all(clients);
    expect(await server.exited).toBe(0);
    expect(tally.broken).toEqual([]);
    expect(tally.cycles).toBeGreaterThanOrEqual(40);
    // Every save answered 200 is in the database unless its delete was answered 200 too.
    const db = openDatabase({ ...loadConfig({ DATA_DIR: server.dataDir, DATABASE_URL: '' }) });
    try {
      const rows = await db.db
        .selectFrom('saved_searches')
        .select('nombre')
        .where('nombre', 'like', 'cierre-%')
        .execute();
      expect(rows.length).toBe(tally.saved - tally.removed);
    } finally {
      await db.close();
    }
    return tally;
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await fs.rm(server.dataDir, { recursive: true, force: true });
  }
}

describe('SIGTERM under load (ADR 0036)', () => {
  it('without DRAIN_SECONDS: no connection reset, every POST applied or answered 503', async () => {
    await shutdownUnderLoad(0);
  }, 180_000);

  it('with DRAIN_SECONDS=1: no connection reset, every POST applied or answered 503', async () => {
    await shutdownUnderLoad(1);
  }, 180_000);
});
