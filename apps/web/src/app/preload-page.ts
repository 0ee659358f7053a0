import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { ROUTES, routePaths, type TRouteDef } from '@portal/contracts/routes';
import { preloadNamespace } from '../i18n';
import { getSession } from '../lib/session';
import { pages } from './pages';

/** Whether the guards will show this route to the visitor, not send them elsewhere (SPEC §2 Route guards). */
function opensFor({ access }: TRouteDef): boolean {
  const { isAuthenticated, role } = getSession();
  if (access === 'public') return true;
  if (access === 'guest') return !isAuthenticated;
  return isAuthenticated && (access === 'any' || access === role);
}

/**
 * Issue #16 part 9: the page being opened and its texts used to load only once the shell had its
 * brand and texts and the router had rendered, a chain of round trips before the first content.
 * Started from main.tsx, the page's chunk and catalogue load beside the shell's; the router's lazy
 * page then finds them loaded (the browser keeps one module per URL). A page the guards will not
 * show (a signed-in visitor on /login) is not fetched; the console loads through its own entry.
 * With the query cache, the page's first requests start once its chunk is there (`prefetch`).
 */
export function preloadPage(pathname: string, queryClient?: QueryClient): void {
  const route = ROUTES.find(
    (candidate) =>
      candidate.area !== 'office' && routePaths(candidate).some((path) => matchPath(path, pathname) !== null),
  );
  if (!route || !opensFor(route)) return;
  // Loaded on demand: its queries' schemas (zod) and the popups' module must stay out of the
  // entry that /login loads (170 kB budget); a visitor never needs it.
  if (queryClient && getSession().isAuthenticated)
    void import('./prefetch-shell').then((mod) => mod.prefetchShell(queryClient)).catch(() => undefined);
  pages[route.id]?.()
    .then((mod) => {
      if (queryClient) mod.prefetch?.(queryClient);
    })
    .catch(() => undefined);
  preloadNamespace(route.area);
}
