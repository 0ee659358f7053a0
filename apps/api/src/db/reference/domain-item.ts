/** One entry of a small list of SPEC §3 as stored in `domain_items` (see seed/reference.ts). */
export interface DomainItemData {
  id: number;
  es: string;
  ca: string;
  code?: string;
  /** Parent item in the same or a parent list (especialidad -> ámbito). */
  parent?: number;
  /** List-specific fields, stored as JSON (e.g. idEstado and idPerfil of a rejection reason). */
  extra?: Record<string, unknown>;
}

export type DomainListsData = Record<string, DomainItemData[]>;

/** Builds items from `[id, es, ca]` rows, the common case. */
export function items(rows: Array<[number, string, string]>): DomainItemData[] {
  return rows.map(([id, es, ca]) => ({ id, es, ca }));
}
