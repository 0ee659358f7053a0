import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import { AppError } from './app-error';
import { sendMail, type MailContext } from './mail';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let t: TestApp;
let server: SMTPServer;
let smtpUrl: string;
const received: Received[] = [];

function capturingLog() {
  const lines: Array<{ level: string; obj: unknown; msg: string }> = [];
  const log: MailContext['log'] = {
    info: ((obj: unknown, msg?: string) =>
      void lines.push({ level: 'info', obj, msg: msg ?? '' })) as MailContext['log']['info'],
    error: ((obj: unknown, msg?: string) =>
      void lines.push({ level: 'error', obj, msg: msg ?? '' })) as MailContext['log']['error'],
  };
  return { log, lines };
}

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

const recovery = {
  to: 'alumna@demo.test',
  subject: 'Restablecer contraseña',
  text: 'Para restablecer tu contraseña abre https://portal.example.org/restablecer-login?token=tok123 antes de una hora.',
  html: '<p>Abre <a href="https://portal.example.org/restablecer-login?token=tok123">este enlace</a>.</p>',
};

async function outboxRows() {
  return t.app.db.selectFrom('outbox_mail').selectAll().orderBy('id').execute();
}

describe('sendMail over SMTP', () => {
  it('delivers one message and writes nothing to the outbox', async () => {
    const { log, lines } = capturingLog();
    const result = await sendMail(
      { db: t.app.db, config: { ...t.config, smtpUrl, mailFrom: 'no-reply@portal.test' }, log },
      recovery,
    );
    expect(result.via).toBe('smtp');
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('no-reply@portal.test');
    expect(received[0].to).toEqual(['alumna@demo.test']);
    // Bodies travel quoted-printable: undo soft line breaks and the '=' escape.
    const body = received[0].raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain('https://portal.example.org/restablecer-login?token=tok123');
    expect(received[0].raw).toMatch(/^Subject: .*Restablecer/m);
    expect(await outboxRows()).toHaveLength(0);
    // One line with recipient and subject; the token never reaches the log when SMTP delivers.
    expect(lines).toHaveLength(1);
    expect(lines[0].obj).toEqual({ to: 'alumna@demo.test', subject: 'Restablecer contraseña' });
    expect(JSON.stringify(lines)).not.toContain('tok123');
  });

  it('answers error 12 when the server cannot be reached', async () => {
    const { log } = capturingLog();
    const err = await sendMail(
      { db: t.app.db, config: { ...t.config, smtpUrl: 'smtp://127.0.0.1:1' }, log },
      recovery,
    ).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe(12);
  });
});

describe('sendMail without SMTP', () => {
  it('#12.9 keeps the message in outbox_mail and logs only that a mail was queued, never its token', async () => {
    const { log, lines } = capturingLog();
    const app = { db: t.app.db, config: { ...t.config, smtpUrl: undefined }, log };
    const result = await sendMail(app, recovery);
    expect(result.via).toBe('outbox');
    const rows = await outboxRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      to_address: 'alumna@demo.test',
      subject: 'Restablecer contraseña',
      text: recovery.text,
      html: recovery.html,
      sent_at: null,
    });
    expect(rows[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual({
      level: 'info',
      obj: { outboxId: rows[0].id },
      msg: 'mail queued in outbox_mail (no SMTP_URL)',
    });
    expect(JSON.stringify(lines)).not.toContain('tok123');
  });

  it('takes the app itself as context', async () => {
    const before = (await outboxRows()).length;
    const result = await sendMail(t.app, { to: 'empresa@demo.test', subject: 'Aviso', text: 'Sin enlaces.' });
    expect(result.via).toBe('outbox');
    expect(await outboxRows()).toHaveLength(before + 1);
  });
});
