import type { TStatusEntryData } from '../status-codes';

/**
 * Refusals of the students' CSV import made safe and of the login change it asks the student to
 * confirm (docs/office-students-import.md, ADR 0033), numbered from 320.
 */
export const errorEntriesFrom320: readonly TStatusEntryData[] = [
  {
    code: 320,
    categoria: 'secondary',
    http: 409,
    es: {
      titulo: 'La simulación ha caducado',
      cuerpo:
        'Una simulación se puede aplicar durante una hora y solo la última que has hecho. Sube el fichero otra vez y revisa la nueva simulación.',
    },
    ca: {
      titulo: 'La simulació ha caducat',
      cuerpo:
        "Una simulació es pot aplicar durant una hora i només l'última que has fet. Torna a pujar el fitxer i revisa la nova simulació.",
    },
  },
  {
    code: 321,
    categoria: 'secondary',
    http: 400,
    es: {
      titulo: 'El fichero tiene demasiadas filas',
      cuerpo:
        'Un fichero puede tener como máximo 20.000 filas de datos. Divídelo en varios ficheros e impórtalos por separado.',
    },
    ca: {
      titulo: 'El fitxer té massa files',
      cuerpo:
        'Un fitxer pot tenir com a màxim 20.000 files de dades. Divideix-lo en diversos fitxers i importa’ls per separat.',
    },
  },
  {
    code: 322,
    categoria: 'secondary',
    http: 409,
    es: {
      titulo: 'Ya tienes una importación en curso',
      cuerpo: 'Espera a que termine la importación que has empezado antes de subir o aplicar otro fichero.',
    },
    ca: {
      titulo: 'Ja tens una importació en curs',
      cuerpo: 'Espera que acabi la importació que has començat abans de pujar o aplicar un altre fitxer.',
    },
  },
  {
    code: 323,
    categoria: 'secondary',
    http: 400,
    es: {
      titulo: 'El enlace no es válido',
      cuerpo:
        'El enlace para confirmar tu nueva dirección de correo ha caducado o ya se ha usado. Pide a la oficina de prácticas que te lo envíe de nuevo.',
    },
    ca: {
      titulo: "L'enllaç no és vàlid",
      cuerpo:
        "L'enllaç per confirmar la teva nova adreça de correu ha caducat o ja s'ha fet servir. Demana a l'oficina de pràctiques que te'l torni a enviar.",
    },
  },
  {
    code: 324,
    categoria: 'secondary',
    http: 409,
    es: {
      titulo: 'La dirección ya está en uso',
      cuerpo: 'Otra cuenta ya usa esta dirección de correo para entrar. Tu acceso sigue siendo el de antes.',
    },
    ca: {
      titulo: "L'adreça ja està en ús",
      cuerpo:
        "Un altre compte ja fa servir aquesta adreça de correu per entrar. El teu accés continua sent el d'abans.",
    },
  },
];
