import type { TSessionRole } from '../../../lib/session';

/** SPEC §6: calls use the student or the company path by role. */
export function roleApiPrefix(role: TSessionRole): 'Alumno' | 'Empresa' {
  return role === 'company' ? 'Empresa' : 'Alumno';
}
