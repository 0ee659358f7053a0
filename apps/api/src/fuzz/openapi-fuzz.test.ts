import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeLogin } from '../modules/office/office-test-kit';
import { loginAs } from '../test/login';
import { buildTestApp, testEngine, type TestApp } from '../test/test-app';
import { arbitraryFor, HOSTILE_VALUES, invalidArbitraryFor, type JsonSchema } from './json-schema-arbitrary';

/**
 * Issue #12 item 2: the fuzz run that found PostgreSQL-only 500s, kept in the suite. Every
 * operation of the app's own OpenAPI document gets generated bodies, path parameters and queries
 * (schema-shaped ones and hostile ones), as its role and anonymously; none may answer 5xx, and
 * every JSON answer is the spec's envelope (SPEC §8). A fixed seed and a few runs per operation
 * keep it reproducible and fast on both engines.
 */

// A longer hunt: FUZZ_RUNS=25 FUZZ_SEED=<any> npx vitest run apps/api/src/fuzz/openapi-fuzz.test.ts
// (with TEST_DB=postgres for PostgreSQL). The suite's defaults send about 1,900 requests.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
/** Schema-shaped cases and hostile cases per operation, each sent as the operation's role. */
const VALID_RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const INVALID_RUNS = Number(process.env.FUZZ_RUNS ?? 4);
/** Fuzzed requests come from a documentation address (RFC 5737) of their own. */
const FUZZ_ADDRESS = '203.0.113.7';

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  method: 'GET' | 'POST';
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  secured: boolean;
}
type Role = 'student' | 'company' | 'staff';

/**
 * Operations that end the signed-in session (logout; a password change revokes every session)
 * run last, so the others keep a live token. None is skipped.
 */
const RUN_LAST = [/\/logout$/, /\/editarPassword$/, /\/solicitarBajaServicio/];

/**
 * The console's operations run as the brand's office admin (every permission), so that their
 * handlers, not the role check, meet the fuzzed input; on PostgreSQL too, where unique and type
 * errors differ from SQLite's (ADR 0036).
 */
function roleFor(path: string): Role {
  if (/^\/api\/gestion\//i.test(path)) return 'staff';
  return path.startsWith('/api/Empresa/') ? 'company' : 'student';
}

function readOperations(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const body = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content?.[
        'application/json'
      ]?.schema;
      ops.push({
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        parameters: (op.parameters as Parameter[] | undefined) ?? [],
        body,
        secured: Array.isArray(op.security) && (op.security as object[]).some((s) => 'bearer' in s),
      });
    }
  }
  const last = (op: Operation) => (RUN_LAST.some((re) => re.test(op.path)) ? 1 : 0);
  return ops.sort((a, b) => last(a) - last(b));
}

/** A parameter value as it travels in a URL. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function sample<T>(arb: fc.Arbitrary<T>, runs: number, seed: number): T[] {
  return fc.sample(arb, { seed, numRuns: runs });
}

/** One request per case: URL with path and query values, and a body for POST. */
function casesFor(op: Operation, seed: number): InjectOptions[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const hostileText = fc.constantFrom(...HOSTILE_VALUES.map(asText));
  const build = (valid: boolean, n: number): InjectOptions[] => {
    const params = pathParams.map((p) =>
      sample(valid ? arbitraryFor(p.schema) : fc.oneof(hostileText, arbitraryFor(p.schema)), n, seed + 1),
    );
    const queries = queryParams.map((p) =>
      sample(
        fc.option(valid ? arbitraryFor(p.schema) : fc.oneof(hostileText, arbitraryFor(p.schema)), { nil: undefined }),
        n,
        seed + 2,
      ),
    );
    const bodies = op.body ? sample(valid ? arbitraryFor(op.body) : invalidArbitraryFor(op.body), n, seed + 3) : [];
    return Array.from({ length: n }, (_, i) => {
      let url = op.path;
      pathParams.forEach((p, j) => {
        const text = asText(params[j][i]);
        url = url.replace(`{${p.name}}`, encodeURIComponent(text === '' ? 'x' : text));
      });
      const search = new URLSearchParams();
      queryParams.forEach((p, j) => {
        const value = queries[j][i];
        if (value !== undefined) search.set(p.name, asText(value));
      });
      const query = search.toString();
      const opts: InjectOptions = { method: op.method, url: query ? `${url}?${query}` : url };
      if (op.method === 'POST') opts.payload = (JSON.stringify(bodies[i] ?? {}) ?? 'null') as string;
      if (op.method === 'POST') opts.headers = { 'content-type': 'application/json' };
      return opts;
    });
  };
  return [...build(true, VALID_RUNS), ...build(false, INVALID_RUNS)];
}

describe(`OpenAPI fuzz (${testEngine})`, () => {
  let t: TestApp;
  const tokens: Record<Role, string> = { student: '', company: '', staff: '' };
  const accounts: Record<Role, { email: string; id: number }> = {
    student: { email: 'alumna@demo.test', id: 0 },
    company: { email: 'empresa@demo.test', id: 0 },
    staff: { email: 'gestor@demo.test', id: 0 },
  };
  const signIn = (role: Role, email: string) => (role === 'staff' ? officeLogin(t.app, email) : loginAs(t.app, email));

  /**
   * Signs the role in again under its current e-mail (a fuzzed body may have changed it). The
   * console, fuzzed as the admin, may have blocked the student or the company with a generated
   * id: the account is made active again, so that the rest of the run keeps its role.
   */
  async function relogin(role: Role) {
    await t.app.db.updateTable('users').set({ status: 'active' }).where('id', '=', accounts[role].id).execute();
    const user = await t.app.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', '=', accounts[role].id)
      .executeTakeFirstOrThrow();
    tokens[role] = await signIn(role, user.email);
  }

  beforeAll(async () => {
    // The rate limit would turn most of the run into 429s and hide what the handlers do.
    t = await buildTestApp({ config: { rateLimitPerMinute: 1_000_000 } });
    for (const role of ['student', 'company', 'staff'] as const) {
      const user = await t.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', accounts[role].email)
        .executeTakeFirstOrThrow();
      accounts[role].id = user.id;
      tokens[role] = await signIn(role, accounts[role].email);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('#12.2 every operation of the OpenAPI document answers generated valid and invalid input without a 5xx, in the envelope', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const ops = readOperations(doc);
    expect(ops.length).toBeGreaterThan(150);
    const failures: string[] = [];
    let sent = 0;
    /** Console operations whose signed-in cases reached past the role check at least once. */
    const consoleOps = new Set<string>();
    const consoleReached = new Set<string>();

    for (const [index, op] of ops.entries()) {
      const role = roleFor(op.path);
      const cases = casesFor(op, SEED + index * 17);
      // Signed in for every case, plus the first valid case anonymously (401 or a public answer).
      const runs: Array<{ opts: InjectOptions; token: string | null }> = [
        ...cases.map((opts) => ({ opts, token: tokens[role] })),
        { opts: cases[0], token: null },
      ];
      let revoked = false;
      for (const { opts, token } of runs) {
        const headers = {
          ...(opts.headers as Record<string, string> | undefined),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        };
        // From an address of its own: fuzzed sign-ins trip the per-source throttle there, not on
        // the address the test signs in again from.
        const res = await t.app.inject({ ...opts, headers, remoteAddress: FUZZ_ADDRESS });
        sent += 1;
        const where = `${opts.method} ${opts.url} ${token ? role : 'anonymous'} ${String(opts.payload ?? '').slice(0, 300)}`;
        if (res.statusCode >= 500) {
          failures.push(`${res.statusCode} ${where}`);
          continue;
        }
        if (token && res.statusCode === 401) revoked = true;
        if (token && role === 'staff') {
          consoleOps.add(op.path);
          if (res.statusCode !== 401 && res.statusCode !== 403) consoleReached.add(op.path);
        }
        if ((res.headers['content-type'] ?? '').toString().startsWith('application/json')) {
          const body = res.json();
          if (typeof body?.status !== 'number' || !('datos' in body))
            failures.push(`not an envelope ${res.statusCode} ${where}`);
        }
      }
      if (revoked) await relogin(role);
    }

    expect(sent).toBeGreaterThan(ops.length * 5);
    // The console is fuzzed as staff, not refused as a student: most of its operations answer.
    expect(consoleOps.size).toBeGreaterThan(50);
    expect(consoleReached.size / consoleOps.size).toBeGreaterThan(0.8);
    expect(failures).toEqual([]);
  }, 240_000);
});
