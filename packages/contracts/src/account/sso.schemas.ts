import { z } from 'zod';

/**
 * Single sign-on (SPEC §2 /acceso, §6 error 95, §7 validaRespuestaLoginIntegrado). The flow is
 * described in docs/account.md: GET /api/Publico/sso/inicio redirects to the brand's identity
 * provider, which sends the browser back to /acceso?code=...&state=...; that page posts the whole
 * query string here and gets the same answer as logaUsuario.
 */
export const ZSsoCallbackBody = z.object({
  /** The full callback query string ('code=...&state=...', with or without the leading '?'). */
  respuesta: z.string({ error: 'required' }).trim().min(1, 'required').max(4096, 'malformed'),
});
export type TSsoCallbackBody = z.infer<typeof ZSsoCallbackBody>;
