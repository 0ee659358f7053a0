import type { FastifyInstance } from 'fastify';

/** Password of every demo account (DESIGN 'Demo data'). */
export const DEMO_PASSWORD = 'Demo2026';

const LOGIN_PATH = { student: '/api/Alumno/logaUsuario', company: '/api/Empresa/logaUsuario' } as const;
const RGPD_PATH = {
  student: '/api/Alumno/guardaAceptacionRGPD',
  company: '/api/Empresa/guardaAceptacionRGPD',
} as const;

/**
 * Signs a user in the way the web does and answers the bearer token: the role's own login
 * path, the company pick for contacts of several companies (the first one unless `idEmpresa`),
 * and the data-protection acceptance when the login asks for it. Staff get a god-mode token.
 */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  opts: { idEmpresa?: number; password?: string; headers?: Record<string, string> } = {},
): Promise<string> {
  const user = await app.db
    .selectFrom('users')
    .select('role')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  if (!user) throw new Error(`loginAs: no user ${email}`);
  const password = opts.password ?? DEMO_PASSWORD;
  const headers = opts.headers ?? {};

  if (user.role === 'staff') {
    const res = await app.inject({
      method: 'POST',
      url: '/api/Publico/modoDios',
      headers,
      payload: { eUsuario: email, ePassword: password },
    });
    const body = res.json();
    if (body.status !== 0) throw new Error(`loginAs ${email}: modoDios status ${body.status}`);
    return body.datos.token as string;
  }

  const role = user.role;
  const send = (eidEmpresa?: number) =>
    app.inject({
      method: 'POST',
      url: LOGIN_PATH[role],
      headers,
      payload: { eUsuario: email, ePassword: password, eidEmpresa },
    });
  let body = (await send(opts.idEmpresa)).json();
  if (body.status === 0 && Array.isArray(body.datos?.empresas)) {
    body = (await send(body.datos.empresas[0].idEmpresa)).json();
  }
  if (body.status !== 0) throw new Error(`loginAs ${email}: status ${body.status} ${body.mensaje ?? ''}`);
  const token = body.datos.token as string;
  if (body.datos.textoCortoRGPD !== null) {
    const res = await app.inject({
      method: 'GET',
      url: RGPD_PATH[role],
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    if (res.json().status !== 0) throw new Error(`loginAs ${email}: guardaAceptacionRGPD status ${res.json().status}`);
  }
  return token;
}

/** `{ authorization: 'Bearer …' }` for app.inject. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
