import type { Kysely } from 'kysely';

/**
 * The company's discard reasons kept SPEC §9's profile ids (1 employment, 2 placements) or none:
 * they were stored with an `idPerfil` of 3 of their own, which a client filtering by the offer's
 * profile or none (SPEC §4) never shows. They now have no profile and say who gives them
 * (`ambito: 'empresa'`, contracts REASON_SCOPES). A fresh database gets them so from the reference
 * seed, which runs after the migrations; this rewrites the rows of a database seeded before.
 * Frozen once landed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const rows = (await db
    .selectFrom('domain_items')
    .select(['id', 'extra'])
    .where('list', '=', 'motivosCambioEstadoCandidatura')
    .execute()) as Array<{ id: number; extra: string | null }>;
  for (const row of rows) {
    const extra = row.extra ? (JSON.parse(row.extra) as Record<string, unknown>) : {};
    if (Number(extra.idPerfil) !== 3) continue;
    await db
      .updateTable('domain_items')
      .set({ extra: JSON.stringify({ ...extra, idPerfil: null, ambito: 'empresa' }) })
      .where('list', '=', 'motivosCambioEstadoCandidatura')
      .where('id', '=', row.id)
      .execute();
  }
}
