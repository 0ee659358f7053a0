import { STATE_PREENROLLED } from '../../../db/reference/domain-lists-applications';

/**
 * #16 part 4: the office reads some candidature states under a neutral name. The domain list
 * estadosCandidaturasAlumno speaks to the student ('pendiente de tu respuesta', SPEC §4 state 16
 * asks her to accept or reject); the console and its export name whose answer is awaited. Students
 * and companies keep the domain list's names.
 */
const OFFICE_STATE_NAMES: Readonly<Record<number, Readonly<Record<'es' | 'ca', string>>>> = {
  [STATE_PREENROLLED]: {
    es: 'Preinscrito: pendiente de respuesta del alumno',
    ca: "Preinscrit: pendent de resposta de l'alumne",
  },
};

/** The office's name of a state, or undefined where it reads the domain list's. */
export function officeStateName(state: number, lang: 'es' | 'ca'): string | undefined {
  return OFFICE_STATE_NAMES[state]?.[lang];
}
