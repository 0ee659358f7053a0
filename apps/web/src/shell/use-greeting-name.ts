import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { profileQueryOptions } from '../features/company/api/get-profile';
import { cvQueryOptions } from '../features/cv/api/get-cv';
import { updateSessionUser, useSession, useSessionScope } from '../lib/session';

/**
 * #16 part 1: the header's greeting shows the person's name. The sign-in answer has none (SPEC §3
 * Login response), so it comes from the calls the CV page and /mi-perfil already make (same
 * cache), once per session.
 */
export function useGreetingName(): void {
  const { role, user } = useSession();
  const session = useSessionScope();
  const missing = !(typeof user?.nombre === 'string' && user.nombre !== '');
  const cv = useQuery({ ...cvQueryOptions(session), enabled: missing && role === 'student' });
  const profile = useQuery({ ...profileQueryOptions(session), enabled: missing && role === 'company' });
  const nombre =
    role === 'student' ? cv.data?.personales.nombre : role === 'company' ? profile.data?.nombre : undefined;
  useEffect(() => {
    if (missing && nombre) updateSessionUser({ nombre });
  }, [missing, nombre]);
}
