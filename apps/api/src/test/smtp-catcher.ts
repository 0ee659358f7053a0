import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the catcher accepted: its recipients and its text as a reader sees it. */
export interface CaughtMail {
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

/**
 * A local SMTP server for the tests that follow mail over SMTP (the job queue's `mail.send`):
 * it accepts everything and keeps each message in `inbox`.
 */
export async function startSmtpCatcher(): Promise<{ url: string; inbox: CaughtMail[]; close: () => Promise<void> }> {
  const inbox: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
