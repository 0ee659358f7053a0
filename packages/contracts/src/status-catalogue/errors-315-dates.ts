import type { TStatusEntryData } from '../status-codes';

/**
 * Refusals of dates that cannot be (numbered from 315): a date that records something that
 * happened (a signature, the deed of the signer's powers, a birth) cannot be after today in the
 * brand's time zone (DESIGN 'one clock'). `datos.campos` names the fields, each with error '315'.
 */
export const errorEntriesFrom315: readonly TStatusEntryData[] = [
  {
    code: 315,
    categoria: 'secondary',
    http: 400,
    es: {
      titulo: 'Fecha futura',
      cuerpo: 'Esta fecha indica cuándo ocurrió algo y no puede ser posterior a hoy. Revisa la fecha.',
    },
    ca: {
      titulo: 'Data futura',
      cuerpo: 'Aquesta data indica quan va passar una cosa i no pot ser posterior a avui. Revisa la data.',
    },
  },
];
