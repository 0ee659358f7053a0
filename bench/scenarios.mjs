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
];
