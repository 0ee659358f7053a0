import type { FastifyBaseLogger } from 'fastify';
import { mailFailed, mailSent } from './metrics';
import nodemailer, { type Transporter } from 'nodemailer';
import { nowIso } from '../db/schema-helpers';
import { AppError } from './app-error';
import type { AppConfig } from './config';
import { enqueue, registerJobHandler } from './jobs/queue';
import type { Db } from './db';
import { Status } from '@portal/contracts/status-names';

/**
 * Outgoing mail (DESIGN 'mail'): over SMTP when SMTP_URL is set; otherwise the message is kept in
 * the `outbox_mail` table and a log line says a mail was queued there (never its content), so that
 * recovery and set-password links work on a machine without a mail server.
 * #18 part 2: with SMTP, `sendMail` queues a `mail.send` job in the caller's transaction and the
 * job runner delivers it, retrying with backoff (MAIL_RETRY_LIMIT, MAIL_RETRY_DELAY_SECONDS), so
 * that an SMTP outage loses no mail and a rolled-back write sends none (ADR 0017).
 */

export interface MailContext {
  db: Db;
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'> &
    Partial<Pick<AppConfig, 'mailRetryLimit' | 'mailRetryDelaySeconds'>>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Defaults to config.mailFrom. */
  from?: string;
  /** Extra headers (the alerts' List-Unsubscribe, issue #16 part 3); kept only over SMTP. */
  headers?: Record<string, string>;
}

export type MailResult =
  { via: 'smtp'; messageId: string } | { via: 'outbox'; id: number } | { via: 'queue'; jobId: string };

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
 * Sends one message. Takes the app (or any `{ db, config, log }` whose `db` may be a transaction).
 * With SMTP the message is queued as a `mail.send` job in `db` (#18 part 2): it leaves when the
 * transaction commits and the runner takes it. Without SMTP it goes to the outbox as before.
 */
export async function sendMail(ctx: MailContext, message: MailMessage): Promise<MailResult> {
  if (!ctx.config.smtpUrl) return deliverMail(ctx, message);
  const retryLimit = ctx.config.mailRetryLimit ?? 8;
  const jobId = await enqueue(ctx.db, 'mail.send', message, {
    maxAttempts: retryLimit + 1,
    retryDelaySeconds: ctx.config.mailRetryDelaySeconds ?? 30,
  });
  ctx.log.info({ jobId, subject: message.subject }, 'mail queued for delivery');
  return { via: 'queue', jobId };
}

/**
 * Delivers one message now: SMTP, or the outbox without SMTP_URL. Never logs the body; an SMTP
 * failure is error 12 of SPEC §8 (email send error), which makes the `mail.send` job retry.
 */
export async function deliverMail(ctx: MailContext, message: MailMessage): Promise<MailResult> {
  const { db, config, log } = ctx;
  if (config.smtpUrl) {
    try {
      const info = await transportFor(config.smtpUrl).sendMail({
        from: message.from ?? config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
      log.info({ to: message.to, subject: message.subject }, 'mail sent');
      mailSent.inc({ via: 'smtp' });
      return { via: 'smtp', messageId: String(info.messageId) };
    } catch (err) {
      log.error({ to: message.to, subject: message.subject, err: (err as Error).message }, 'mail not sent');
      mailFailed.inc();
      // The SMTP answer travels as the cause, for the failed job the office console shows (#18 part 3).
      throw Object.assign(new AppError(Status.MailNotSent), { cause: err });
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

// #18 part 2: the queued mail. A retry after a failed attempt sends again; an attempt whose SMTP
// answer was lost may be sent twice (SMTP offers no idempotency key), never lost.
registerJobHandler('mail.send', async (ctx, payload) => {
  await deliverMail(ctx, payload as MailMessage);
});
