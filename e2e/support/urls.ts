/**
 * Addresses of the server that e2e/run.mjs started. A brand is chosen by host name
 * (DESIGN.md, Brands): `<brand-key>.localhost` reaches the same server, and Chromium resolves
 * every *.localhost name to this machine without any DNS or hosts-file entry.
 */
export function baseUrl(): URL {
  const raw = process.env.E2E_BASE_URL;
  if (!raw) throw new Error('E2E_BASE_URL is not set: run the suite with `node e2e/run.mjs`.');
  return new URL(raw);
}

/**
 * The absolute address of `path` on brand `key`: brandUrl('catalunya', '/login') is
 * http://catalunya.localhost:<port>/login. The key 'default' is the plain base URL (localhost).
 */
export function brandUrl(key: string, path = '/'): string {
  const url = baseUrl();
  if (key !== 'default') url.hostname = `${key}.localhost`;
  return new URL(path, url).toString();
}
