import { z } from 'zod';

/**
 * The student's confirmation of a new login the office's import read (ADR 0033): the token of the
 * link mailed to the new address; the answer is the login from now on.
 */
export const ZConfirmEmailBody = z.object({
  token: z.string({ error: 'required' }).trim().min(20, 'malformed').max(200, 'malformed'),
});
export type TConfirmEmailBody = z.infer<typeof ZConfirmEmailBody>;

export const ZConfirmEmailResult = z.object({ email: z.string() });
export type TConfirmEmailResult = z.infer<typeof ZConfirmEmailResult>;
