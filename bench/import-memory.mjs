// Memory of the students' import under the attack run's file (ADR 0033): the built API server
// (bench/api-server.mjs: fresh SQLite, or BENCH_DB=postgres) gets, from gestor@, a dry run of a
// 200,000-row file of one field per row (1.3 MB; refused at row 20,001 with 321), a dry run of
// 20,000 such rows (every row refused: the answer lists 100, the rest is the CSV download), and
// four dry runs of that file at once (one runs, three get 322). Prints the server's VmRSS before
// and after each step, its peak (VmHWM), and each answer's size; bench/README.md 'Import memory'.
//
//   npm run build -w @portal/api && node bench/import-memory.mjs
//   BENCH_DB=postgres node bench/import-memory.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiServer } from './api-server.mjs';
import { bearerFor } from './scenarios.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HEADER = 'dni;email;nombre;apellidos;titulacion;sede;curso';
const oneFieldRows = (n) => `${HEADER}\n${'x\n'.repeat(n)}`;

function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

async function dryRun(baseUrl, headers, text) {
  const res = await fetch(`${baseUrl}/api/Gestion/alumnos/importaciones`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ nombreFichero: 'ataque.csv', fichero: Buffer.from(text).toString('base64') }),
  });
  const body = await res.text();
  return { http: res.status, status: JSON.parse(body).status, answerKb: Math.round(body.length / 1024) };
}

const server = await startApiServer(repoRoot);
try {
  const headers = await bearerFor(server.baseUrl, { eUsuario: 'gestor@demo.test', ePassword: 'Demo2026' }, 'Gestion');
  const rows = [];
  const step = async (name, fileRows, work) => {
    const before = memoryOf(server.pid);
    const t0 = performance.now();
    const answers = await work();
    const after = memoryOf(server.pid);
    rows.push({
      step: name,
      fileKb: Math.round(oneFieldRows(fileRows).length / 1024),
      ms: Math.round(performance.now() - t0),
      answers: answers.map((a) => `${a.http}/${a.status} ${a.answerKb} KB`).join(', '),
      rssBeforeMb: before.rssMb,
      rssAfterMb: after.rssMb,
      peakMb: after.peakMb,
    });
  };
  const big = oneFieldRows(200_000);
  const capped = oneFieldRows(20_000);
  await step('200,000 one-field rows', 200_000, async () => [await dryRun(server.baseUrl, headers, big)]);
  await step('20,000 one-field rows', 20_000, async () => [await dryRun(server.baseUrl, headers, capped)]);
  await step('4 x 20,000 at once', 20_000, () =>
    Promise.all([1, 2, 3, 4].map(() => dryRun(server.baseUrl, headers, capped))),
  );
  console.log(`engine: ${server.engine}`);
  console.table(rows);
} finally {
  await server.stop();
}
