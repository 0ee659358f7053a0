import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { startSmtpCatcher, type CaughtMail } from '../../test/smtp-catcher';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { call, codeOf, waitFor } from '../cv/cv-test-kit';
import { drainJobs } from '../../platform/jobs/queue';
import { LINK_TTL_MS } from './password-links.service';

// The recovery mail goes through a local SMTP server (smtp-server) and the test follows the link
// it carries, as a person would. Demo users: alumna@ (1), master@ (2), empresa@ (4, contact of
// company 1 'Tecnologías Levante', CIF in the seed), grupo@ (5).

type Received = CaughtMail;

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let inbox: Received[] = [];

/** #18 part 2: mail over SMTP is a queued job; the test runs the queue, then reads the inbox. */
async function mailTo(address: string, after = 0, app: TestApp['app'] = t.app): Promise<Received> {
  // The recovery mail is queued by a detached task after the answer: run the queue while waiting.
  return waitFor(async () => {
    await drainJobs(app);
    return inbox.slice(after).find((m) => m.to.includes(address));
  });
}

function linkIn(mail: Received, page: string): URL {
  const match = new RegExp(`https?://[^\\s"<>]+${page}\\?token=[\\w-]+`).exec(mail.body);
  if (!match) throw new Error(`no ${page} link in mail`);
  return new URL(match[0]);
}

const newPassword = (n: number) => `Nueva${n}2026`;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  inbox = smtp.inbox;
  const smtpUrl = smtp.url;
  t = await buildTestApp({ config: { smtpUrl, mailFrom: 'no-reply@portal.test' } });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

beforeEach(async () => {
  // Each test starts without earlier links (the one-mail-a-minute throttle would hold them back).
  await t.app.db.deleteFrom('password_tokens').execute();
});

describe('student recovery: solicitarReseteoPassword -> mail -> restablecerPassword', () => {
  it('mails a single-use link to /restablecer-candidato, resets the password and revokes old sessions', async () => {
    const oldSession = await loginAs(t.app, 'alumna@demo.test');
    const before = inbox.length;
    const res = await call(t.app, 'POST', '/api/Alumno/solicitarReseteoPassword', null, {
      usuario: 'Alumna@Demo.test',
    });
    expect(res.body).toMatchObject({ status: 0, aviso: 505, datos: null });
    const mail = await mailTo('alumna@demo.test', before);
    const link = linkIn(mail, '/restablecer-candidato');
    expect(link.origin).toBe('http://localhost:3000');
    const token = link.searchParams.get('token')!;
    // Only the hash is stored.
    const stored = await t.app.db
      .selectFrom('password_tokens')
      .selectAll()
      .where('user_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect(new Date(stored.expires_at).getTime() - new Date(stored.created_at).getTime()).toBe(LINK_TTL_MS.reset);

    const reset = await call(t.app, 'POST', '/api/Alumno/restablecerPassword', null, {
      token,
      password: newPassword(1),
      confirmacionPassword: newPassword(1),
    });
    expect(reset.body).toMatchObject({ status: 0, aviso: 508 });
    await expect(loginAs(t.app, 'alumna@demo.test', { password: newPassword(1) })).resolves.toBeTruthy();
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Alumno/logaUsuario', null, { eUsuario: 'alumna@demo.test', ePassword: 'Demo2026' }),
      ),
    ).toEqual([400, 3]);
    // SPEC §4: the password changed, every older session ends.
    expect(await codeOf(call(t.app, 'GET', '/api/Alumno/dameCvUsuario', oldSession))).toEqual([401, 2]);
    // The link works once.
    expect(
      await codeOf(call(t.app, 'POST', '/api/Alumno/restablecerPassword', null, { token, password: newPassword(2) })),
    ).toEqual([400, 42]);
  });

  it('finds the student by DNI too, and refuses an expired link (42)', async () => {
    const before = inbox.length;
    await call(t.app, 'POST', '/api/Alumno/solicitarReseteoPassword', null, { usuario: '87654321x' });
    const token = linkIn(await mailTo('master@demo.test', before), '/restablecer-candidato').searchParams.get('token')!;
    await t.app.db
      .updateTable('password_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', 2)
      .execute();
    expect(
      await codeOf(call(t.app, 'POST', '/api/Alumno/restablecerPassword', null, { token, password: newPassword(3) })),
    ).toEqual([400, 42]);
    await expect(loginAs(t.app, 'master@demo.test')).resolves.toBeTruthy();
  });

  it('answers the same 505 for an unknown user and mails nobody', async () => {
    const before = inbox.length;
    const res = await call(t.app, 'POST', '/api/Alumno/solicitarReseteoPassword', null, { usuario: 'nadie@demo.test' });
    expect(res.body).toEqual({ status: 0, aviso: 505, datos: null });
    // A company login on the student path is unknown there too.
    expect(
      (await call(t.app, 'POST', '/api/Alumno/solicitarReseteoPassword', null, { usuario: 'empresa@demo.test' })).body,
    ).toEqual({ status: 0, aviso: 505, datos: null });
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.length).toBe(before);
    expect(await t.app.db.selectFrom('password_tokens').select('id').execute()).toEqual([]);
  });

  it('sends one mail a minute at most and keeps only the latest link', async () => {
    const before = inbox.length;
    await call(t.app, 'POST', '/api/Alumno/solicitarReseteoPassword', null, { usuario: 'master@demo.test' });
    await mailTo('master@demo.test', before);
    await call(t.app, 'POST', '/api/Alumno/solicitarReseteoPassword', null, { usuario: 'master@demo.test' });
    await new Promise((r) => setTimeout(r, 300));
    await drainJobs(t.app);
    expect(inbox.slice(before).filter((m) => m.to.includes('master@demo.test'))).toHaveLength(1);
    expect(await t.app.db.selectFrom('password_tokens').select('id').where('user_id', '=', 2).execute()).toHaveLength(
      1,
    );
  });

  it('refuses a weak password (28) and a mismatched confirmation (15) without spending the link', async () => {
    const before = inbox.length;
    await call(t.app, 'POST', '/api/Alumno/solicitarReseteoPassword', null, { usuario: 'master@demo.test' });
    const token = linkIn(await mailTo('master@demo.test', before), '/restablecer-candidato').searchParams.get('token')!;
    expect(
      await codeOf(call(t.app, 'POST', '/api/Alumno/restablecerPassword', null, { token, password: 'sinnumero' })),
    ).toEqual([400, 28]);
    expect(
      await codeOf(call(t.app, 'POST', '/api/Alumno/restablecerPassword', null, { token, password: 'Corta1' })),
    ).toEqual([400, 28]);
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Alumno/restablecerPassword', null, {
          token,
          password: newPassword(4),
          confirmacionPassword: 'otra',
        }),
      ),
    ).toEqual([400, 15]);
    // A student's link is refused on the company path.
    expect(
      await codeOf(call(t.app, 'POST', '/api/Empresa/restablecerPassword', null, { token, password: newPassword(4) })),
    ).toEqual([400, 42]);
    expect(
      await codeOf(call(t.app, 'POST', '/api/Alumno/restablecerPassword', null, { token, password: newPassword(4) })),
    ).toEqual([200, 0]);
  });
});

describe('company recovery: recuerdoPassword -> mail -> restablecerPassword', () => {
  it('finds the contact by e-mail, nick or CIF and mails a link to /restablecer-login (505 always)', async () => {
    const company = await t.app.db.selectFrom('companies').select('cif').where('id', '=', 1).executeTakeFirstOrThrow();
    await t.app.db.updateTable('company_contacts').set({ nick: 'JLopez' }).where('user_id', '=', 4).execute();
    for (const [i, body] of [
      { nick: 'empresa@demo.test' },
      { nick: 'jlopez' },
      { nick: company.cif.toLowerCase() },
      { cif: company.cif },
    ].entries()) {
      await t.app.db.deleteFrom('password_tokens').execute();
      const before = inbox.length;
      const res = await call(t.app, 'POST', '/api/Empresa/recuerdoPassword', null, body);
      expect(res.body).toEqual({ status: 0, aviso: 505, datos: null });
      const link = linkIn(await mailTo('empresa@demo.test', before), '/restablecer-login');
      if (i === 3) {
        const reset = await call(t.app, 'POST', '/api/Empresa/restablecerPassword', null, {
          token: link.searchParams.get('token'),
          password: newPassword(5),
        });
        expect(reset.body).toMatchObject({ status: 0, aviso: 508 });
        await expect(loginAs(t.app, 'empresa@demo.test', { password: newPassword(5) })).resolves.toBeTruthy();
        // A company link is refused on the student path, and used links are spent.
        expect(
          await codeOf(
            call(t.app, 'POST', '/api/Alumno/restablecerPassword', null, {
              token: link.searchParams.get('token'),
              password: newPassword(6),
            }),
          ),
        ).toEqual([400, 42]);
      }
    }
    expect((await call(t.app, 'POST', '/api/Empresa/recuerdoPassword', null, { nick: 'nadie' })).body).toEqual({
      status: 0,
      aviso: 505,
      datos: null,
    });
    expect(await codeOf(call(t.app, 'POST', '/api/Empresa/recuerdoPassword', null, {}))).toEqual([400, 15]);
  });

  it('refuses an unknown token (42)', async () => {
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Empresa/restablecerPassword', null, {
          token: 'x'.repeat(43),
          password: newPassword(7),
        }),
      ),
    ).toEqual([400, 42]);
  });
});

// issue #12 item 1: the Host header was checked only up to its last ':' but the link was built
// from the whole header, so `practicas.ulevante.example:443@evil.example` mailed a live token to
// evil.example. Every link now starts with the brand's publicUrl (brands/default: localhost:3000).
const HOSTILE_HOSTS = [
  'practicas.ulevante.example:443@evil.example',
  'localhost:3000@evil.example',
  'practicas.ulevante.example:@evil.example:443',
  'evil.example',
  'evil.example:443',
  'localhost:80#@evil.example',
  'practicas.ulevante.example.evil.example',
];

describe('#12.1 mailed links ignore the request headers', () => {
  const RECOVERY = [
    {
      url: '/api/Alumno/solicitarReseteoPassword',
      payload: { usuario: 'antiguo@demo.test' },
      to: 'antiguo@demo.test',
      page: '/restablecer-candidato',
    },
    {
      url: '/api/Empresa/recuerdoPassword',
      payload: { nick: 'grupo@demo.test' },
      to: 'grupo@demo.test',
      page: '/restablecer-login',
    },
  ];

  async function linkAfter(
    app: TestApp['app'],
    route: (typeof RECOVERY)[number],
    headers: Record<string, string | string[]>,
  ): Promise<URL> {
    await app.db.deleteFrom('password_tokens').execute();
    const before = inbox.length;
    const res = await app.inject({ method: 'POST', url: route.url, headers, payload: route.payload });
    expect(res.json()).toMatchObject({ status: 0, aviso: 505 });
    return linkIn(await mailTo(route.to, before, app), route.page);
  }

  it('#12.1 a hostile Host header (userinfo, port tricks, other hosts) never reaches the reset link', async () => {
    for (const route of RECOVERY) {
      for (const host of HOSTILE_HOSTS) {
        const link = await linkAfter(t.app, route, { host });
        expect({ host, origin: link.origin, username: link.username }).toEqual({
          host,
          origin: 'http://localhost:3000',
          username: '',
        });
      }
    }
  });

  it('#12.1 doubled Host headers and forwarded headers behind a trusted proxy never reach the reset link', async () => {
    const behindProxy = await buildTestApp({
      config: { smtpUrl: t.config.smtpUrl, mailFrom: 'no-reply@portal.test', trustProxy: ['127.0.0.1'] },
    });
    try {
      for (const route of RECOVERY) {
        const variants: Array<Record<string, string | string[]>> = [
          { host: ['localhost', 'evil.example'] },
          { 'x-forwarded-host': 'evil.example' },
          { 'x-forwarded-host': 'practicas.ulevante.example:443@evil.example', 'x-forwarded-proto': 'https' },
          { 'x-forwarded-host': 'localhost, evil.example' },
          { host: 'catalunya.localhost', 'x-forwarded-host': 'evil.example' },
        ];
        for (const headers of variants) {
          const link = await linkAfter(behindProxy.app, route, headers);
          expect({ headers, origin: link.origin }).toEqual({ headers, origin: 'http://localhost:3000' });
        }
      }
    } finally {
      await behindProxy.close();
    }
  });

  it("#12.1 a brand's link starts with its own publicUrl", async () => {
    const link = await linkAfter(t.app, RECOVERY[0], { host: 'catalunya.localhost' });
    expect(link.origin).toBe('http://catalunya.localhost:3000');
  });
});
