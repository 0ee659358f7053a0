import type { Readable } from 'node:stream';
import { z } from 'zod';

/**
 * File downloads in the API document (ADR 0034). A route that answers a file, not the envelope,
 * declares `response: { 200: fileResponse(MEDIA.pdf, '...') }`: the serializer never runs on the
 * bytes it sends, and the document's transform (platform/openapi.ts) turns the mark below into a
 * response with the file's real media types and a binary string schema. Errors still answer the
 * envelope as JSON (DESIGN convention 3).
 */
export const MEDIA_TYPES_KEY = 'x-portal-media-types';
/** Marks a redirect: no body, a `Location` header. */
export const REDIRECT_KEY = 'x-portal-redirect';

/** The media types the portal's downloads are answered with. */
export const MEDIA = {
  pdf: ['application/pdf'],
  ics: ['text/calendar'],
  png: ['image/png'],
  /** Company logos: the image types a logo is answered with (ADR 0028). */
  logo: ['image/png', 'image/jpeg', 'image/webp'],
  /** Brand assets under brands/<key>/: logos and images. */
  brandAsset: ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'image/x-icon'],
  /** SPEC §9 exports: CSV or XLSX, as asked by `formato`. */
  export: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  /** A stored upload, under the media type its content was recognised as (SPEC §5 Files). */
  storedFile: ['*/*'],
} as const;

/** What a download route sends: Fastify writes bytes, text and streams as they are. */
type FileBody = Buffer | string | Readable;

/** The response schema of a route that answers a file of one of `mediaTypes`. */
export function fileResponse(mediaTypes: readonly string[], description: string): z.ZodType<FileBody, FileBody> {
  // A string schema for the document; typed as what the route sends, which no serializer reads.
  return z.string().meta({ description, [MEDIA_TYPES_KEY]: [...mediaTypes] }) as unknown as z.ZodType<
    FileBody,
    FileBody
  >;
}

/** The response schema of a route that answers a redirect (no body; the target in `Location`). */
export function redirectResponse(description: string) {
  return z.null().meta({ description, [REDIRECT_KEY]: true });
}

/** SPEC §9 exports answer the file, CSV or XLSX as asked by `formato` (errors still the envelope). */
export const EXPORT_FILE = fileResponse(
  MEDIA.export,
  'The file: CSV (UTF-8 with BOM, ";" separated) or an XLSX workbook, as asked by formato',
);

/** The media type of a Content-Type header, without parameters, lower-case. */
export function baseMediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

/** Whether `mediaType` is named by `documented` (an exact type or a range such as `image/*`). */
export function mediaTypeMatches(documented: string, mediaType: string): boolean {
  const doc = documented.toLowerCase();
  if (doc === '*/*' || doc === mediaType) return true;
  return doc.endsWith('/*') && mediaType.startsWith(doc.slice(0, -1));
}
