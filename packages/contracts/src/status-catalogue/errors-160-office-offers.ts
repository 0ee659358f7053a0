import type { TStatusEntryData } from '../status-codes';

/** Refusals of the office console's offers (issue #14 '3. Offers'), numbered from 160. */
export const errorEntriesFrom160: readonly TStatusEntryData[] = [
  {
    code: 160,
    categoria: 'secondary',
    es: {
      titulo: 'La oferta ya no está en ese estado',
      cuerpo:
        'Esta decisión no se puede tomar sobre la oferta en su estado actual. Puede que otra persona ya la haya resuelto: vuelve a cargar la lista.',
    },
    ca: {
      titulo: "L'oferta ja no és en aquest estat",
      cuerpo:
        "Aquesta decisió no es pot prendre sobre l'oferta en el seu estat actual. Potser una altra persona ja l'ha resolta: torna a carregar la llista.",
    },
  },
  {
    code: 161,
    categoria: 'secondary',
    es: {
      titulo: 'Oferta caducada',
      cuerpo:
        'La fecha de caducidad de la oferta ya ha pasado: no se puede publicar ni reabrir. La empresa debe cambiar la fecha.',
    },
    ca: {
      titulo: 'Oferta caducada',
      cuerpo:
        "La data de caducitat de l'oferta ja ha passat: no es pot publicar ni reobrir. L'empresa n'ha de canviar la data.",
    },
  },
];
