import { sql } from 'kysely';
import type { Db } from '../../../platform/db';
import { daysBetween, inPeriod, medianDays, num, type MedianRow, type ReportScope } from './report-sql.repository';

/**
 * Figures of the agreements and offers (issue #17 'Office dashboard of figures'), each one SQL
 * aggregate over the brand's rows. Agreements are counted by their request date; offers by their
 * publication date and, with a degree, only the offers open to that degree.
 */

export interface CountRow {
  clave: string;
  nombreEs: string | null;
  nombreCa: string | null;
  total: number;
}

const WAITING = ['generado', 'firmado_empresa', 'erroneo_empresa', 'enviado_secretaria'] as const;

function agreements(db: Db, scope: ReportScope) {
  return db
    .selectFrom('agreements as ag')
    .where('ag.brand_key', '=', scope.brandKey)
    .where(inPeriod(scope, sql.ref('ag.fecha_solicitud')));
}

export async function agreementsByState(db: Db, scope: ReportScope): Promise<Map<string, number>> {
  const rows = await agreements(db, scope)
    .select((eb) => ['ag.estado', eb.fn.countAll<number>().as('n')])
    .groupBy('ag.estado')
    .execute();
  return new Map(rows.map((r) => [r.estado, num(r.n)]));
}

/** Age bands of the agreements still waiting: days since the request, at the request's clock. */
export async function waitingAgreementAges(db: Db, scope: ReportScope): Promise<Map<string, number>> {
  const age = daysBetween(db, sql.ref('ag.fecha_solicitud'), sql.val(scope.now));
  const band = sql<string>`CASE WHEN ${age} < 8 THEN '0-7' WHEN ${age} < 31 THEN '8-30' WHEN ${age} < 91 THEN '31-90' ELSE '90+' END`;
  const rows = await agreements(db, scope)
    .where('ag.estado', 'in', WAITING)
    .select((eb) => [band.as('band'), eb.fn.countAll<number>().as('n')])
    // By position: the band repeats the clock's parameter, which PostgreSQL would not match by value.
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((r) => [r.band, num(r.n)]));
}

/** Who a waiting agreement waits on (SPEC §4 agreement states). */
export async function waitingAgreementParties(db: Db, scope: ReportScope): Promise<Map<string, number>> {
  const party = sql<string>`CASE WHEN ag.estado IN ('generado', 'erroneo_empresa') THEN 'empresa' WHEN ag.estado = 'firmado_empresa' THEN 'oficina' ELSE 'secretaria' END`;
  const rows = await agreements(db, scope)
    .where('ag.estado', 'in', WAITING)
    .select((eb) => [party.as('party'), eb.fn.countAll<number>().as('n')])
    .groupBy(party)
    .execute();
  return new Map(rows.map((r) => [r.party, num(r.n)]));
}

/** Request -> Formalizado: the formalised ones, up to when they entered that state. */
export function medianRequestToFormalised(db: Db, scope: ReportScope): Promise<MedianRow> {
  return medianDays(
    db,
    agreements(db, scope)
      .where('ag.estado', '=', 'formalizado')
      .select(['ag.fecha_solicitud as inicio', 'ag.estado_desde as fin']),
  );
}

/** Formalised agreements whose expiry date falls in the next 30 days (whatever the period). */
export async function agreementsExpiringSoon(db: Db, brandKey: string, today: string, in30: string): Promise<number> {
  const row = await db
    .selectFrom('agreements')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('brand_key', '=', brandKey)
    .where('estado', '=', 'formalizado')
    .where('fecha_caducidad', '>=', today)
    .where('fecha_caducidad', '<=', in30)
    .executeTakeFirst();
  return num(row?.n);
}

/** Published offers of the brand in the period (open to the degree, when one is asked). */
function published(db: Db, scope: ReportScope) {
  return db
    .selectFrom('offers as o')
    .where('o.brand_key', '=', scope.brandKey)
    .where('o.published_at', 'is not', null)
    .where(inPeriod(scope, sql.ref('o.published_at')))
    .$if(scope.degreeId !== null, (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('offer_degrees as fd')
            .select(sql`1`.as('one'))
            .whereRef('fd.offer_id', '=', 'o.id')
            .where('fd.degree_id', '=', scope.degreeId!),
        ),
      ),
    );
}

export async function offersPerMonth(db: Db, scope: ReportScope) {
  const month = sql<string>`substr(o.published_at, 1, 7)`;
  const rows = await published(db, scope)
    .select([
      month.as('mes'),
      sql<number>`SUM(CASE WHEN o.tipo = 'practicas' THEN 1 ELSE 0 END)`.as('practicas'),
      sql<number>`SUM(CASE WHEN o.tipo = 'empleo' THEN 1 ELSE 0 END)`.as('empleo'),
      sql<number>`SUM(CASE WHEN o.tipo = 'alternancia' THEN 1 ELSE 0 END)`.as('alternancia'),
    ])
    .groupBy(month)
    .orderBy(month)
    .execute();
  return rows.map((r) => ({
    mes: r.mes,
    practicas: num(r.practicas),
    empleo: num(r.empleo),
    alternancia: num(r.alternancia),
  }));
}

export async function offersBySector(db: Db, scope: ReportScope): Promise<CountRow[]> {
  const rows = await published(db, scope)
    .leftJoin('domain_items as di', (j) => j.on('di.list', '=', 'sectoresActividad').onRef('di.id', '=', 'o.sector_id'))
    .select((eb) => ['o.sector_id', 'di.name_es', 'di.name_ca', eb.fn.countAll<number>().as('n')])
    .groupBy(['o.sector_id', 'di.name_es', 'di.name_ca'])
    .orderBy(sql`COUNT(*)`, 'desc')
    .orderBy('o.sector_id')
    .execute();
  return rows.map((r) => ({
    clave: r.sector_id === null ? 'sin' : String(r.sector_id),
    nombreEs: r.name_es,
    nombreCa: r.name_ca,
    total: num(r.n),
  }));
}

export async function offersByDegree(db: Db, scope: ReportScope): Promise<CountRow[]> {
  const rows = await published(db, scope)
    .innerJoin('offer_degrees as od', 'od.offer_id', 'o.id')
    .innerJoin('degrees as d', 'd.id', 'od.degree_id')
    .$if(scope.degreeId !== null, (q) => q.where('od.degree_id', '=', scope.degreeId!))
    .select((eb) => ['d.id', 'd.name_es', 'd.name_ca', eb.fn.count<number>('o.id').distinct().as('n')])
    .groupBy(['d.id', 'd.name_es', 'd.name_ca'])
    .orderBy(sql`COUNT(DISTINCT o.id)`, 'desc')
    .orderBy('d.id')
    .execute();
  return rows.map((r) => ({ clave: String(r.id), nombreEs: r.name_es, nombreCa: r.name_ca, total: num(r.n) }));
}

/** Published offers by how many applications each received, in bands. */
export async function applicationsPerOffer(db: Db, scope: ReportScope): Promise<Map<string, number>> {
  const perOffer = published(db, scope).select((eb) =>
    eb
      .selectFrom('applications as a')
      .select(eb.fn.countAll<number>().as('c'))
      .whereRef('a.offer_id', '=', 'o.id')
      .as('c'),
  );
  const band = sql<string>`CASE WHEN p.c = 0 THEN '0' WHEN p.c = 1 THEN '1' WHEN p.c <= 5 THEN '2-5' WHEN p.c <= 10 THEN '6-10' ELSE '11+' END`;
  const rows = await db
    .selectFrom(perOffer.as('p'))
    .select((eb) => [band.as('band'), eb.fn.countAll<number>().as('n')])
    .groupBy(band)
    .execute();
  return new Map(rows.map((r) => [r.band, num(r.n)]));
}

/** Published at least 14 days before now and still without any application. */
export async function offersWithoutApplications(db: Db, scope: ReportScope, before: string): Promise<number> {
  const row = await published(db, scope)
    .where('o.published_at', '<=', before)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('applications as a')
            .select(sql`1`.as('one'))
            .whereRef('a.offer_id', '=', 'o.id'),
        ),
      ),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return num(row?.n);
}

/** Publication -> the first change of any candidate's state (past the initial 'Inscrito', 1). */
export function medianToFirstCandidateChange(db: Db, scope: ReportScope): Promise<MedianRow> {
  return medianDays(
    db,
    published(db, scope).select((eb) => [
      'o.published_at as inicio',
      eb
        .selectFrom('application_history as h')
        .innerJoin('applications as a', 'a.id', 'h.application_id')
        .select((e) => e.fn.min<string>('h.created_at').as('f'))
        .whereRef('a.offer_id', '=', 'o.id')
        .where('h.estado', '<>', 1)
        .as('fin'),
    ]),
  );
}

/** Publication -> filled: the first internship created from the offer. */
export function medianToFilled(db: Db, scope: ReportScope): Promise<MedianRow> {
  return medianDays(
    db,
    published(db, scope).select((eb) => [
      'o.published_at as inicio',
      eb
        .selectFrom('internships as i')
        .select((e) => e.fn.min<string>('i.created_at').as('f'))
        .whereRef('i.offer_id', '=', 'o.id')
        .as('fin'),
    ]),
  );
}
