import type { Generated } from 'kysely';

/**
 * Texts the office publishes for its brand (issue #15, migration 0026): each save is a new
 * version; the newest version is the current one and is shown while now is inside its
 * publish window (null bounds are open). Timestamps are ISO-8601 UTC text (ADR 0003).
 */
export type BrandTextKind = 'banner';

export interface BrandTextRow {
  id: Generated<number>;
  brand_key: string;
  kind: BrandTextKind;
  version: number;
  texto_es: string;
  /** null: the Catalan page falls back to the Spanish text. */
  texto_ca: string | null;
  /** Where the banner leads: a path of the portal or an https address. */
  enlace: string | null;
  publicado_desde: string | null;
  publicado_hasta: string | null;
  created_by_user_id: number | null;
  created_at: string;
}

export interface BrandTextTables {
  brand_texts: BrandTextRow;
}
