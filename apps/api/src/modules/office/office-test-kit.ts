import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { call } from '../../test/call';
import { DEMO_PASSWORD } from '../../test/login';

/** Helpers of the office tests: sign in as staff (with the second factor when asked), read the outbox. */

export const CATALAN_HOST = { host: 'catalunya.localhost' };

/** A TOTP code the server has not accepted yet (each time step is accepted once). */
export async function freshCode(app: FastifyInstance, userId: number, secret: string): Promise<string> {
  const row = await app.db
    .selectFrom('staff_members')
    .select('totp_last_step')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const nowStep = Math.floor(Date.now() / 30_000);
  const step = Math.max(nowStep, (row?.totp_last_step ?? 0) + 1);
  return generate({ secret, epoch: step * 30 });
}

/**
 * Signs an office member in as the console does and answers the session token: password, then
 * the enrolment (first sign-in of an admin) or the code step.
 */
export async function officeLogin(
  app: FastifyInstance,
  email: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const first = await call(
    app,
    'POST',
    '/api/Gestion/logaUsuario',
    null,
    { eUsuario: email, ePassword: DEMO_PASSWORD },
    headers,
  );
  if (first.body.status !== 0) throw new Error(`officeLogin ${email}: status ${first.body.status}`);
  const datos = first.body.datos;
  if (datos.token) return datos.token as string;
  const user = await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  if (datos.segundoFactor === 'alta') {
    const codigo = await freshCode(app, user.id, datos.secreto);
    const done = await call(
      app,
      'POST',
      '/api/Gestion/confirmaSegundoFactor',
      null,
      { ticket: datos.ticket, codigo },
      headers,
    );
    if (done.body.status !== 0) throw new Error(`officeLogin ${email}: enrolment status ${done.body.status}`);
    return done.body.datos.token as string;
  }
  const member = await app.db
    .selectFrom('staff_members')
    .select('totp_secret')
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  const codigo = await freshCode(app, user.id, member.totp_secret as string);
  const done = await call(app, 'POST', '/api/Gestion/logaUsuario', null, { ticket: datos.ticket, codigo }, headers);
  if (done.body.status !== 0) throw new Error(`officeLogin ${email}: code status ${done.body.status}`);
  return done.body.datos.token as string;
}

export async function outboxTo(app: FastifyInstance, address: string) {
  return app.db
    .selectFrom('outbox_mail')
    .select(['id', 'subject', 'text'])
    .where('to_address', '=', address)
    .orderBy('id', 'desc')
    .execute();
}

export async function auditRows(app: FastifyInstance, action: string) {
  return app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
}

export async function waitFor<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}
