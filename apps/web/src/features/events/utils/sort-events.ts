import type { TEventCard } from '@portal/contracts/events/events.schemas';

/** SPEC §2 /eventos: highlighted events first, then by date. */
export function sortEvents(events: readonly TEventCard[]): TEventCard[] {
  return [...events].sort(
    (a, b) => Number(b.destacado) - Number(a.destacado) || a.fecha.localeCompare(b.fecha) || a.idEvento - b.idEvento,
  );
}

/** The categories present in the list (by slug), in name order. */
export function categoriesOf(events: readonly TEventCard[], lang: string): Array<{ slug: string; nombre: string }> {
  const bySlug = new Map<string, string>();
  for (const e of events)
    if (e.categoria && !bySlug.has(e.categoria.slug)) bySlug.set(e.categoria.slug, e.categoria.nombre);
  return [...bySlug].map(([slug, nombre]) => ({ slug, nombre })).sort((a, b) => a.nombre.localeCompare(b.nombre, lang));
}
