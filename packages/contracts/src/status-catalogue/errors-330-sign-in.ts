import type { TStatusEntryData } from '../status-codes';

/** Refusals of the sign-in's throttling (ADR 0035), numbered from 330. */
export const errorEntriesFrom330: readonly TStatusEntryData[] = [
  {
    // Five wrong codes with one password sign-in: that sign-in is spent, the next one starts afresh.
    code: 330,
    categoria: 'medium',
    http: 429,
    to: '/gestion/login',
    es: {
      titulo: 'Demasiados códigos incorrectos',
      cuerpo:
        'Has escrito demasiados códigos incorrectos en este inicio de sesión. Vuelve a iniciar sesión con tu contraseña y escribe el código que muestra ahora tu aplicación o un código de recuperación.',
    },
    ca: {
      titulo: 'Massa codis incorrectes',
      cuerpo:
        'Has escrit massa codis incorrectes en aquest inici de sessió. Torna a iniciar la sessió amb la teva contrasenya i escriu el codi que mostra ara la teva aplicació o un codi de recuperació.',
    },
  },
];
