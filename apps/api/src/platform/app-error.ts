import { httpStatusFor } from '@portal/contracts/status-codes';
import { Status } from '@portal/contracts/status-names';

/**
 * The only way a service reports a business outcome other than success (DESIGN convention 4).
 * `code` is a code of the SPEC §8 catalogue, always named through `Status` (issue #13 part 3;
 * lint refuses a numeric literal); the HTTP status comes from the catalogue entry (ADR 0002).
 */
export class AppError extends Error {
  readonly code: number;
  readonly http: number;
  readonly datos: unknown;
  readonly mensaje?: string;

  constructor(code: number, opts: { http?: number; datos?: unknown; mensaje?: string } = {}) {
    super(`AppError ${code}`);
    this.name = 'AppError';
    this.code = code;
    this.http = opts.http ?? httpStatusFor(code);
    this.datos = opts.datos ?? null;
    this.mensaje = opts.mensaje;
  }
}

/**
 * An object that does not exist, or is not the caller's to see: HTTP 404 with status 1, the
 * answer of an unknown path (DESIGN convention 3), so that nobody learns which ids exist.
 */
export function notFound(): AppError {
  return new AppError(Status.Unexpected, { http: 404 });
}
