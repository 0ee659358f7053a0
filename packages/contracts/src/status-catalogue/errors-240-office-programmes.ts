import type { TStatusEntryData } from '../status-codes';

/** Refusals of the office's programmes and brand texts (issue #15 'Content'), numbered from 240. */
export const errorEntriesFrom240: readonly TStatusEntryData[] = [
  {
    code: 240,
    categoria: 'secondary',
    es: {
      titulo: 'La adhesión ya está decidida',
      cuerpo: 'Esta solicitud de adhesión ya se aceptó o se rechazó. Actualiza la lista para ver su estado.',
    },
    ca: {
      titulo: "L'adhesió ja està decidida",
      cuerpo: "Aquesta sol·licitud d'adhesió ja es va acceptar o rebutjar. Actualitza la llista per veure'n l'estat.",
    },
  },
  {
    code: 241,
    categoria: 'secondary',
    es: {
      titulo: 'El programa está cerrado',
      cuerpo: 'Un programa cerrado ya no se puede cambiar ni volver a cerrar.',
    },
    ca: {
      titulo: 'El programa està tancat',
      cuerpo: 'Un programa tancat ja no es pot canviar ni tornar a tancar.',
    },
  },
  {
    code: 242,
    categoria: 'secondary',
    es: {
      titulo: 'No hay ningún banner publicado',
      cuerpo: 'El banner de la página de inicio ya no se muestra: no hay nada que retirar.',
    },
    ca: {
      titulo: 'No hi ha cap bàner publicat',
      cuerpo: "El bàner de la pàgina d'inici ja no es mostra: no hi ha res a retirar.",
    },
  },
];
