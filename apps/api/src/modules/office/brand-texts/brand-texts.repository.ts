import { sql } from 'kysely';
import type { Db } from '../../../platform/db';

/**
 * SQL of the brand's texts (issue #15 'Content'): the home banner (brand_texts, migration 0026)
 * and the data-protection versions (rgpd_texts and rgpd_acceptances, migration 0003, which the
 * sign-in reads). A data-protection text with brand_key null is the common one of every brand.
 */
export function currentBanner(db: Db, brandKey: string) {
  return db
    .selectFrom('brand_texts')
    .selectAll()
    .where('brand_key', '=', brandKey)
    .where('kind', '=', 'banner')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type BannerRow = NonNullable<Awaited<ReturnType<typeof currentBanner>>>;

export async function insertBanner(
  db: Db,
  row: {
    brandKey: string;
    version: number;
    textoEs: string;
    textoCa: string | null;
    enlace: string | null;
    desde: string | null;
    hasta: string | null;
    by: number;
    now: string;
  },
) {
  await db
    .insertInto('brand_texts')
    .values({
      brand_key: row.brandKey,
      kind: 'banner',
      version: row.version,
      texto_es: row.textoEs,
      texto_ca: row.textoCa,
      enlace: row.enlace,
      publicado_desde: row.desde,
      publicado_hasta: row.hasta,
      created_by_user_id: row.by,
      created_at: row.now,
    })
    .execute();
}

/** Ends the current banner's window now; false when another change moved it meanwhile. */
export async function endBanner(db: Db, id: number, now: string): Promise<boolean> {
  const res = await db
    .updateTable('brand_texts')
    .set({ publicado_hasta: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('publicado_hasta', 'is', null), eb('publicado_hasta', '>', now)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * The data-protection versions the brand's people see, newest first, with how many of the
 * brand's people accepted each one.
 */
export function dataProtectionVersions(db: Db, brandKey: string) {
  return db
    .selectFrom('rgpd_texts as t')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('rgpd_acceptances as a')
          .innerJoin('users as u', 'u.id', 'a.user_id')
          .where('u.brand_key', '=', brandKey)
          .select(['a.rgpd_text_id', (e) => e.fn.countAll<number | string>().as('n')])
          .groupBy('a.rgpd_text_id')
          .as('acc'),
      (join) => join.onRef('acc.rgpd_text_id', '=', 't.id'),
    )
    .select([
      't.id',
      't.brand_key',
      't.version',
      't.texto_corto_es',
      't.texto_corto_ca',
      't.link_externo',
      't.created_at',
      sql<number | string | null>`acc.n`.as('aceptaciones'),
    ])
    .where((eb) => eb.or([eb('t.brand_key', '=', brandKey), eb('t.brand_key', 'is', null)]))
    .orderBy(sql`CASE WHEN t.brand_key IS NULL THEN 1 ELSE 0 END`)
    .orderBy('t.version', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
}

export async function insertDataProtectionText(
  db: Db,
  row: { brandKey: string; version: number; textoEs: string; textoCa: string; link: string | null; now: string },
): Promise<number> {
  const inserted = await db
    .insertInto('rgpd_texts')
    .values({
      brand_key: row.brandKey,
      version: row.version,
      texto_corto_es: row.textoEs,
      texto_corto_ca: row.textoCa,
      link_externo: row.link,
      created_at: row.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}
