import { Status } from '@portal/contracts/status-names';
import { AppError } from './app-error';
import { today, type Zoned } from './clock';

/**
 * Dates that record something that happened (a signature, the deed of a signer's powers, a birth)
 * cannot be after today in the brand's zone (DESIGN 'one clock'): 315, with `datos.campos` naming
 * each such field, as the schema refusals do. Called before anything is written, so a refused
 * request changes nothing. Absent fields are not checked.
 */
export function refuseFutureDates(brand: Zoned, fields: Record<string, string | null | undefined>): void {
  const day = today(brand);
  const campos = Object.entries(fields)
    .filter(([, value]) => typeof value === 'string' && value.slice(0, 10) > day)
    .map(([campo]) => ({ campo, error: String(Status.DateInTheFuture) }));
  if (campos.length > 0) throw new AppError(Status.DateInTheFuture, { datos: { campos } });
}
