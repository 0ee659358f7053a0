// Linted as apps/api/src/modules/offers/fixture.service.ts: a numeric status code.
import { AppError } from '../../platform/app-error';

export const refuse = (placement: boolean) => {
  if (placement) throw new AppError(48);
  throw new AppError(placement ? 13 : 47);
};
