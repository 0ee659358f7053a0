import type { Generated } from 'kysely';

/**
 * Sign-in state that must be shared by every API instance (SPEC §4 Session and Login): token
 * revocations, failed sign-in counters and data-protection (RGPD) texts and acceptances.
 * Timestamps are ISO-8601 UTC text (ADR 0003).
 */
export interface RevokedTokenRow {
  /** The `jti` claim of a revoked token (logout). */
  jti: string;
  user_id: number;
  /** The token's own expiry: past it the row can be dropped, the token is refused anyway. */
  expires_at: string;
}

export interface LoginThrottleRow {
  /** 'acct:<lower-cased eUsuario>' or 'ip:<address>'. */
  key: string;
  failures: number;
  window_start: string;
  locked_until: string | null;
}

export interface RgpdTextRow {
  id: Generated<number>;
  /** null: the text of every brand without a text of its own. */
  brand_key: string | null;
  version: number;
  texto_corto_es: string;
  texto_corto_ca: string;
  link_externo: string | null;
  created_at: string;
}

export interface RgpdAcceptanceRow {
  id: Generated<number>;
  user_id: number;
  rgpd_text_id: number;
  accepted_at: string;
  ip: string | null;
}

export interface AuthTables {
  revoked_tokens: RevokedTokenRow;
  login_throttle: LoginThrottleRow;
  rgpd_texts: RgpdTextRow;
  rgpd_acceptances: RgpdAcceptanceRow;
}
