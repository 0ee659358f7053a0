import { ok, ZEnvelope } from '@portal/contracts/envelope';
import {
  MATCHING_OFFERS_MAX,
  OFFER_PAGE_SIZE,
  ZOfferPage,
  type TOfferCard,
  type TOfferCount,
  type TOfferFilters,
  type TOfferKind,
  type TOfferPage,
} from '@portal/contracts/offers/offers.schemas';
import { AppError } from '../../platform/app-error';
import { dayIn, now as clockNow } from '../../platform/clock';
import type { Db, Engine } from '../../platform/db';
import {
  audienceConditions,
  filterConditions,
  matchingConditions,
  type ListScope,
  type OfferWhere,
} from './offer-conditions';
import { toCard, type Lang } from './offer-cards';
import { isCacheable, listCacheKey, type OfferListCache } from './offer-list-cache';
import { assertFiltersFor } from './offer-filters';
import { searchTerms } from './offer-search';
import {
  countOffers,
  selectCardPage,
  selectOfferByRef,
  selectStudentApplication,
  type OfferCardRow,
  type OfferFullRow,
} from './offers.repository';
import { recordSearch } from './saved-searches.service';
import { selectAudience, selectProfile, type StudentAudience, type StudentProfile } from './student-profile.repository';
import { Status } from '@portal/contracts/status-names';

/**
 * Student offer lists, counts, matching mode and the rule of which offer a student may open
 * (SPEC §2 Student only, §4 Matching-offers mode, §7). Pages hold OFFER_PAGE_SIZE (10) offers,
 * newest highlighted or published first.
 */
export interface StudentContext {
  db: Db;
  engine: Engine;
  userId: number;
  brandKey: string;
  /** The brand's time zone: an offer's last day to apply ends at midnight there (DESIGN 'one clock'). */
  timeZone?: string;
  lang: Lang;
  /** The shared list cache (offer-list-cache.ts); none in contexts that build no lists. */
  listCache?: OfferListCache | null;
  /** The request id and IP the audit rows of the student's changes carry (issue #14 part 6). */
  origin?: { requestId: string; ip: string };
}

/** Now (ISO timestamp) and today in the brand's zone ('YYYY-MM-DD'), by the one clock. */
export function clock(zone: { timeZone?: string } = {}, at: Date = clockNow()): { now: string; today: string } {
  return { now: at.toISOString(), today: dayIn(at, zone.timeZone) };
}

export async function loadAudience(ctx: StudentContext): Promise<StudentAudience> {
  return (await selectAudience(ctx.db, ctx.userId)) ?? { userId: ctx.userId, grupo: null, degreeIds: [] };
}

export async function loadProfile(ctx: StudentContext): Promise<StudentProfile> {
  const profile = await selectProfile(ctx.db, ctx.userId);
  if (!profile) throw new AppError(Status.NoPermission);
  return profile;
}

function scopeFor(ctx: StudentContext, tipo: TOfferKind): ListScope {
  return { brandKey: ctx.brandKey, tipo, ...clock(ctx), userId: ctx.userId };
}

/** The callers have checked the filters against the type (assertFiltersFor). */
async function whereFor(ctx: StudentContext, tipo: TOfferKind, filters: TOfferFilters): Promise<OfferWhere> {
  const profile = filters.encajaCV ? await loadProfile(ctx) : null;
  const scope = scopeFor(ctx, tipo);
  return {
    conditions: [...audienceConditions(scope), ...filterConditions(scope, filters, profile)],
    words: searchTerms(filters.titulo),
  };
}

/**
 * The shared list cache key of this student's list (offer-list-cache.ts), or null when the
 * filters are personal or the cache is off. The student's audience comes from its own cache
 * while the 'audiences' version is unchanged.
 */
async function cacheKeyOf(ctx: StudentContext, tipo: TOfferKind, filters: TOfferFilters): Promise<string | null> {
  const cache = ctx.listCache;
  if (!cache || !isCacheable(filters)) return null;
  const audience = await cache.audiences.getOrLoad(`${ctx.userId}|${cache.versions.audiences}`, () =>
    selectAudience(ctx.db, ctx.userId),
  );
  return audience
    ? listCacheKey({ brandKey: ctx.brandKey, tipo, filters, audience, offersVersion: cache.versions.offers })
    : null;
}

function cached<T>(ctx: StudentContext, key: string | null, what: string, load: () => Promise<T>): Promise<T> {
  return key !== null && ctx.listCache ? (ctx.listCache.pages.getOrLoad(`${key}|${what}`, load) as Promise<T>) : load();
}

async function listRows(
  ctx: StudentContext,
  tipo: TOfferKind,
  page: number,
  filters: TOfferFilters,
  withCounts: boolean,
) {
  assertFiltersFor(tipo, filters);
  const key = await cacheKeyOf(ctx, tipo, filters);
  const where = lazy(() => whereFor(ctx, tipo, filters));
  const [rows, total] = await Promise.all([
    cached(ctx, key, `page:${page}`, async () => selectCardPage(ctx.db, ctx.engine, await where(), page)),
    withCounts ? cached(ctx, key, 'count', async () => countOffers(ctx.db, ctx.engine, await where())) : undefined,
  ]);
  // SPEC §2 history: the searches a student runs (first page, with filters) are kept.
  if (page === 1) await recordSearch(ctx.db, ctx.userId, tipo, filters);
  return { rows, total };
}

function pageOf(rows: OfferCardRow[], page: number, lang: Lang, total?: number): TOfferPage {
  const result: TOfferPage = { ofertas: rows.map((r) => toCard(r, lang)), pagina: page, tamPagina: OFFER_PAGE_SIZE };
  if (total !== undefined) {
    result.numTotal = total;
    result.numPaginas = Math.ceil(total / OFFER_PAGE_SIZE);
  }
  return result;
}

export async function listOffers(
  ctx: StudentContext,
  tipo: TOfferKind,
  page: number,
  filters: TOfferFilters,
  opts: { withCounts?: boolean } = {},
): Promise<TOfferPage> {
  const { rows, total } = await listRows(ctx, tipo, page, filters, opts.withCounts === true);
  return pageOf(rows, page, ctx.lang, total);
}

const ZPageAnswer = ZEnvelope(ZOfferPage);
const answerText = new WeakMap<OfferCardRow[], Map<string, string>>();

/**
 * The answer of a list page (envelope included) as JSON text, checked against its schema once
 * per cached page and language, then reused while the page stays cached: turning ten cards into
 * JSON (schema check and stringify) costs more than reading them from the cache (bench/README.md
 * 'Offer list and search'). Pages read with personal filters are new arrays every time.
 */
export async function listOffersAnswerText(
  ctx: StudentContext,
  tipo: TOfferKind,
  page: number,
  filters: TOfferFilters,
): Promise<string> {
  const { rows } = await listRows(ctx, tipo, page, filters, false);
  let byLang = answerText.get(rows);
  if (!byLang) {
    byLang = new Map();
    answerText.set(rows, byLang);
  }
  const memo = `${ctx.lang}|${page}`;
  let text = byLang.get(memo);
  if (text === undefined) {
    text = JSON.stringify(ZPageAnswer.parse(ok(pageOf(rows, page, ctx.lang))));
    byLang.set(memo, text);
  }
  return text;
}

export async function countOffersFor(
  ctx: StudentContext,
  tipo: TOfferKind,
  filters: TOfferFilters,
): Promise<TOfferCount> {
  assertFiltersFor(tipo, filters);
  const key = await cacheKeyOf(ctx, tipo, filters);
  const numTotal = await cached(ctx, key, 'count', async () =>
    countOffers(ctx.db, ctx.engine, await whereFor(ctx, tipo, filters)),
  );
  return { numTotal, numPaginas: Math.ceil(numTotal / OFFER_PAGE_SIZE) };
}

/**
 * The newest offers of a saved search that also meet `extra` (issue #16 part 3: published after
 * the alert began and never mailed by it), at most `limit`, as the student's list shows them:
 * the same audience rules and filters, never cached, nothing recorded in the history.
 */
export async function offersMatching(
  ctx: StudentContext,
  tipo: TOfferKind,
  filters: TOfferFilters,
  extra: OfferWhere['conditions'],
  limit: number,
): Promise<TOfferCard[]> {
  assertFiltersFor(tipo, filters);
  const where = await whereFor(ctx, tipo, filters);
  const rows = await selectCardPage(
    ctx.db,
    ctx.engine,
    { conditions: [...where.conditions, ...extra], words: where.words },
    1,
    limit,
  );
  return rows.map((r) => toCard(r, ctx.lang));
}

/** A value computed on first use, once. */
function lazy<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
}

function sortKeyOf(row: OfferCardRow): string {
  return row.fecha_destacada ?? row.published_at ?? '';
}

/**
 * SPEC §4 Matching-offers mode (`ofertasEncajanConUsuario`): the offers of the student's lists
 * whose requirements the CV meets, newest first, at most MATCHING_OFFERS_MAX. Without `tipo`,
 * one indexed query per type, merged.
 */
export async function matchingOffers(ctx: StudentContext, tipo?: TOfferKind): Promise<{ ofertas: TOfferCard[] }> {
  const profile = await loadProfile(ctx);
  const types: TOfferKind[] = tipo ? [tipo] : ['practicas', 'empleo', 'alternancia'];
  const pages = await Promise.all(
    types.map(async (t) => {
      const scope = scopeFor(ctx, t);
      return selectCardPage(
        ctx.db,
        ctx.engine,
        { conditions: [...audienceConditions(scope), ...matchingConditions(profile, scope.today)], words: [] },
        1,
        MATCHING_OFFERS_MAX,
      );
    }),
  );
  const rows = pages
    .flat()
    .sort((a, b) => (sortKeyOf(a) === sortKeyOf(b) ? b.id - a.id : sortKeyOf(a) < sortKeyOf(b) ? 1 : -1))
    .slice(0, MATCHING_OFFERS_MAX);
  return { ofertas: rows.map((r) => toCard(r, ctx.lang)) };
}

/** dameOferta/{id} and the actions on an offer name it by numeric id or by access url. */
export function parseOfferRef(ref: string | number): { id?: number; url?: string } {
  if (typeof ref === 'number') return { id: ref };
  return /^\d{1,9}$/.test(ref) ? { id: Number(ref) } : { url: ref };
}

/**
 * Whether the offer is open to this student: published, not closed, not expired, of the brand,
 * for anyone or for this student's group, and not a proposal preselecting someone else. The
 * lists add the degree match; an offer opened by its link may be for other degrees, and
 * enrolment then answers 13/47 or 18/19 (enrolment-gates.service.ts).
 */
export function isOpenTo(
  offer: OfferFullRow,
  ctx: Pick<StudentContext, 'brandKey' | 'userId'>,
  grupo: string | null,
  at = clock(),
): boolean {
  return (
    offer.brand_key === ctx.brandKey &&
    offer.estado === 'publicada' &&
    offer.published_at !== null &&
    offer.published_at <= at.now &&
    (offer.fecha_caducidad === null || offer.fecha_caducidad >= at.today) &&
    (offer.preselected_student_id === null || offer.preselected_student_id === ctx.userId) &&
    (offer.student_group === null || offer.student_group === grupo)
  );
}

/**
 * The offer a student may look at: open to them, or one they applied to (they follow it even
 * once closed). Anything else is 404/4, never revealing whether it exists.
 */
export async function findOfferForStudent(ctx: StudentContext, ref: string | number, grupo: string | null) {
  const offer = await selectOfferByRef(ctx.db, parseOfferRef(ref));
  if (!offer || offer.brand_key !== ctx.brandKey) throw new AppError(Status.OfferNotFound);
  const application = await selectStudentApplication(ctx.db, offer.id, ctx.userId);
  if (!application && !isOpenTo(offer, ctx, grupo, clock(ctx))) throw new AppError(Status.OfferNotFound);
  return { offer, application: application ?? null };
}
