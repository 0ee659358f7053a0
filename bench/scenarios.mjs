// The load scenarios of `npm run bench`, run in this order. Add yours to the list.
//
// A scenario:
//   name         short label for the table
//   target       'baseline' (bare Fastify hello-world) or 'api' (the real server, SQLite, seeded)
//   measures     one sentence: what the figure tells
//   request      { method, path, headers?, body? } sent by every connection (body: object -> JSON)
//   prepare      optional async ({ baseUrl, dataDir, databaseUrl }) => partial request | void: runs once
//                after the server is up and before the warm-up, e.g. to seed data (a seeding script
//                may open `${dataDir}/portal.sqlite` directly, or `databaseUrl` with BENCH_DB=postgres)
//                or to sign in and return { headers: { authorization: `Bearer ${token}` } }.
//   expect       optional (httpStatus, body) => string | null: the preflight request must pass it
//                (default: HTTP 2xx and, on the api, envelope status 0). A failing preflight marks
//                the scenario 'pending' instead of measuring an error path.
//   unavailable  optional (httpStatus, body) => string | null, checked before `expect`: a string marks
//                the scenario 'not available' (a route not merged yet) instead of measuring it.
//   connections  optional, default 50 (BENCH_CONNECTIONS)
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { COMPANY_WORD } from './office-seed.mjs';
import { SEARCH_WORD } from './offers-seed.mjs';
import { benchImport } from './students-import.mjs';

export const DEMO_STUDENT = { eUsuario: 'alumna@demo.test', ePassword: 'Demo2026' };
/** The default brand's admin; the brand lets this demo account skip the second factor (brand.json). */
const DEMO_STAFF = { eUsuario: 'gestor@demo.test', ePassword: 'Demo2026' };
/** The office scenarios' load: the issue's target is p99 <= 100 ms at 20 connections. */
const OFFICE_CONNECTIONS = 20;

/** The office scenarios: bench data, then a staff token signed in through POST /api/Gestion/logaUsuario. */
async function officePrepare(server) {
  await seedBench(server);
  return { headers: await bearerFor(server.baseUrl, DEMO_STAFF, 'Gestion') };
}

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
    async prepare(server) {
      await seedBench(server);
      return { headers: await bearerFor(server.baseUrl) };
    },
  },
  {
    name: `offer search GET /api/Alumno/dameOfertasUsuario/practicas/1?titulo=${SEARCH_WORD} (in 50,000 offers)`,
    target: 'api',
    measures:
      'The same page filtered by full text with a word in half of the 100,000 offers (FTS5 read in list order, ' +
      'stopping after one page of visible matches), plus the search-history check of a filtered first page.',
    request: { method: 'GET', path: `/api/Alumno/dameOfertasUsuario/practicas/1?titulo=${SEARCH_WORD}` },
    async prepare(server) {
      await seedBench(server);
      return { headers: await bearerFor(server.baseUrl) };
    },
  },
  // The office console's queues (issue #14 'Done when': benchmarks): 100,000 offers over 2,000+
  // companies (1 in 12 pending validation) and 50,000 agreements in all six states, the same bench
  // data as the student lists; 20 connections; target p99 <= 100 ms. bench/README.md 'Office queues'.
  {
    name: 'office offers queue GET /api/Gestion/ofertas (pending validation, oldest first, page 1)',
    target: 'api',
    connections: OFFICE_CONNECTIONS,
    measures:
      "gestor@'s validation queue: staff check, the page of 25 pending offers longest waiting first " +
      '(of 8,300 among 100,000) with their companies, and the count of the queue.',
    request: {
      method: 'GET',
      path: '/api/Gestion/ofertas?estado=pendiente_validacion&orden=antiguedad&pagina=1&tamano=25',
    },
    prepare: officePrepare,
  },
  {
    name: `office offers search GET /api/Gestion/ofertas?q=${COMPANY_WORD} (company or title, by company)`,
    target: 'api',
    connections: OFFICE_CONNECTIONS,
    measures:
      'The pending queue filtered by a word in one company name of ten (or in the title), sorted by company ' +
      'name: the substring match over the queue and over the companies, the sort of the matches, the count.',
    request: {
      method: 'GET',
      path: `/api/Gestion/ofertas?estado=pendiente_validacion&q=${COMPANY_WORD}&orden=empresa&pagina=1&tamano=25`,
    },
    prepare: officePrepare,
  },
  {
    name: 'office offers deep page GET /api/Gestion/ofertas?estado=publicada&pagina=200 (newest first)',
    target: 'api',
    connections: OFFICE_CONNECTIONS,
    measures:
      'Page 200 (rows 4,976-5,000) of the 75,000 published offers, most recently changed first, and their count: ' +
      'what a deep OFFSET and a large count cost.',
    request: {
      method: 'GET',
      path: '/api/Gestion/ofertas?estado=publicada&orden=recientes&pagina=200&tamano=25',
    },
    prepare: officePrepare,
  },
  {
    name: 'office agreements queue GET /api/Gestion/convenios?estado=firmado_empresa (oldest first, page 1)',
    target: 'api',
    connections: OFFICE_CONNECTIONS,
    measures:
      'The agreements signed by the company and waiting for the office (6,000 of 50,000), longest waiting ' +
      'first (estado_desde), page 1 with each company and its first dependent internship, and their count.',
    request: {
      method: 'GET',
      path: '/api/Gestion/convenios?estado=firmado_empresa&orden=antiguedad&pagina=1&tamano=25',
    },
    prepare: officePrepare,
  },
  // The office's students (issue #15 'Students'): the prepare step imports a 20,000-row CSV through
  // the API (dry run, then apply; time and server memory printed and written to
  // bench/results/students-import.json), then the student list is measured over those students.
  {
    name: 'office students list GET /api/Gestion/alumnos?q=apellido uno1 (after a 20,000-row CSV import)',
    target: 'api',
    connections: OFFICE_CONNECTIONS,
    measures:
      "The import's dry run and apply of 20,000 rows (in prepare), then a search by name among 20,000 students, " +
      'sorted by name, page 1 of 25 with each degree, and the count.',
    request: { method: 'GET', path: '/api/Gestion/alumnos?q=apellido%20uno1&orden=nombre&pagina=1&tamano=25' },
    async prepare(server) {
      const headers = await bearerFor(server.baseUrl, DEMO_STAFF, 'Gestion');
      await benchImport(server, headers, 20_000);
      return { headers };
    },
  },
];

/**
 * The bench data (bench/office-seed.mjs: 2,000 companies, 100,000 offers, 50,000 agreements) go in
 * once per server, whichever scenario needs them first, from a child process: the bench's own
 * event loop stays free (its pooled connections to the server would otherwise go stale during
 * the minute the seed takes).
 */
const seeded = new Map();
function seedBench({ dataDir, databaseUrl }) {
  const target = databaseUrl ?? dataDir;
  if (!seeded.has(target)) {
    const script = fileURLToPath(new URL('./office-seed.mjs', import.meta.url));
    seeded.set(
      target,
      promisify(execFile)(process.execPath, [script, target]).then(({ stdout }) =>
        process.stdout.write(`(${stdout.trim()}) `),
      ),
    );
  }
  return seeded.get(target);
}
