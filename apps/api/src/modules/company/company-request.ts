import type { TBrandTexts } from '@portal/contracts/brand';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error';
import { auditOrigin } from '../../platform/audit';
import { authenticate } from '../../platform/auth';
import { contentLang } from '../../platform/content-language';
import { Status } from '@portal/contracts/status-names';

/** What every company route takes from its request (token company, user, brand, language). */

export interface CompanyScope {
  companyId: number;
  userId: number;
  brand: FastifyRequest['brand'];
  lang: 'es' | 'ca';
  /** The request id and IP the audit rows of the company's changes carry (issue #14 part 6). */
  origin: { requestId: string; ip: string };
}

/** onRequest hooks of the company calls: a company token (401/2 without, 403/71 for another role). */
export const companyOnly = { onRequest: [authenticate(['company'])] };

export const secured = [{ bearer: [] }];

export function companyScope(request: FastifyRequest): CompanyScope {
  const { companyId, userId } = request.user;
  // A company token always names its company (verifyToken); this guards against misuse.
  if (companyId === null) throw new AppError(Status.NoPermission);
  // The page's language (#16 part 8, issue #12 item 22): what the office wrote in Catalan reaches a
  // contact reading in Catalan even before a preference is saved; else the saved preference.
  return { companyId, userId, brand: request.brand, lang: contentLang(request), origin: auditOrigin(request) };
}

type TextKey = {
  [K in keyof TBrandTexts]-?: TBrandTexts[K] extends string | undefined ? K : never;
}[keyof TBrandTexts];

/** A brand text in the user's language (SPEC §3 'Brand settings read'), or undefined. */
export function brandText(brand: FastifyRequest['brand'], lang: 'es' | 'ca', key: TextKey): string | undefined {
  const value = brand.texts[lang]?.[key] ?? brand.texts.es[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * A success with a notice whose body the brand replaces: `aviso` names the notice (503, 504,
 * 513, 517, 536), `mensaje` carries the brand's text when it has one (ADR 0002 envelope).
 */
export function okWithBrandMessage<T>(datos: T, aviso: number, mensaje: string | undefined) {
  return mensaje ? { status: 0, datos, aviso, mensaje } : { status: 0, datos, aviso };
}
