import type { TTokenClaims } from '@portal/contracts/auth/auth.schemas';
import { sql } from 'kysely';
import type { Db } from './db';
import { precompiled } from './precompiled';
import { TtlCache } from './ttl-cache';

/** Data set name to version (migration 0006-data-versions): what caches are keyed by. */
export type DataVersions = Record<string, number>;

/**
 * The state of a signed-in session, checked on every signed-in request: the user still exists
 * and is active, the token was issued at the current token_version, its jti is not revoked, and a
 * company token's contact still belongs to its company. Revocations live in the database so that
 * every instance agrees.
 *
 * Every request reads the data versions first (one tiny statement, migration 0006); the session
 * state is cached under the 'sessions' version, which triggers bump on any write to what it is
 * made of (users' status, token version, role and language; company contacts; revoked tokens).
 * So a logout, a block or a removed contact is seen by the very next request on every instance,
 * and a session otherwise costs that one small statement (bench/README.md 'Offer list and search').
 * The versions are handed to the route (request.dataVersions) to key its own caches.
 */
const sessionStateQuery = precompiled(
  ['userId', 'companyId', 'jti'],
  (db, v: { userId: number; companyId: number; jti: string }) =>
    db
      .selectFrom('users as u')
      .leftJoin('company_contacts as cc', (join) =>
        join.onRef('cc.user_id', '=', 'u.id').on('cc.company_id', '=', v.companyId),
      )
      .select((eb) => [
        'u.status',
        'u.token_version',
        'u.preferred_language',
        'u.role',
        'cc.id as contact_id',
        eb
          .exists(
            eb
              .selectFrom('revoked_tokens as r')
              .select(sql`1`.as('one'))
              .where('r.jti', '=', v.jti),
          )
          .as('revoked'),
      ])
      .where('u.id', '=', v.userId),
);

const versionsQuery = precompiled([], (db) => db.selectFrom('data_versions').select(['name', 'version']));

export type SessionRow = Awaited<ReturnType<typeof sessionStateQuery>>[number];

/** Entries are checked against the version on every use; the time only bounds the memory. */
const SESSION_CACHE_MS = 5 * 60_000;
const SESSION_CACHE_ENTRIES = 50_000;
const caches = new WeakMap<Db, TtlCache<SessionRow | undefined>>();

function cacheOf(db: Db): TtlCache<SessionRow | undefined> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new TtlCache(SESSION_CACHE_MS, SESSION_CACHE_ENTRIES);
    caches.set(db, cache);
  }
  return cache;
}

export async function readDataVersions(db: Db): Promise<DataVersions> {
  const versions: DataVersions = {};
  for (const row of await versionsQuery(db, {})) versions[row.name] = Number(row.version);
  return versions;
}

export async function loadSessionState(
  db: Db,
  claims: TTokenClaims,
): Promise<{ state: SessionRow; versions: DataVersions } | undefined> {
  const versions = await readDataVersions(db);
  const load = async () =>
    (await sessionStateQuery(db, { userId: Number(claims.sub), companyId: claims.cid ?? -1, jti: claims.jti }))[0];
  // Without a sessions version (a database before migration 0006) nothing is cached.
  const state =
    versions.sessions === undefined
      ? await load()
      : await cacheOf(db).getOrLoad(`${versions.sessions}|${claims.jti}|${claims.sub}|${claims.cid ?? ''}`, load);
  return state ? { state, versions } : undefined;
}
