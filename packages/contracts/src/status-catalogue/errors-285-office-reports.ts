import type { TStatusEntryData } from '../status-codes';

/** Refusals of the office's figures (issue #17 'Office dashboard of figures'), numbered from 285. */
export const errorEntriesFrom285: readonly TStatusEntryData[] = [
  {
    code: 285,
    categoria: 'secondary',
    http: 403,
    es: {
      titulo: 'Sede fuera de tu ámbito',
      cuerpo:
        'Solo puedes ver las cifras de las sedes que tienes asignadas. Elige una de ellas o quita el filtro de sede.',
    },
    ca: {
      titulo: 'Seu fora del teu àmbit',
      cuerpo: 'Només pots veure les xifres de les seus que tens assignades. Tria-ne una o treu el filtre de seu.',
    },
  },
  {
    code: 286,
    categoria: 'secondary',
    http: 400,
    es: {
      titulo: 'Periodo no válido',
      cuerpo: 'La fecha de inicio del periodo es posterior a la de fin. Corrige las fechas.',
    },
    ca: {
      titulo: 'Període no vàlid',
      cuerpo: "La data d'inici del període és posterior a la de final. Corregeix les dates.",
    },
  },
];
