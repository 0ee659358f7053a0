import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCv, type TCv } from '@portal/contracts/cv/cv.schemas';
import { api } from '../../../lib/api-client';
import { useSessionScope } from '../../../lib/session';
import { CV_KEY } from './cv-keys';

/** GET /api/Alumno/dameCvUsuario (SPEC §7): every section of the CV. */
export async function getCv(signal?: AbortSignal): Promise<TCv> {
  const { datos } = await api.get('/api/Alumno/dameCvUsuario', { signal, schema: ZCv });
  return datos;
}

/** Keyed by the session (issue #12 item 5): the next person on the tab never gets this CV. */
export function cvQueryOptions(session: string) {
  return queryOptions({ queryKey: [...CV_KEY, 'mine', session], queryFn: ({ signal }) => getCv(signal) });
}

export function useCv() {
  return useQuery(cvQueryOptions(useSessionScope()));
}
