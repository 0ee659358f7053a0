import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the catcher accepted: its recipients and its text as a reader sees it. */
export interface CaughtMail {
  from: string;
  to: string[];
  /** Headers and body, soft line breaks joined and quoted-printable bytes decoded as UTF-8. */
  body: string;
}

/** `=XX` escapes as the bytes they stand for (one latin1 character each, read as UTF-8 later). */
const escapedBytes = (text: string) =>
  text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The headers' RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) as their bytes; the
 * space between two adjacent words is not part of the text. Anything else in a header is left as
 * sent: a header is not quoted-printable, and a link's token such as `token=61…` must stay whole.
 */
const decodedHeaderWords = (head: string) =>
  head
    .replace(/\?=\s+(?==\?[\w-]+\?[QB]\?)/gi, '?=')
    .replace(/=\?[\w-]+\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('latin1')
        : escapedBytes(text.replace(/_/g, ' ')),
    );

/**
 * The mail as a reader sees it: the headers' encoded words decoded, and the body's quoted-printable
 * undone (`=\r\n` soft breaks, `=XX` bytes); the bytes read as UTF-8.
 */
export function readableMail(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end);
  const bytes = decodedHeaderWords(head) + escapedBytes(body.replace(/=\r?\n/g, ''));
  return Buffer.from(bytes, 'latin1').toString('utf8');
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
