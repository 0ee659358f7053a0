import type { TStatusEntryData } from '../status-codes';

/** Refusals of the platform itself (ADR 0036), numbered from 340. */
export const errorEntriesFrom340: readonly TStatusEntryData[] = [
  {
    // Two requests wrote the same unique data at once (a double click) and this one came second.
    code: 340,
    categoria: 'secondary',
    http: 409,
    es: {
      titulo: 'Ya se ha guardado',
      cuerpo:
        'Otra petición ha guardado estos mismos datos a la vez (quizá un doble clic). Actualiza la página para ver cómo han quedado.',
    },
    ca: {
      titulo: "Ja s'ha desat",
      cuerpo:
        'Una altra petició ha desat aquestes mateixes dades alhora (potser un doble clic). Actualitza la pàgina per veure com han quedat.',
    },
  },
];
