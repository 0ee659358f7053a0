import { OFFER_PAGE_SIZE } from '@portal/contracts/offers/offers.schemas';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db, Engine } from '../../platform/db';
import { and, type OfferWhere } from './offer-conditions';
import { FTS_OFFER_ID, ftsMatch, pgFullTextCondition, sqliteFullTextCondition } from './offer-search';

/** Same expression as the index offers_student_list_idx (migration 0004): highlighted date, else publication. */
export const SORT_KEY = sql<string>`COALESCE(o.fecha_destacada, o.published_at)`;

/** The columns of an offer card (SPEC §3), also those of the student's applications list. */
export const OFFER_CARD_COLUMNS = [
  'o.id',
  'o.titulo',
  'o.titulo_ca',
  'o.url_acceso',
  'o.tipo',
  'o.id_perfil',
  'o.estado',
  'o.descripcion_estado_motivo',
  'o.published_at',
  'o.fecha_destacada',
  'o.ocultar_datos_empresa',
  // #16 part 2: logo, modality, pay and closing date on the card, in the same query (no N+1).
  'o.company_id',
  'o.modalidad_id',
  'o.salario',
  'o.ayuda_estudio',
  'o.fecha_caducidad',
  'c.nombre as empresa_nombre',
  'c.nombre_comercial as empresa_comercial',
  'c.logo_key as empresa_logo_key',
  'c.logo_autorizado as empresa_logo_autorizado',
  'p.name_es as provincia_es',
  'p.name_ca as provincia_ca',
  'i.id as isla_id',
  'i.name as isla_nombre',
  'i.name_ca as isla_nombre_ca',
] as const;

/** The card columns only (SPEC §3 offer card), company, province and island joined in the same query. */
function cardQuery(db: Db) {
  return db
    .selectFrom('offers as o')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .leftJoin('provinces as p', 'p.id', 'o.province_id')
    .leftJoin('islands as i', 'i.id', 'o.island_id')
    .select(OFFER_CARD_COLUMNS);
}

/**
 * SQLite search page: read FTS5 matches in rowid order, which is the list order (migration
 * 0004), joining each to its offer, until a page of visible ones is found.
 */
function sqliteSearchCardQuery(db: Db, words: string[]) {
  return db
    .selectFrom('offers_fts as f')
    .innerJoin('offers as o', (join) => join.on(sql<SqlBool>`o.id = ${FTS_OFFER_ID}`))
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .leftJoin('provinces as p', 'p.id', 'o.province_id')
    .leftJoin('islands as i', 'i.id', 'o.island_id')
    .select(OFFER_CARD_COLUMNS)
    .where(sql<SqlBool>`f.offers_fts MATCH ${ftsMatch(words)}`);
}

export type OfferCardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['execute']>>[number];

function searchConditions(engine: Engine, where: OfferWhere): RawBuilder<SqlBool>[] {
  if (where.words.length === 0) return where.conditions;
  return [
    ...where.conditions,
    engine === 'postgres' ? pgFullTextCondition(where.words) : sqliteFullTextCondition(where.words),
  ];
}

/**
 * SQLite list page, told to walk the list index: without planner statistics (a database nobody
 * ran ANALYZE on) SQLite would pick the index on (tipo, estado, published_at) and sort every
 * visible offer (measured 400 ms instead of 0.3 ms at 100,000 offers).
 */
async function sqliteListPage(db: Db, where: OfferWhere, limit: number, offset: number): Promise<OfferCardRow[]> {
  const res = await sql<OfferCardRow>`SELECT ${sql.raw(OFFER_CARD_COLUMNS.join(', '))}
    FROM offers AS o INDEXED BY offers_student_list_idx
    JOIN companies AS c ON c.id = o.company_id
    LEFT JOIN provinces AS p ON p.id = o.province_id
    LEFT JOIN islands AS i ON i.id = o.island_id
    WHERE ${and(where.conditions)}
    ORDER BY ${SORT_KEY} DESC, o.id DESC
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return res.rows;
}

export function selectCardPage(
  db: Db,
  engine: Engine,
  where: OfferWhere,
  page: number,
  pageSize = OFFER_PAGE_SIZE,
): Promise<OfferCardRow[]> {
  const offset = (page - 1) * pageSize;
  if (engine === 'sqlite') {
    if (where.words.length === 0) return sqliteListPage(db, where, pageSize, offset);
    return sqliteSearchCardQuery(db, where.words)
      .where(and(where.conditions))
      .orderBy(sql`f.rowid`, 'desc')
      .limit(pageSize)
      .offset(offset)
      .execute();
  }
  return cardQuery(db)
    .where(and(searchConditions(engine, where)))
    .orderBy(SORT_KEY, 'desc')
    .orderBy('o.id', 'desc')
    .limit(pageSize)
    .offset(offset)
    .execute();
}

/**
 * The SQLite planner, misled by the index on (tipo, estado, published_at), would count through
 * it and read every offer; the covering list index answers from the index alone (measured 5x
 * faster at 100,000 offers), so SQLite is told to use it. PostgreSQL's planner, which keeps its
 * statistics itself, finds it (index-only scan).
 */
export async function countOffers(db: Db, engine: Engine, where: OfferWhere): Promise<number> {
  if (engine === 'sqlite') {
    const res = await sql<{
      n: number;
    }>`SELECT count(*) AS n FROM offers AS o INDEXED BY offers_student_list_idx WHERE ${and(searchConditions(engine, where))}`.execute(
      db,
    );
    return Number(res.rows[0]?.n ?? 0);
  }
  const row = await db
    .selectFrom('offers as o')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(and(searchConditions(engine, where)))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every column the detail and the enrolment gates read, by id or by access url. */
export function selectOfferByRef(db: Db, ref: { id?: number; url?: string }) {
  let q = db
    .selectFrom('offers as o')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .leftJoin('provinces as p', 'p.id', 'o.province_id')
    .leftJoin('islands as i', 'i.id', 'o.island_id')
    .selectAll('o')
    .select([
      'c.nombre as empresa_nombre',
      'c.nombre_comercial as empresa_comercial',
      'c.logo_key as empresa_logo_key',
      'c.logo_autorizado as empresa_logo_autorizado',
      'c.web as empresa_web',
      'c.descripcion as empresa_descripcion',
      'p.name_es as provincia_es',
      'p.name_ca as provincia_ca',
      'i.id as isla_id',
      'i.name as isla_nombre',
      'i.name_ca as isla_nombre_ca',
    ]);
  q = ref.id !== undefined ? q.where('o.id', '=', ref.id) : q.where('o.url_acceso', '=', ref.url ?? '');
  return q.executeTakeFirst();
}

export type OfferFullRow = NonNullable<Awaited<ReturnType<typeof selectOfferByRef>>>;

/** The student's application to the offer, if any. */
export function selectStudentApplication(db: Db, offerId: number, studentId: number) {
  return db
    .selectFrom('applications')
    .select(['id', 'estado', 'id_motivo'])
    .where('offer_id', '=', offerId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
}

export function selectOfferDegrees(db: Db, offerId: number) {
  return db
    .selectFrom('offer_degrees as od')
    .innerJoin('degrees as d', 'd.id', 'od.degree_id')
    .select(['d.id', 'd.name_es', 'd.name_ca', 'd.level', 'od.required'])
    .where('od.offer_id', '=', offerId)
    .orderBy('od.required', 'desc')
    .orderBy('d.id')
    .execute();
}

export function selectOfferLanguages(db: Db, offerId: number) {
  return db
    .selectFrom('offer_languages')
    .select(['language_id', 'level_id', 'certification'])
    .where('offer_id', '=', offerId)
    .orderBy('language_id')
    .execute();
}

export async function selectOfferLabels(db: Db, offerId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('offer_labels')
    .select('label')
    .where('offer_id', '=', offerId)
    .orderBy('label')
    .execute();
  return rows.map((r) => r.label);
}
