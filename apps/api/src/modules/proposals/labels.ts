import type { TLang } from '@portal/contracts/proposals/states';
import type { Db } from '../../platform/db';

/** Names of the items of one domain list (SPEC §3 'Domain lists') in one language, by id. */
export async function domainLabels(
  db: Db,
  list: string,
  ids: readonly number[],
  lang: TLang,
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('domain_items')
    .select(['id', 'name_es', 'name_ca'])
    .where('list', '=', list)
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), lang === 'ca' ? r.name_ca : r.name_es]));
}

export interface DomainItemWithExtra {
  id: number;
  descripcion: string;
  extra: Record<string, unknown>;
}

/** Every item of a list, with its JSON extra fields (rejection reasons carry idEstado, idPerfil). */
export async function domainList(db: Db, list: string, lang: TLang): Promise<DomainItemWithExtra[]> {
  const rows = await db
    .selectFrom('domain_items')
    .select(['id', 'name_es', 'name_ca', 'extra'])
    .where('list', '=', list)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    descripcion: lang === 'ca' ? r.name_ca : r.name_es,
    extra: r.extra ? (JSON.parse(r.extra) as Record<string, unknown>) : {},
  }));
}

export async function domainItemExists(db: Db, list: string, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('domain_items')
    .select('id')
    .where('list', '=', list)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** 'YYYY-MM-DD' (or an ISO timestamp) as SPEC §3 writes card dates: dd/mm/yyyy. */
export function ddmmyyyy(value: string | null | undefined): string | null {
  if (!value) return null;
  const [y, m, d] = value.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** JSON array of ids stored in a text column. */
export function idsOf(json: string | null | undefined): number[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((x): x is number => typeof x === 'number') : [];
  } catch {
    return [];
  }
}
