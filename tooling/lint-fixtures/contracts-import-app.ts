// Linted as packages/contracts/src/fixture.ts: contracts importing the API.
import { AppError } from '../../../apps/api/src/platform/app-error';

export const wrong = AppError;
