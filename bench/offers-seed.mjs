// Seeds offers for the offer-list benchmarks straight into the bench server's SQLite file
// (`${dataDir}/portal.sqlite`), beside the demo data the server seeded on start.
//
//   node bench/offers-seed.mjs <dataDir> [count]      # standalone
//
// The offers are spread like a real portal's: every company of the demo, 45 % internships,
// 40 % jobs, 15 % alternance; 90 % published (the rest closed, expired or pending); published
// over the last year, 2 % highlighted; one to three target degrees each, a quarter of them for
// Ingeniería Informática (degree 1, alumna@'s), the rest over every degree. SEARCH_WORD is in
// the description of half the offers, for the full-text scenario. Pending offers were sent in the
// last 60 days (the office's validation queue, bench/office-seed.mjs). Inserts go
// through the normal tables, so the FTS5 triggers index every offer as the API would.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

export const SEARCH_WORD = 'sostenibilidad';
export const BENCH_OFFERS = 100_000;

const TITLES = [
  'Prácticas de desarrollo web',
  'Prácticas en análisis de datos',
  'Técnico/a de sistemas',
  'Analista financiero/a',
  'Prácticas de marketing digital',
  'Ingeniero/a de proyectos',
  'Auxiliar administrativo/a',
  'Prácticas de recursos humanos',
  'Desarrollador/a backend',
  'Prácticas en logística',
  'Consultor/a junior',
  'Prácticas de diseño gráfico',
];
const WORDS = (
  'equipo proyecto cliente desarrollo análisis gestión formación apoyo documentación calidad innovación datos ' +
  'procesos informes herramientas comunicación planificación seguimiento mejora servicio producto tecnología'
).split(' ');
const STATES = [
  'publicada',
  'publicada',
  'publicada',
  'publicada',
  'publicada',
  'publicada',
  'publicada',
  'publicada',
  'publicada',
  'cerrada',
  'caducada',
  'pendiente_validacion',
];
const DAY = 86_400_000;

function typeOf(i) {
  const r = i % 20;
  return r < 9 ? 'practicas' : r < 17 ? 'empleo' : 'alternancia';
}

function description(i) {
  const words = [];
  for (let k = 0; k < 40; k++) words.push(WORDS[(i * 7 + k * 13) % WORDS.length]);
  // Half of all offers, and half of those for degree 1 (i % 4 === 0): not correlated with the degrees.
  if (Math.floor(i / 4) % 2 === 0) words.splice(10, 0, SEARCH_WORD);
  return `La empresa busca incorporar talento joven. ${words.join(' ')}.`;
}

function degreesOf(i) {
  const set = new Set();
  if (i % 4 === 0) set.add(1);
  set.add(2 + ((i * 7) % 34));
  if (i % 3 === 0) set.add(2 + ((i * 11) % 34));
  return [...set];
}

/**
 * The i-th bench offer of `companies` (rows with id and province_id) as a row of `offers`, and
 * its target degrees (the first one required). Pending offers were sent in the last 60 days:
 * that is what the office's validation queue holds (students never see them).
 */
export function benchOffer(i, companies, now, brand = 'default') {
  const company = companies[i % companies.length];
  const tipo = typeOf(i);
  const estado = STATES[i % STATES.length];
  const pending = estado === 'pendiente_validacion';
  const publishedAgo = (i * 37) % 365;
  const day = (n) => new Date(now + n * DAY).toISOString().slice(0, 10);
  const created = pending
    ? new Date(now - ((i * 7) % 60) * DAY - ((i * 613) % 86_400) * 1000).toISOString()
    : new Date(now - (publishedAgo + 1) * DAY).toISOString();
  return {
    row: {
      company_id: company.id,
      url_acceso: `bench-${i.toString(36)}`,
      tipo,
      id_perfil: tipo === 'empleo' ? 1 : 2,
      estado,
      titulo: `${TITLES[i % TITLES.length]} ${i}`,
      descripcion: description(i),
      brand_key: brand,
      fecha_inicio: day(20 + (i % 90)),
      fecha_fin: tipo === 'empleo' ? null : day(110 + (i % 90)),
      horas_semana: tipo === 'empleo' ? 40 : 25,
      contrato: 1 + (i % 5),
      salario: tipo === 'empleo' ? 20000 + (i % 20) * 1000 : null,
      area_funcional_id: 1 + (i % 12),
      nivel_titulacion_id: tipo === 'alternancia' ? 4 : 1,
      fecha_caducidad: estado === 'caducada' ? day(-(1 + (i % 30))) : day(30 + (i % 90)),
      published_at: pending ? null : new Date(now - publishedAgo * DAY - (i % 86_400) * 1000).toISOString(),
      fecha_destacada: estado === 'publicada' && i % 50 === 0 ? day(-(i % 30)) : null,
      province_id: company.province_id,
      country_id: 1,
      created_at: created,
      updated_at: created,
    },
    degrees: degreesOf(i),
  };
}

/** Inserts `count` offers (ids after the demo's) and their degrees in one transaction; answers the seconds it took. */
export function seedOffers(dataDir, count = BENCH_OFFERS, { brand = 'default' } = {}) {
  const started = Date.now();
  const db = new Database(path.join(dataDir, 'portal.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 10000');
  const companies = db.prepare('SELECT id, province_id FROM companies ORDER BY id').all();
  const now = Date.now();
  const insertOffer = db.prepare(`
    INSERT INTO offers (company_id, url_acceso, tipo, id_perfil, estado, titulo, descripcion, brand_key, fecha_inicio,
      fecha_fin, horas_semana, contrato, salario, area_funcional_id, nivel_titulacion_id, fecha_caducidad, published_at,
      fecha_destacada, province_id, country_id, created_at, updated_at)
    VALUES (@company_id, @url_acceso, @tipo, @id_perfil, @estado, @titulo, @descripcion, @brand_key, @fecha_inicio,
      @fecha_fin, @horas_semana, @contrato, @salario, @area_funcional_id, @nivel_titulacion_id, @fecha_caducidad, @published_at,
      @fecha_destacada, @province_id, @country_id, @created_at, @updated_at)`);
  const insertDegree = db.prepare('INSERT INTO offer_degrees (offer_id, degree_id, required) VALUES (?, ?, ?)');

  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const { row, degrees } = benchOffer(i, companies, now, brand);
      const { lastInsertRowid } = insertOffer.run(row);
      degrees.forEach((d, k) => insertDegree.run(lastInsertRowid, d, k === 0 ? 1 : 0));
    }
  })();
  // Planner statistics, as a maintained production database would have them.
  db.exec('ANALYZE');
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return (Date.now() - started) / 1000;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dataDir, count] = process.argv.slice(2);
  if (!dataDir) {
    console.error('usage: node bench/offers-seed.mjs <dataDir> [count]');
    process.exit(2);
  }
  const seconds = seedOffers(path.resolve(dataDir), count ? Number(count) : BENCH_OFFERS);
  console.log(`offers-seed: ${count ?? BENCH_OFFERS} offers in ${seconds.toFixed(1)} s`);
}
