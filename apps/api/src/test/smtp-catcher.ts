import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the catcher accepted: its recipients and its text as a reader sees it. */
export interface CaughtMail {
  from: string;
  to: string[];
  /** Headers and body, soft line breaks joined and quoted-printable bytes decoded as UTF-8. */
  body: string;
}

/** Quoted-printable undone (`=\r\n` soft breaks, `=XX` bytes), read as UTF-8. */
export function readableMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** The subject line of a caught message, as its header reads. */
export function subjectOf(mail: CaughtMail): string {
  return /^Subject: (.*)$/m.exec(mail.body)?.[1] ?? '';
}

/**
 * A local SMTP server for the tests that follow mail over SMTP (the job queue's `mail.send`):
 * it keeps each message in `inbox`. With `refusals`, the first that many messages are refused
 * with a temporary error (451) before it accepts, for the retry tests.
 */
export async function startSmtpCatcher({ refusals = 0 }: { refusals?: number } = {}): Promise<{
  url: string;
  inbox: CaughtMail[];
  refusedCount: () => number;
  close: () => Promise<void>;
}> {
  const inbox: CaughtMail[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refused < refusals) {
          refused++;
          return callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
        }
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          body: readableMail(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    inbox,
    refusedCount: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
