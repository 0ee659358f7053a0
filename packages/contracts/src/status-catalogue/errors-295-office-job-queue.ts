import type { TStatusEntryData } from '../status-codes';

/** Refusals of the office console's failed background jobs (issue #18 part 2), numbered from 295. */
export const errorEntriesFrom295: readonly TStatusEntryData[] = [
  {
    code: 295,
    categoria: 'secondary',
    http: 403,
    es: {
      titulo: 'Solo la universidad principal',
      cuerpo:
        'Los trabajos en segundo plano son de toda la plataforma: solo los administra la universidad principal de la instalación.',
    },
    ca: {
      titulo: 'Només la universitat principal',
      cuerpo:
        'Els treballs en segon pla són de tota la plataforma: només els administra la universitat principal de la instal·lació.',
    },
  },
  {
    code: 296,
    categoria: 'secondary',
    http: 404,
    es: {
      titulo: 'Trabajo no encontrado',
      cuerpo: 'Este trabajo ya no existe. Vuelve a la lista de trabajos fallidos.',
    },
    ca: {
      titulo: 'Treball no trobat',
      cuerpo: 'Aquest treball ja no existeix. Torna a la llista de treballs fallits.',
    },
  },
  {
    code: 297,
    categoria: 'secondary',
    http: 409,
    es: {
      titulo: 'El trabajo no ha fallado',
      cuerpo: 'Este trabajo ya está en la cola o terminado; no hace falta reintentarlo. Actualiza la lista.',
    },
    ca: {
      titulo: 'El treball no ha fallat',
      cuerpo: 'Aquest treball ja és a la cua o acabat; no cal tornar-lo a provar. Actualitza la llista.',
    },
  },
];
