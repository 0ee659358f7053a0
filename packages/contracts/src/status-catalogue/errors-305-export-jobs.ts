import type { TStatusEntryData } from '../status-codes';

/** Refusals of the exports built in the background (issue #17 'Exports', ADR 0020), numbered from 305. */
export const errorEntriesFrom305: readonly TStatusEntryData[] = [
  {
    code: 305,
    categoria: 'secondary',
    http: 404,
    es: {
      titulo: 'Exportación no encontrada',
      cuerpo: 'Esta exportación no existe o no es tuya. Vuelve a la lista y exporta de nuevo.',
    },
    ca: {
      titulo: 'Exportació no trobada',
      cuerpo: 'Aquesta exportació no existeix o no és teva. Torna a la llista i exporta de nou.',
    },
  },
  {
    code: 306,
    categoria: 'secondary',
    http: 410,
    es: {
      titulo: 'Exportación caducada',
      cuerpo:
        'Los ficheros exportados se guardan 7 días y este ya se ha borrado. Vuelve a la lista y exporta de nuevo.',
    },
    ca: {
      titulo: 'Exportació caducada',
      cuerpo: "Els fitxers exportats es guarden 7 dies i aquest ja s'ha esborrat. Torna a la llista i exporta de nou.",
    },
  },
  {
    code: 307,
    categoria: 'secondary',
    http: 409,
    es: {
      titulo: 'Exportación aún no lista',
      cuerpo: 'El fichero todavía se está preparando o la exportación ha fallado. Espera el aviso o exporta de nuevo.',
    },
    ca: {
      titulo: 'Exportació encara no llesta',
      cuerpo: "El fitxer encara s'està preparant o l'exportació ha fallat. Espera l'avís o exporta de nou.",
    },
  },
  {
    code: 308,
    categoria: 'secondary',
    http: 409,
    es: {
      titulo: 'Exportación demasiado grande',
      cuerpo:
        'Hay más de 1.000.000 de filas con estos filtros, incluso en segundo plano. Afina los filtros para exportar menos filas.',
    },
    ca: {
      titulo: 'Exportació massa gran',
      cuerpo:
        'Hi ha més de 1.000.000 de files amb aquests filtres, fins i tot en segon pla. Afina els filtres per exportar menys files.',
    },
  },
];
