import type { FastifyBaseLogger } from 'fastify';
import { mailFailed, mailSent } from './metrics';
import nodemailer, { type Transporter } from 'nodemailer';
import { nowIso } from '../db/schema-helpers';
import { AppError } from './app-error';
import type { AppConfig } from './config';
import type { Db } from './db';
import { Status } from '@portal/contracts/status-names';

/**
 * Outgoing mail (DESIGN 'mail'): over SMTP when SMTP_URL is set; otherwise the message is kept in
 * the `outbox_mail` table and a log line says a mail was queued there (never its content), so that
 * recovery and set-password links work on a machine without a mail server.
 */

export interface MailContext {
  db: Db;
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Defaults to config.mailFrom. */
  from?: string;
}

export type MailResult = { via: 'smtp'; messageId: string } | { via: 'outbox'; id: number };

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/**
 * Sends one message. Takes the app (or any `{ db, config, log }`). Never logs the body; an SMTP
 * failure is error 12 of SPEC §8 (email send error).
 */
export async function sendMail(ctx: MailContext, message: MailMessage): Promise<MailResult> {
  const { db, config, log } = ctx;
  if (config.smtpUrl) {
    try {
      const info = await transportFor(config.smtpUrl).sendMail({
        from: message.from ?? config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      log.info({ to: message.to, subject: message.subject }, 'mail sent');
      mailSent.inc({ via: 'smtp' });
      return { via: 'smtp', messageId: String(info.messageId) };
    } catch (err) {
      log.error({ to: message.to, subject: message.subject, err: (err as Error).message }, 'mail not sent');
      mailFailed.inc();
      throw new AppError(Status.MailNotSent);
    }
  }
  const row = await db
    .insertInto('outbox_mail')
    .values({
      to_address: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      created_at: nowIso(),
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The log says only that a mail was queued: its links carry live reset and set-password tokens,
  // and logs travel further than the database (issue #12 item 9). A developer reads the outbox.
  log.info({ outboxId: row.id }, 'mail queued in outbox_mail (no SMTP_URL)');
  mailSent.inc({ via: 'outbox' });
  return { via: 'outbox', id: row.id };
}
