import { z } from 'zod';
import { newContactShape } from '@portal/contracts/company/company-fields';

/** A new contact's password, when given, must be confirmed (SPEC §5 'confirmation must match'). */
export function checkPasswordConfirmation(
  v: { password?: string | undefined; confirmacionPassword?: string | null },
  ctx: { addIssue(issue: { code: 'custom'; path: string[]; message: string }): void },
): void {
  if (v.password && (v.confirmacionPassword ?? '') !== v.password)
    ctx.addIssue({ code: 'custom', path: ['confirmacionPassword'], message: 'mismatch' });
}

/** addContactoEmpresa and the registration's contacts: the contract's fields plus the confirmation. */
export const ZNewContactForm = z
  .object({ ...newContactShape, confirmacionPassword: z.string().nullish() })
  .superRefine(checkPasswordConfirmation);
