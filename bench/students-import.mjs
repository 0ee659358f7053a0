// The office's CSV import of students (issue #15 'Students'): a generated file of `rows` rows (one
// student-degree each, 50 of them bad in ten ways), uploaded as the console does (dry run), then
// applied; answers the time of each step and the API server's memory (VmRSS before, VmHWM after:
// its peak since it started). Used by the 'office students' scenario of bench/scenarios.mjs, which
// then measures the student list over the imported students; bench/README.md 'Students import'.
//
//   node bench/run.mjs "office students"                      # SQLite
//   BENCH_DB=postgres node bench/run.mjs "office students"    # PostgreSQL
import fs from 'node:fs';

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKET';
const dni = (n) => `${String(n).padStart(8, '0')}${LETTERS[n % 23]}`;

/** The CSV: header, `rows - bad` good rows of new students (degrees 1-20), `bad` refused rows. */
export function importFile(rows, bad = 50) {
  const lines = ['dni;email;nombre;apellidos;titulacion;sede;curso'];
  const every = Math.floor(rows / bad);
  for (let i = 0; i < rows; i++) {
    if (bad && i % every === every - 1 && i / every < bad) {
      const k = 70_000_000 + i;
      const kinds = [
        `${dni(k).slice(0, 8)}${LETTERS[(k + 1) % 23]};bad${i}@bench.test;Ana;Mal Dni;1;;1`,
        `${dni(k)};bad${i}@@bench;Ana;Mal Correo;1;;1`,
        `${dni(k)};bad${i}@bench.test;Ana;Sin Grado;999;;1`,
        `${dni(k)};bad${i}@bench.test;Ana;Sin Sede;1;99;1`,
        `${dni(k)};bad${i}@bench.test;;Sin Nombre;1;;1`,
        `${dni(k)};bad${i}@bench.test;Ana;Curso;1;;9`,
        `${dni(k)};empresa@demo.test;Ana;Correo Ajeno;1;;1`,
      ];
      lines.push(kinds[i % kinds.length]);
      continue;
    }
    const n = 60_000_000 + i;
    lines.push(`${dni(n)};bench${i}@alumnos.bench.test;Nombre${i};Apellido Uno${i};${1 + (i % 20)};;${1 + (i % 4)}`);
  }
  return `${lines.join('\n')}\n`;
}

function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return { rssMb: null, peakMb: null };
  }
}

async function post(baseUrl, path, headers, body) {
  const res = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (json.status !== 0) throw new Error(`${path}: status ${json.status}`);
  return json.datos;
}

/** Uploads (dry run) and applies the file; answers the figures. */
export async function benchImport({ baseUrl, pid }, headers, rows = 20_000) {
  const file = importFile(rows);
  const before = memoryOf(pid);
  let t0 = performance.now();
  const dry = await post(baseUrl, '/api/Gestion/alumnos/importaciones', headers, {
    nombreFichero: 'bench.csv',
    fichero: Buffer.from(file).toString('base64'),
  });
  const dryMs = Math.round(performance.now() - t0);
  t0 = performance.now();
  const applied = await post(baseUrl, `/api/Gestion/alumnos/importaciones/${dry.idImportacion}/aplicar`, headers, {});
  const applyMs = Math.round(performance.now() - t0);
  const after = memoryOf(pid);
  const figures = {
    rows,
    fileKb: Math.round(file.length / 1024),
    dryRunMs: dryMs,
    applyMs,
    created: applied.informe.crear,
    errors: applied.informe.errores,
    serverRssBeforeMb: before.rssMb,
    serverRssAfterMb: after.rssMb,
    serverPeakRssMb: after.peakMb,
  };
  fs.mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  fs.writeFileSync(new URL('./results/students-import.json', import.meta.url), `${JSON.stringify(figures, null, 2)}\n`);
  process.stdout.write(`(import ${JSON.stringify(figures)}) `);
  return figures;
}
