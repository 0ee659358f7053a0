import type { TSessionRole } from '../../../lib/session';

/** Root of every programmes query key: an adhesion request invalidates it. */
export const PROGRAMMES_KEY = ['programmes'] as const;

export function programmeDetailKey(role: TSessionRole, id: number, lang: string, session: string) {
  return [...PROGRAMMES_KEY, 'detail', role, id, lang, session] as const;
}

/** SPEC §6: programme calls use the student or the company path by role. */
export function rolePrefix(role: TSessionRole): 'Alumno' | 'Empresa' {
  return role === 'company' ? 'Empresa' : 'Alumno';
}
