import type { FastifyBaseLogger } from 'fastify';
import type { TErrorReportBody } from '@portal/contracts/error-reports/error-reports.schemas';
import { getStatusEntry } from '@portal/contracts/status-codes';

/** The webhook gets a few seconds: a slow chat service must not hold the client's request. */
const WEBHOOK_TIMEOUT_MS = 5000;

export interface TReportContext {
  /** Brand key or host of the request, so the team knows which portal failed. */
  origin: string;
  userAgent?: string;
  now?: Date;
}

/**
 * Slack-compatible escaping (&, <, >) so a reported text can never ping a channel (`<!channel>`)
 * or forge a link; control characters are dropped.
 */
export function escapeChatText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
  );
}

/** One line per report: when, where, which code, and the server message if any. */
export function formatReport(report: TErrorReportBody, ctx: TReportContext): string {
  const title = getStatusEntry(report.status)?.es.titulo;
  const parts = [
    `[${ctx.origin}]`,
    `Error ${report.status}${title ? ` (${title})` : ''}`,
    `en ${report.ruta}`,
    (ctx.now ?? new Date()).toISOString(),
  ];
  if (report.mensaje) parts.push(`mensaje: ${report.mensaje}`);
  if (ctx.userAgent) parts.push(`agente: ${ctx.userAgent.slice(0, 200)}`);
  return escapeChatText(parts.join(' · '));
}

/**
 * SPEC §7: forwards the report to the team chat webhook as `{ text }` (Slack-compatible) when one
 * is configured; otherwise, or when the webhook fails, the report is logged. Never throws.
 */
export async function deliverErrorReport(
  webhookUrl: string | undefined,
  report: TErrorReportBody,
  ctx: TReportContext,
  log: FastifyBaseLogger,
): Promise<'sent' | 'logged'> {
  const text = formatReport(report, ctx);
  if (!webhookUrl) {
    log.warn({ errorReport: { status: report.status, ruta: report.ruta } }, text);
    return 'logged';
  }
  try {
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`webhook answered HTTP ${res.status}`);
    return 'sent';
  } catch (err) {
    log.error(
      { err: (err as Error).message, errorReport: { status: report.status, ruta: report.ruta } },
      `error report not delivered: ${text}`,
    );
    return 'logged';
  }
}
