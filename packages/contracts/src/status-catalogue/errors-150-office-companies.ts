import type { TStatusEntryData } from '../status-codes';

/** Refusals of the office console's companies (issue #14 '2. Companies'), numbered from 150. */
export const errorEntriesFrom150: readonly TStatusEntryData[] = [
  {
    code: 150,
    categoria: 'secondary',
    http: 404,
    es: { titulo: 'Empresa no encontrada', cuerpo: 'No hay ninguna empresa con estos datos.' },
    ca: { titulo: 'Empresa no trobada', cuerpo: 'No hi ha cap empresa amb aquestes dades.' },
  },
  {
    code: 151,
    categoria: 'medium',
    http: 409,
    es: {
      titulo: 'No en este estado',
      cuerpo: 'La empresa no está en un estado que permita esta acción. Actualiza la ficha y vuelve a intentarlo.',
    },
    ca: {
      titulo: 'No en aquest estat',
      cuerpo: "L'empresa no és en un estat que permeti aquesta acció. Actualitza la fitxa i torna-ho a provar.",
    },
  },
  {
    code: 152,
    categoria: 'medium',
    http: 409,
    es: {
      titulo: 'No se pueden fusionar',
      cuerpo: 'Solo se fusionan dos registros distintos de la misma empresa, con el mismo CIF.',
    },
    ca: {
      titulo: 'No es poden fusionar',
      cuerpo: 'Només es fusionen dos registres diferents de la mateixa empresa, amb el mateix CIF.',
    },
  },
];
