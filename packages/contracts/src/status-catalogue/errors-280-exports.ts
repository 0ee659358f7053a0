import type { TStatusEntryData } from '../status-codes';

/** Refusals of the CSV and XLSX exports of the lists (issue #17 'Exports'), numbered from 280. */
export const errorEntriesFrom280: readonly TStatusEntryData[] = [
  {
    code: 280,
    categoria: 'secondary',
    http: 400,
    es: {
      titulo: 'Columna desconocida',
      cuerpo: 'Alguna de las columnas elegidas no existe en esta lista. Vuelve a elegir las columnas.',
    },
    ca: {
      titulo: 'Columna desconeguda',
      cuerpo: 'Alguna de les columnes triades no existeix en aquesta llista. Torna a triar les columnes.',
    },
  },
  {
    code: 281,
    categoria: 'secondary',
    http: 409,
    es: {
      titulo: 'Exportación demasiado grande',
      cuerpo: 'Hay más de 50.000 filas con estos filtros. Afina los filtros para exportar menos filas.',
    },
    ca: {
      titulo: 'Exportació massa gran',
      cuerpo: 'Hi ha més de 50.000 files amb aquests filtres. Afina els filtres per exportar menys files.',
    },
  },
  {
    code: 282,
    categoria: 'secondary',
    http: 403,
    es: {
      titulo: 'Lista no disponible',
      cuerpo: 'Esta lista no se puede exportar con tu perfil.',
    },
    ca: {
      titulo: 'Llista no disponible',
      cuerpo: 'Aquesta llista no es pot exportar amb el teu perfil.',
    },
  },
];
