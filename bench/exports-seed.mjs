// The exports benchmarks' data (bench/exports.mjs, bench/exports-background.mjs): ROWS students with
// one application each on offer OFFER of empresa@demo.test, written straight into the server's
// fresh database, and the server's resident memory as /proc reports it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const apiRequire = createRequire(new URL('../apps/api/package.json', import.meta.url));

/** ROWS students (user and student rows: the export reads the user's names and e-mail) and one application each on offer 1. */
export async function seedApplications(server, ROWS, OFFER) {
  const now = new Date().toISOString();
  const users = (i) => [`bexp${i}@alumnos.bench.test`, 'student', 'default', `Nombre${i}`, `Apellido Uno${i} Dos`, now];
  const usersSql = 'INSERT INTO users (email, role, brand_key, nombre, apellidos, created_at) VALUES ';
  // The stated ids 1..17 of 'estadosCandidaturasAlumno' are not all used by the demo: 1 (enrolled) is.
  const studentsSql = "INSERT INTO students (user_id, kind) SELECT id, 'grado' FROM users WHERE email LIKE 'bexp%'";
  const applicationsSql =
    'INSERT INTO applications (offer_id, student_id, estado, leida_empresa, origen, created_at, updated_at) ' +
    `SELECT ${OFFER}, id, 1, 0, 'student', created_at, created_at FROM users WHERE email LIKE 'bexp%'`;
  if (server.databaseUrl) {
    const pg = apiRequire('pg');
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      await client.query('BEGIN');
      for (let start = 0; start < ROWS; start += 5000) {
        const params = [];
        const tuples = [];
        for (let i = start; i < Math.min(ROWS, start + 5000); i++) {
          const row = users(i);
          tuples.push(`(${row.map((_, k) => `$${params.length + k + 1}`).join(', ')})`);
          params.push(...row);
        }
        await client.query(usersSql + tuples.join(', '), params);
      }
      await client.query(studentsSql);
      await client.query(applicationsSql);
      await client.query('COMMIT');
      await client.query('ANALYZE');
    } finally {
      await client.end();
    }
    return;
  }
  const Database = apiRequire('better-sqlite3');
  const db = new Database(path.join(server.dataDir, 'portal.sqlite'));
  db.pragma('busy_timeout = 10000');
  const insert = db.prepare(`${usersSql}(?, ?, ?, ?, ?, ?)`);
  db.transaction(() => {
    for (let i = 0; i < ROWS; i++) insert.run(...users(i));
    db.prepare(studentsSql).run();
    db.prepare(applicationsSql).run();
  })();
  db.exec('ANALYZE');
  db.close();
}

/** The resident memory of a process in MB (VmRSS). */
export function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}
