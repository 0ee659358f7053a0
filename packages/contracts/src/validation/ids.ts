import { z } from 'zod';
import { ID_MAX } from '../limits';

/**
 * Every id a request carries, in bodies, queries and paths (issue #12 item 2): a whole number
 * from 1 to ID_MAX, the range of the tables' integer keys on both engines. `missing` is the
 * message for an absent or non-numeric value ('required' or 'malformed'); the rest is 'malformed'.
 */
export function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= ID_MAX;
}

type TMissing = 'required' | 'malformed' | ((issue: { input?: unknown }) => string);

/** An id sent as a JSON number. */
export function zId(missing: TMissing = 'malformed') {
  return z.number({ error: missing }).int('malformed').positive('malformed').max(ID_MAX, 'malformed');
}

/** An id that may come as text (path parameters, queries, legacy clients). */
export function zCoercedId(missing: TMissing = 'malformed') {
  return z.coerce.number({ error: missing }).int('malformed').positive('malformed').max(ID_MAX, 'malformed');
}

/** The id written in `text` (digits only, within the id range), else null. */
export function idFromText(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return isId(n) ? n : null;
}

/** `/{id}` path parameters. */
export const ZIdPathParams = z.object({ id: zCoercedId() });
