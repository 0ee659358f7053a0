import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { mailFailed, mailSent } from './metrics';
import nodemailer, { type Transporter } from 'nodemailer';
import { nowIso } from '../db/schema-helpers';
import { AppError } from './app-error';
import type { AppConfig } from './config';
import { enqueue, registerJobHandler } from './jobs/queue';
import type { Db } from './db';
import { deliveryOf, recordDelivery } from './mail-deliveries.repository';
import { Status } from '@portal/contracts/status-names';

/**
 * Outgoing mail (DESIGN 'mail'): over SMTP when SMTP_URL is set; otherwise the message is kept in
 * the `outbox_mail` table and a log line says a mail was queued there (never its content), so that
 * recovery and set-password links work on a machine without a mail server.
 * #18 part 2: with SMTP, `sendMail` queues a `mail.send` job in the caller's transaction and the
 * job runner delivers it, retrying with backoff (MAIL_RETRY_LIMIT, MAIL_RETRY_DELAY_SECONDS), so
 * that an SMTP outage loses no mail and a rolled-back write sends none (ADR 0017).
 * Each queued mail carries a message key, recorded in `mail_deliveries` when the SMTP server
 * accepts it and checked before sending (ADR 0036): a job run again after a crash sends nothing
 * more once the first run's send completed.
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

/** The payload of a `mail.send` job: the message and its key (absent in jobs queued before 0037). */
interface QueuedMail extends MailMessage {
  key?: string;
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
  const queued: QueuedMail = { ...message, key: crypto.randomUUID() };
  const jobId = await enqueue(ctx.db, 'mail.send', queued, {
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
export async function deliverMail(ctx: MailContext, message: MailMessage, key?: string): Promise<MailResult> {
  const { db, config, log } = ctx;
  if (config.smtpUrl) {
    const from = message.from ?? config.mailFrom;
    try {
      const info = await transportFor(config.smtpUrl).sendMail({
        // The key's Message-ID: should a crash still send a message twice, both copies are one
        // message to the reader's mail program.
        ...(key ? { messageId: messageIdFor(key, from) } : {}),
        from,
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

/** `<key@domain of the sender>`, the RFC 5322 Message-ID of a queued mail. */
function messageIdFor(key: string, from: string): string {
  const domain = /@([^\s>]+)/.exec(from)?.[1] ?? 'portal.invalid';
  return `<${key}@${domain}>`;
}

/**
 * The queued mail (ADR 0017), retried with backoff after a failed attempt. ADR 0036: a key found
 * in `mail_deliveries` was sent by an earlier run of this job (its instance died before marking
 * the job done, and pg-boss or the SQLite runner gave it out again): nothing is sent again. Only
 * a crash between the SMTP server's acceptance and the record, a few milliseconds, can still send
 * it twice (SMTP offers no idempotency key), with the same Message-ID; a mail is never lost.
 */
registerJobHandler('mail.send', async (ctx, payload) => {
  const message = payload as QueuedMail;
  if (!message.key || !ctx.config.smtpUrl) {
    await deliverMail(ctx, message);
    return;
  }
  if (await deliveryOf(ctx.db, message.key)) {
    ctx.log.info({ key: message.key }, 'mail already delivered by an earlier run of its job: not sent again');
    return;
  }
  const result = await deliverMail(ctx, message, message.key);
  await recordDelivery(ctx.db, {
    message_key: message.key,
    message_id:
      result.via === 'smtp' ? result.messageId : messageIdFor(message.key, message.from ?? ctx.config.mailFrom),
    sent_at: new Date().toISOString(),
  });
});
