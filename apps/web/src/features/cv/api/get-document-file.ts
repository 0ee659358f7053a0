import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFile } from '../../../lib/api-client';
import { useSessionScope } from '../../../lib/session';

/** A document's `enlace` that is the API download (bearer token) rather than an outside URL. */
export function isApiLink(enlace: string): boolean {
  return /^\/api\//i.test(enlace);
}

/**
 * GET /api/Alumno/dameDocumentoCv/{id} (docs/account.md): the file's bytes, to the owner only.
 * A binary answer: read through the API client's file call, not the envelope.
 */
export async function getDocumentFile(enlace: string, signal?: AbortSignal): Promise<Blob> {
  const res = await fetchFile(enlace, { signal });
  if (!res.ok) throw new Error(`download failed: ${res.status}`);
  return res.blob();
}

/** Opens a document: an outside URL as is, a stored file through a temporary object URL. */
export async function openDocument(enlace: string): Promise<void> {
  if (!isApiLink(enlace)) {
    window.open(enlace, '_blank', 'noopener,noreferrer');
    return;
  }
  const url = URL.createObjectURL(await getDocumentFile(enlace));
  window.open(url, '_blank', 'noopener,noreferrer');
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function documentFileQueryOptions(enlace: string | null, session: string) {
  return queryOptions({
    queryKey: ['cv', 'document-file', enlace, session],
    queryFn: async ({ signal }) => (enlace ? URL.createObjectURL(await getDocumentFile(enlace, signal)) : null),
    staleTime: Infinity,
    enabled: !!enlace && isApiLink(enlace),
  });
}

/** The profile photo as an object URL the <img> can show (the API link needs the bearer token). */
export function useDocumentImage(enlace: string | null): string | null {
  const query = useQuery(documentFileQueryOptions(enlace, useSessionScope()));
  if (!enlace) return null;
  return isApiLink(enlace) ? (query.data ?? null) : enlace;
}
