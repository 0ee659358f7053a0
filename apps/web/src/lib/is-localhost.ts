/** SPEC §2: the dark-mode toggle exists on localhost only (everywhere else the portal is light); SPEC §7: no error reports from there. */
export function isLocalhost(hostname: string = window.location.hostname): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname === '::1';
}
