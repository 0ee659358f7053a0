// The load scenarios of `npm run bench`, run in this order. Add yours to the list.
//
// A scenario:
//   name         short label for the table
//   target       'baseline' (bare Fastify hello-world) or 'api' (the real server, SQLite, seeded)
//   measures     one sentence: what the figure tells
//   request      { method, path, headers?, body? } sent by every connection (body: object -> JSON)
//   prepare      optional async ({ baseUrl, dataDir }) => partial request | void: runs once after the
//                server is up and before the warm-up, e.g. to seed data (a seeding script may open
//                `${dataDir}/portal.sqlite` directly) or to sign in and return
//                { headers: { authorization: `Bearer ${token}` } }.
//   expect       optional (httpStatus, body) => string | null: the preflight request must pass it
//                (default: HTTP 2xx and, on the api, envelope status 0). A failing preflight marks
//                the scenario 'pending' instead of measuring an error path.
//   connections  optional, default 50
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { BENCH_OFFERS, SEARCH_WORD } from './offers-seed.mjs';

export const DEMO_STUDENT = { eUsuario: 'alumna@demo.test', ePassword: 'Demo2026' };

/** Signs a demo account in through the API; for scenarios that need a bearer token. */
export async function bearerFor(baseUrl, credentials = DEMO_STUDENT, api = 'Alumno') {
  const res = await fetch(`${baseUrl}/api/${api}/logaUsuario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = await res.json();
  if (body.status !== 0 || typeof body.datos?.token !== 'string') {
    throw new Error(`sign-in of ${credentials.eUsuario} failed: ${JSON.stringify(body)}`);
  }
  return { authorization: `Bearer ${body.datos.token}` };
}

export const scenarios = [
  {
    name: 'baseline GET /',
    target: 'baseline',
    measures: 'A bare Fastify hello-world on this machine: the ceiling every ratio is taken against.',
    request: { method: 'GET', path: '/' },
  },
  {
    name: 'login POST /api/Alumno/logaUsuario',
    target: 'api',
    measures:
      'A valid student sign-in: body validation, user lookup, argon2id verification at OWASP parameters ' +
      '(CPU-bound on purpose, so it is far below the baseline) and JWT signing.',
    request: { method: 'POST', path: '/api/Alumno/logaUsuario', body: DEMO_STUDENT },
  },
  {
    name: 'sedes GET /api/Dominios/sedes',
    target: 'api',
    measures: 'A public reference-list read: routing, brand resolution, one small query, envelope serialisation.',
    request: { method: 'GET', path: '/api/Dominios/sedes' },
  },
  // Offer lists (issue 'Students find, apply to and follow offers'): 100,000 offers seeded once,
  // shared by both scenarios; numbers in bench/README.md 'Offer list and search'.
  {
    name: 'offers GET /api/Alumno/dameOfertasUsuario/practicas/1 (100,000 offers)',
    target: 'api',
    measures:
      "Page 1 of alumna@'s internship list among 100,000 offers: token check, her degrees, the list query " +
      'walking the sort index with the visibility rules, 10 cards with company and province joined.',
    request: { method: 'GET', path: '/api/Alumno/dameOfertasUsuario/practicas/1' },
    async prepare({ baseUrl, dataDir }) {
      await seedBenchOffers(dataDir);
      return { headers: await bearerFor(baseUrl) };
    },
  },
  {
    name: `offer search GET /api/Alumno/dameOfertasUsuario/practicas/1?titulo=${SEARCH_WORD} (in 50,000 offers)`,
    target: 'api',
    measures:
      'The same page filtered by full text with a word in half of the 100,000 offers (FTS5 read in list order, ' +
      'stopping after one page of visible matches), plus the search-history check of a filtered first page.',
    request: { method: 'GET', path: `/api/Alumno/dameOfertasUsuario/practicas/1?titulo=${SEARCH_WORD}` },
    async prepare({ baseUrl, dataDir }) {
      await seedBenchOffers(dataDir);
      return { headers: await bearerFor(baseUrl) };
    },
  },
];

/**
 * The 100,000 offers go in once per server (its data folder), whichever offer scenario runs
 * first, from a child process: the bench's own event loop stays free (its pooled connections to
 * the server would otherwise go stale during the minute the seed takes).
 */
const seeded = new Map();
function seedBenchOffers(dataDir) {
  if (!seeded.has(dataDir)) {
    const script = fileURLToPath(new URL('./offers-seed.mjs', import.meta.url));
    seeded.set(
      dataDir,
      promisify(execFile)(process.execPath, [script, dataDir, String(BENCH_OFFERS)]).then(({ stdout }) =>
        process.stdout.write(`(${stdout.trim()}) `),
      ),
    );
  }
  return seeded.get(dataDir);
}
