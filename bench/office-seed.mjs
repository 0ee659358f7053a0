// Seeds the bench database for the office console's queues (issue #14 'Done when': benchmarks)
// and the students' offer lists, beside the demo data the server seeded on start:
//
// - BENCH_COMPANIES companies of the default brand: 93 % validated, 5 % awaiting validation,
//   2 % blocked; names built from a few word lists, COMPANY_WORD in one company name of ten
//   (the office's 'search by company name' scenario);
// - BENCH_OFFERS offers spread over every company of the brand (the demo's and these), as
//   bench/offers-seed.mjs describes them: 1 in 12 pending validation (sent in the last 60 days),
//   the rest mostly published;
// - BENCH_AGREEMENTS agreements in all six states of SPEC §4, requested over the last four years,
//   the waiting states (generado, firmado_empresa, erroneo_empresa, enviado_secretaria) last
//   changed in the last 90 days.
//
// Everything goes in one transaction of batched inserts with explicit ids (after the demo's),
// through the normal tables, so the engines' triggers (full-text index, data versions) run as
// they would for the API. Then planner statistics (ANALYZE), as a maintained database has them.
//
//   node bench/office-seed.mjs <dataDir>               # SQLite: <dataDir>/portal.sqlite
//   node bench/office-seed.mjs postgres://host/db      # PostgreSQL (a migrated, demo-seeded database)
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { BENCH_OFFERS, benchOffer } from './offers-seed.mjs';

// The PostgreSQL driver is the API's dependency (apps/api/package.json): loaded from there.
const apiRequire = createRequire(new URL('../apps/api/package.json', import.meta.url));

export const BENCH_COMPANIES = 2_000;
export const BENCH_AGREEMENTS = 50_000;
/** In one company name of ten: the office's 'search by company name' scenario. */
export const COMPANY_WORD = 'albufera';

const DAY = 86_400_000;
const BRAND = 'default';
const PREFIXES = ['Grupo', 'Talleres', 'Consultora', 'Servicios', 'Industrias', 'Soluciones', 'Laboratorios'];
const STEMS = ['Levante', 'Mediterráneo', 'Turia', 'Albufera', 'Horta', 'Marina', 'Safor', 'Ribera', 'Costa', 'Vall'];
const SUFFIXES = ['Digital', 'Ingeniería', 'Logística', 'Energía', 'Salud', 'Agro', 'Software', 'Diseño'];
/** Shares of the six agreement states, in per mille. */
const AGREEMENT_STATES = [
  ['formalizado', 420],
  ['caducado', 180],
  ['generado', 130],
  ['firmado_empresa', 120],
  ['enviado_secretaria', 100],
  ['erroneo_empresa', 50],
];
const WAITING = new Set(['generado', 'firmado_empresa', 'erroneo_empresa', 'enviado_secretaria']);
const SIGNERS = ['Marta', 'Jordi', 'Lucía', 'Vicent', 'Elena', 'Pau', 'Carmen', 'Andreu'];
const SURNAMES = ['García Pons', 'Martí Soler', 'Ferrer Vidal', 'Navarro Puig', 'Roig Sanz', 'Llopis Mas'];

function agreementState(i) {
  let r = (i * 389) % 1000;
  for (const [state, share] of AGREEMENT_STATES) {
    if (r < share) return state;
    r -= share;
  }
  return 'formalizado';
}

function companyRow(id, k, now, provinces) {
  const name = `${PREFIXES[k % PREFIXES.length]} ${STEMS[Math.floor(k / 7) % STEMS.length]} ${SUFFIXES[k % SUFFIXES.length]}`;
  const created = new Date(now - (30 + ((k * 53) % 1500)) * DAY).toISOString();
  const r = k % 100;
  return {
    id,
    nombre: `${name} ${k} S.L.`,
    nombre_comercial: k % 3 === 0 ? `${name} ${k}` : null,
    cif: `B${String(90_000_000 + k).padStart(8, '0')}`,
    sector_id: 1 + (k % 10),
    province_id: provinces[k % provinces.length],
    country_id: 1,
    validated: r < 93 ? 1 : 0,
    blocked: r >= 98 ? 1 : 0,
    brand_key: BRAND,
    created_at: created,
    updated_at: created,
  };
}

function agreementRow(id, i, now, companies) {
  const estado = agreementState(i);
  const company = companies[(i * 7) % companies.length];
  const waiting = WAITING.has(estado);
  // Waiting agreements were requested in the last year and last moved in the last 90 days; the
  // others over four years (an agreement runs four years; the expired ones are the oldest).
  const ago = estado === 'caducado' ? 1461 + (i % 300) : waiting ? 1 + ((i * 13) % 365) : 30 + ((i * 17) % 1400);
  const requested = now - ago * DAY - ((i * 911) % 86_400) * 1000;
  const changedAgo = waiting ? Math.min(ago - 1, (i * 31) % 90) : Math.max(0, ago - 10 - (i % 20));
  const changed = new Date(now - changedAgo * DAY - ((i * 577) % 86_400) * 1000).toISOString();
  const signed = estado !== 'generado' && estado !== 'erroneo_empresa';
  // estado_desde (migration 0016; its triggers keep it on later changes): when the agreement
  // entered its state, which the queues sort and count waiting days by. The waiting ones entered
  // it at their last change, a formalised one when the office formalised it (its last change);
  // an expired one on its validity end (four years after the request, at midnight UTC), when the
  // expiry job moved it (its last change too).
  const day = (ms) => new Date(ms).toISOString().slice(0, 10);
  const since = estado === 'caducado' ? `${day(requested + 1460 * DAY)}T00:00:00.000Z` : changed;
  return {
    id,
    company_id: company,
    estado,
    codigo: `BENCH-${String(i).padStart(6, '0')}`,
    brand_key: BRAND,
    fecha_solicitud: day(requested),
    fecha_firma: signed ? day(requested + 7 * DAY) : null,
    fecha_caducidad: day(requested + 1460 * DAY),
    nombre: SIGNERS[i % SIGNERS.length],
    apellidos: SURNAMES[i % SURNAMES.length],
    dni: `${String(10_000_000 + i).slice(0, 8)}X`,
    cargo: 'Administrador/a',
    email: `firma${i}@bench.test`,
    observaciones: estado === 'erroneo_empresa' ? 'El DNI del firmante no coincide con la escritura.' : null,
    created_at: new Date(requested).toISOString(),
    updated_at: since,
    estado_desde: since,
  };
}

/** SQLite: prepared statements inside one better-sqlite3 transaction (synchronous, the fastest way in). */
function sqliteStore(dataDir) {
  const db = new Database(path.join(dataDir, 'portal.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 10000');
  const statements = new Map();
  return {
    engine: 'sqlite',
    all: async (text) => db.prepare(text).all(),
    async insert(table, rows) {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0]);
      const key = `${table}:${columns.join(',')}`;
      if (!statements.has(key)) {
        statements.set(
          key,
          db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`),
        );
      }
      const statement = statements.get(key);
      for (const row of rows) statement.run(row);
    },
    begin: async () => db.exec('BEGIN'),
    commit: async () => db.exec('COMMIT'),
    async finish() {
      db.exec('ANALYZE');
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };
}

/** PostgreSQL: multi-row INSERTs of up to 1,000 rows in one transaction. */
async function postgresStore(url) {
  const pg = apiRequire('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    engine: 'postgres',
    all: async (text) => (await client.query(text)).rows,
    async insert(table, rows) {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0]);
      for (let start = 0; start < rows.length; start += 1000) {
        const batch = rows.slice(start, start + 1000);
        const values = [];
        const tuples = batch.map((row, r) => {
          for (const c of columns) values.push(row[c]);
          return `(${columns.map((_, k) => `$${r * columns.length + k + 1}`).join(', ')})`;
        });
        await client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, values);
      }
    },
    begin: async () => client.query('BEGIN'),
    commit: async () => client.query('COMMIT'),
    async finish() {
      // Explicit ids went in: the identity sequences continue after them.
      for (const table of ['companies', 'offers', 'agreements']) {
        await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
      }
      // VACUUM as autovacuum would after a bulk load: it sets the visibility map, without which
      // every index-only scan of the queues reads the table too (8,342 heap fetches for the
      // pending-offers count: 76 ms instead of 1.8 ms). Outside the transaction, as VACUUM must be.
      await client.query('VACUUM ANALYZE');
      await client.end();
    },
  };
}

async function nextId(store, table) {
  const [row] = await store.all(`SELECT COALESCE(MAX(id), 0) AS n FROM ${table}`);
  return Number(row.n) + 1;
}

/**
 * Seeds companies, offers and agreements into the bench database (a SQLite data folder or a
 * PostgreSQL URL); answers what went in and the seconds it took.
 */
export async function seedOffice(
  target,
  { companies = BENCH_COMPANIES, offers = BENCH_OFFERS, agreements = BENCH_AGREEMENTS } = {},
) {
  const started = Date.now();
  const store = /^postgres(ql)?:\/\//.test(target) ? await postgresStore(target) : sqliteStore(target);
  const now = Date.now();
  const provinces = (await store.all('SELECT id FROM provinces ORDER BY id')).map((r) => Number(r.id));
  await store.begin();

  let id = await nextId(store, 'companies');
  const companyRows = [];
  for (let k = 0; k < companies; k++) companyRows.push(companyRow(id++, k, now, provinces));
  await store.insert('companies', companyRows);

  const brandCompanies = (
    await store.all(`SELECT id, province_id FROM companies WHERE brand_key = '${BRAND}' ORDER BY id`)
  ).map((c) => ({ id: Number(c.id), province_id: c.province_id == null ? null : Number(c.province_id) }));
  id = await nextId(store, 'offers');
  for (let start = 0; start < offers; start += 10_000) {
    const offerRows = [];
    const degreeRows = [];
    for (let i = start; i < Math.min(offers, start + 10_000); i++) {
      const { row, degrees } = benchOffer(i, brandCompanies, now, BRAND);
      const offerId = id++;
      offerRows.push({ id: offerId, ...row });
      degrees.forEach((d, k) => degreeRows.push({ offer_id: offerId, degree_id: d, required: k === 0 ? 1 : 0 }));
    }
    await store.insert('offers', offerRows);
    await store.insert('offer_degrees', degreeRows);
  }

  id = await nextId(store, 'agreements');
  const companyIds = brandCompanies.map((c) => c.id);
  const agreementRows = [];
  for (let i = 0; i < agreements; i++) agreementRows.push(agreementRow(id++, i, now, companyIds));
  await store.insert('agreements', agreementRows);

  await store.commit();
  await store.finish();
  return { engine: store.engine, companies, offers, agreements, seconds: (Date.now() - started) / 1000 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [target] = process.argv.slice(2);
  if (!target) {
    console.error('usage: node bench/office-seed.mjs <dataDir | postgres://...>');
    process.exit(2);
  }
  const r = await seedOffice(/^postgres/.test(target) ? target : path.resolve(target));
  console.log(
    `office-seed (${r.engine}): ${r.companies} companies, ${r.offers} offers, ${r.agreements} agreements in ${r.seconds.toFixed(1)} s`,
  );
}
