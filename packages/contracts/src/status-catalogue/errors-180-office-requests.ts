import type { TStatusEntryData } from '../status-codes';

/** Refusals of the office console's requests (issue #14 '5. Requests'), numbered from 180. */
export const errorEntriesFrom180: readonly TStatusEntryData[] = [
  {
    code: 180,
    categoria: 'secondary',
    http: 404,
    es: {
      titulo: 'Solicitud no encontrada',
      cuerpo: 'Esta solicitud no existe o no pertenece a tu universidad. Vuelve a la lista de solicitudes.',
    },
    ca: {
      titulo: 'Sol·licitud no trobada',
      cuerpo: 'Aquesta sol·licitud no existeix o no pertany a la teva universitat. Torna a la llista de sol·licituds.',
    },
  },
  {
    code: 181,
    categoria: 'secondary',
    http: 409,
    es: {
      titulo: 'La solicitud ya está resuelta',
      cuerpo:
        'Solo se puede decidir sobre una solicitud pendiente. Puede que otra persona ya la haya resuelto: vuelve a cargar la página.',
    },
    ca: {
      titulo: 'La sol·licitud ja està resolta',
      cuerpo:
        "Només es pot decidir sobre una sol·licitud pendent. Potser una altra persona ja l'ha resolta: torna a carregar la pàgina.",
    },
  },
];
