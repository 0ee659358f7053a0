import type { TStatusEntryData } from '../status-codes';

/**
 * The office's internships (issue #15 'Internships'), numbered from 200: the rules checked when
 * staff create or change an internship (SPEC §6, §9), each with its own code, and the warning
 * answer (201) that asks the office to confirm before saving.
 */
export const errorEntriesFrom200: readonly TStatusEntryData[] = [
  {
    code: 200,
    categoria: 'secondary',
    es: { titulo: 'Prácticas no encontradas', cuerpo: 'Estas prácticas no existen o no son de tu universidad.' },
    ca: {
      titulo: 'Pràctiques no trobades',
      cuerpo: 'Aquestes pràctiques no existeixen o no són de la teva universitat.',
    },
  },
  {
    code: 201,
    categoria: 'secondary',
    es: {
      titulo: 'Confirma los avisos',
      cuerpo:
        'Las prácticas no cumplen alguna de las reglas que tu universidad solo avisa. Revisa los avisos y confirma para guardarlas: la confirmación queda en su historial.',
    },
    ca: {
      titulo: 'Confirma els avisos',
      cuerpo:
        'Les pràctiques no compleixen alguna de les regles que la teva universitat només avisa. Revisa els avisos i confirma per desar-les: la confirmació queda al seu historial.',
    },
  },
  {
    code: 202,
    categoria: 'secondary',
    es: {
      titulo: 'Coincide con otras prácticas del estudiante',
      cuerpo: 'Las fechas coinciden con otras prácticas pendientes, aceptadas o en curso del mismo estudiante.',
    },
    ca: {
      titulo: "Coincideix amb altres pràctiques de l'estudiant",
      cuerpo: 'Les dates coincideixen amb altres pràctiques pendents, acceptades o en curs del mateix estudiant.',
    },
  },
  {
    code: 203,
    categoria: 'secondary',
    es: {
      titulo: 'Demasiadas horas',
      cuerpo:
        'Las prácticas pueden ocupar como máximo 5 horas al día y 25 a la semana; 7 horas al día si transcurren enteras en un periodo no lectivo.',
    },
    ca: {
      titulo: 'Massa hores',
      cuerpo:
        'Les pràctiques poden ocupar com a màxim 5 hores al dia i 25 a la setmana; 7 hores al dia si transcorren senceres en un període no lectiu.',
    },
  },
  {
    code: 204,
    categoria: 'secondary',
    es: {
      titulo: 'El convenio no está en vigor',
      cuerpo:
        'El convenio elegido debe ser de la empresa, estar formalizado y no haber caducado al empezar las prácticas.',
    },
    ca: {
      titulo: 'El conveni no és en vigor',
      cuerpo:
        "El conveni triat ha de ser de l'empresa, estar formalitzat i no haver caducat en començar les pràctiques.",
    },
  },
  {
    code: 205,
    categoria: 'secondary',
    es: {
      titulo: 'Empiezan antes del convenio',
      cuerpo: 'La fecha de inicio es anterior a la fecha en que se formalizó el convenio.',
    },
    ca: {
      titulo: 'Comencen abans del conveni',
      cuerpo: "La data d'inici és anterior a la data en què es va formalitzar el conveni.",
    },
  },
  {
    code: 206,
    categoria: 'secondary',
    es: {
      titulo: 'Falta el número de la Seguridad Social',
      cuerpo: 'El estudiante no tiene registrado su número de afiliación a la Seguridad Social.',
    },
    ca: {
      titulo: 'Falta el número de la Seguretat Social',
      cuerpo: "L'estudiant no té registrat el seu número d'afiliació a la Seguretat Social.",
    },
  },
  {
    code: 207,
    categoria: 'secondary',
    es: {
      titulo: 'Créditos insuficientes',
      cuerpo: 'El estudiante cursa un máster de dos años y no ha superado el 50 % de los créditos.',
    },
    ca: {
      titulo: 'Crèdits insuficients',
      cuerpo: "L'estudiant cursa un màster de dos anys i no ha superat el 50 % dels crèdits.",
    },
  },
  {
    code: 208,
    categoria: 'secondary',
    es: {
      titulo: 'Datos que no encajan',
      cuerpo:
        'El estudiante, el centro de trabajo, el tutor de empresa, el tutor académico, el convenio o el programa no existen o no corresponden a esta empresa o universidad.',
    },
    ca: {
      titulo: 'Dades que no encaixen',
      cuerpo:
        "L'estudiant, el centre de treball, el tutor d'empresa, el tutor acadèmic, el conveni o el programa no existeixen o no corresponen a aquesta empresa o universitat.",
    },
  },
  {
    code: 209,
    categoria: 'secondary',
    es: {
      titulo: 'No se pueden crear las prácticas desde aquí',
      cuerpo:
        'La candidatura debe estar aceptada o la solicitud de prácticas pendiente, y no tener ya unas prácticas creadas.',
    },
    ca: {
      titulo: 'No es poden crear les pràctiques des d’aquí',
      cuerpo:
        'La candidatura ha de ser acceptada o la sol·licitud de pràctiques pendent, i no tenir ja unes pràctiques creades.',
    },
  },
  {
    code: 210,
    categoria: 'secondary',
    es: {
      titulo: 'Prácticas cerradas',
      cuerpo: 'Las prácticas finalizadas, rechazadas o canceladas ya no se pueden cambiar.',
    },
    ca: {
      titulo: 'Pràctiques tancades',
      cuerpo: 'Les pràctiques finalitzades, rebutjades o cancel·lades ja no es poden canviar.',
    },
  },
];
