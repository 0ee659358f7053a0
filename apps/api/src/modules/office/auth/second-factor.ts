import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { AppConfig } from '../../../platform/config';
import { checkClaims, verifyHs256 } from '../../../platform/jwt-hs256';
import { jwtKeyFor } from '../../../platform/jwt-secret';

/**
 * The pieces of an admin's second factor (issue #14): TOTP of RFC 6238 through otplib, the
 * short-lived ticket that carries a proven password to the code step, and one-time recovery codes
 * (random, shown once, stored as SHA-256).
 */

/** The password step's ticket: signed like a session token but with its own issuer, so it opens nothing else. */
const TICKET_ISSUER = 'placement-portal/second-factor';
const TICKET_TTL_SECONDS = 5 * 60;
export type TicketPurpose = 'codigo' | 'alta';

export const TICKET_TTL_MS = TICKET_TTL_SECONDS * 1000;

export interface Ticket {
  userId: number;
  purpose: TicketPurpose;
  tokenVersion: number;
}

/** A ticket as read back: with its own id, which its wrong codes are counted against. */
export interface ReadTicket extends Ticket {
  id: string;
}

export async function issueTicket(
  config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>,
  ticket: Ticket,
  audience: string,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ pur: ticket.purpose, ver: ticket.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TICKET_ISSUER)
    .setAudience(audience)
    .setSubject(String(ticket.userId))
    .setJti(crypto.randomBytes(12).toString('base64url'))
    .setIssuedAt(now)
    .setExpirationTime(now + TICKET_TTL_SECONDS)
    .sign(jwtKeyFor(config));
}

/** The ticket's content, or null when it is forged, of another brand or expired. */
export function readTicket(
  config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>,
  token: string,
  audience: string,
): ReadTicket | null {
  const payload = verifyHs256(token, jwtKeyFor(config));
  if (!payload || !checkClaims(payload, { issuer: TICKET_ISSUER, audience })) return null;
  const userId = Number(payload.sub);
  if (
    !Number.isInteger(userId) ||
    (payload.pur !== 'codigo' && payload.pur !== 'alta') ||
    typeof payload.ver !== 'number' ||
    typeof payload.jti !== 'string'
  )
    return null;
  return { id: payload.jti, userId, purpose: payload.pur, tokenVersion: payload.ver };
}

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI and its QR code (PNG data URL) for the authenticator app. */
export async function enrolmentQr(input: {
  secret: string;
  issuer: string;
  label: string;
}): Promise<{ uri: string; qr: string }> {
  const uri = generateURI({ issuer: input.issuer, label: input.label, secret: input.secret });
  return { uri, qr: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 220 }) };
}

/** The time step of a valid code (one step of clock drift either way), or null. */
export async function totpStep(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: 30 });
  // The TOTP strategy answers the time step of the matching code (the union type also covers HOTP).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like 'k3f9x-q2m7c' (10 characters of a 31-letter alphabet: about 50 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = crypto.randomBytes(10);
    const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Codes are compared without case, spaces or dashes, as people type them. */
export function hashRecoveryCode(code: string): string {
  const normal = code.toLowerCase().replace(/[\s-]/g, '');
  return crypto.createHash('sha256').update(normal, 'utf8').digest('hex');
}
