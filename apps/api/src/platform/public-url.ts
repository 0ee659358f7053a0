import type { TBrand } from '@portal/contracts/brand';
import type { AppConfig } from './config';

/**
 * The scheme and host every mailed link (password reset, set-password, registration) and the
 * single sign-on return address start with: the brand's `publicUrl`, otherwise PUBLIC_URL,
 * otherwise the brand's first host. Never a request header: a forged Host or X-Forwarded-Host
 * (`practicas.ulevante.example:443@evil.example`) once sent live reset tokens to another site
 * (issue #12 item 1).
 */
export function publicBaseUrl(
  brand: Pick<TBrand, 'key' | 'hosts' | 'publicUrl'>,
  config: Pick<AppConfig, 'publicUrl'>,
): string {
  const configured = brand.publicUrl ?? config.publicUrl;
  if (configured) return configured.replace(/\/+$/, '');
  const host = brand.hosts.find((h) => h !== 'localhost' && h !== '127.0.0.1');
  return host ? `https://${host}` : `http://${brand.key}.localhost`;
}
