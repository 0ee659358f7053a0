import type { TStatusEntryData } from '../status-codes';

/**
 * Codes of the rules range (115-119) for rules of SPEC §6 and §9 that the SPEC §8 catalogue has
 * no entry for (issue #12 items 23 and 25).
 */
export const errorEntriesRules: readonly TStatusEntryData[] = [
  {
    // SPEC §6: a company needs an agreement in force (formalizado) for practice management.
    code: 115,
    categoria: 'medium',
    to: '/nuevo-convenio-colaboracion',
    es: {
      titulo: 'Sin convenio en vigor',
      cuerpo:
        'Para gestionar prácticas tu entidad necesita un convenio de cooperación educativa en vigor con la universidad. Solicítalo desde «Nuevo convenio de colaboración».',
      btn_text: 'Solicitar convenio',
    },
    ca: {
      titulo: 'Sense conveni en vigor',
      cuerpo:
        "Per gestionar pràctiques la teva entitat necessita un conveni de cooperació educativa en vigor amb la universitat. Sol·licita'l des de «Nou conveni de col·laboració».",
      btn_text: 'Sol·licitar conveni',
    },
  },
  {
    // SPEC §9: internships take at most 5 hours a day and 25 a week.
    code: 116,
    categoria: 'secondary',
    es: {
      titulo: 'Demasiadas horas de prácticas',
      cuerpo:
        'Las prácticas pueden ocupar como máximo 5 horas al día y 25 a la semana. En periodos no lectivos la universidad puede autorizar hasta 7 horas al día: consúltalo con la oficina de prácticas.',
    },
    ca: {
      titulo: 'Massa hores de pràctiques',
      cuerpo:
        "Les pràctiques poden ocupar com a màxim 5 hores al dia i 25 a la setmana. En períodes no lectius la universitat pot autoritzar fins a 7 hores al dia: consulta-ho amb l'oficina de pràctiques.",
    },
  },
];
