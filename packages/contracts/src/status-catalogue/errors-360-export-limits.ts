import type { TStatusEntryData } from '../status-codes';

/** Limits of the exports built in the background (ADR 0038), numbered from 360. */
export const errorEntriesFrom360: readonly TStatusEntryData[] = [
  {
    code: 360,
    categoria: 'secondary',
    http: 409,
    es: {
      titulo: 'Demasiadas exportaciones en curso',
      cuerpo:
        'Ya tienes 3 exportaciones en segundo plano preparándose. Espera a que alguna esté lista y vuelve a exportar.',
    },
    ca: {
      titulo: 'Massa exportacions en curs',
      cuerpo: 'Ja tens 3 exportacions en segon pla preparant-se. Espera que alguna estigui llesta i torna a exportar.',
    },
  },
];
