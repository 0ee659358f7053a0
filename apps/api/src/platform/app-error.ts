import { httpStatusFor } from '@portal/contracts/status-codes';

/**
 * The only way a service reports a business outcome other than success (DESIGN convention 4).
 * `code` is a code of the SPEC §8 catalogue; the error handler turns it into the envelope.
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
