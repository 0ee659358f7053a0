import type { TStatusEntryData } from '../status-codes';

/** Refusals of the office's offer edit (issue #14 '3. Offers'), numbered from 190. */
export const errorEntriesFrom190: readonly TStatusEntryData[] = [
  {
    code: 190,
    categoria: 'secondary',
    es: {
      titulo: 'La oferta no se puede editar',
      cuerpo:
        'Solo se pueden editar las ofertas en borrador, pendientes de validación o publicadas. Reabre la oferta si quieres cambiarla.',
    },
    ca: {
      titulo: "L'oferta no es pot editar",
      cuerpo:
        "Només es poden editar les ofertes en esborrany, pendents de validació o publicades. Reobre l'oferta si la vols canviar.",
    },
  },
];
