import { describe, expect, it } from 'vitest';
import { ZLoginBody } from '@portal/contracts/auth/auth.schemas';
import {
  credentialErrors,
  credentialsToSend,
  LOGIN_PASSWORD_MAX,
  LOGIN_USER_MAX,
  type TCredentialValues,
} from './credential-rules';

// ADR 0004: the login form's own rules must accept and reject what ZLoginBody does, with the same
// SPEC §5 message key.
function zodErrors(values: TCredentialValues): Record<string, string> {
  const result = ZLoginBody.safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const SAMPLES = [
  '',
  ' ',
  '   ',
  'a',
  ' alumna@demo.test ',
  'Demo2026',
  'x'.repeat(LOGIN_USER_MAX),
  ` ${'x'.repeat(LOGIN_USER_MAX)} `,
  'x'.repeat(LOGIN_USER_MAX + 1),
  'x'.repeat(LOGIN_PASSWORD_MAX),
  'x'.repeat(LOGIN_PASSWORD_MAX + 1),
];

describe('login form rules (ADR 0004) agree with the contracts ZLoginBody', () => {
  it('gives the same verdict and message for every pair of samples', () => {
    for (const eUsuario of SAMPLES) {
      for (const ePassword of SAMPLES) {
        const values = { eUsuario, ePassword };
        expect(credentialErrors(values), `${eUsuario.length} / ${ePassword.length} chars`).toEqual(zodErrors(values));
      }
    }
  });

  it('sends the user trimmed, as the schema outputs it', () => {
    const parsed = ZLoginBody.parse({ eUsuario: ' alumna@demo.test ', ePassword: ' pw ' });
    expect(credentialsToSend({ eUsuario: ' alumna@demo.test ', ePassword: ' pw ' })).toEqual({
      eUsuario: parsed.eUsuario,
      ePassword: parsed.ePassword,
    });
  });
});
