import { SIGNED_IN_HINT_COOKIE } from '@portal/contracts/routes';
import { onSessionEnd, tokenExpiry } from '../lib/session';

const clear = () => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=;Max-Age=0;Path=/`;
};

/**
 * ADR 0029 (#16 part 9): the server cannot see the session's storage. While one is stored, a
 * cookie tells it so (until the token's own expiry), and the page's HTML then names the chunks a
 * signed-in page needs; it goes when the session ends. A hint only: it grants nothing, and the
 * guards decide what is shown. Loaded with the signed-in shell's prefetch, outside /login's budget.
 */
export function keepSignedInHint(token: string): void {
  const seconds = (tokenExpiry(token) ?? 0) - Math.floor(Date.now() / 1000);
  if (seconds <= 0) return clear();
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1;Max-Age=${seconds};Path=/;SameSite=Lax`;
  const stop = onSessionEnd(() => {
    clear();
    stop();
  });
}
