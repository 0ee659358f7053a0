import '@mantine/core/styles.css';
import './shell/shell.css';
import './i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { preloadPage } from './app/preload-page';
import { portalStatusQuery } from './lib/portal-status';
import { createQueryClient } from './lib/query-client';
import { checkSessionExpiry } from './lib/session';

const queryClient = createQueryClient();
// The maintenance flag loads beside the brand, so the first guard already knows it.
void queryClient.prefetchQuery(portalStatusQuery);
// SPEC §4 Session: an expired token found on load ends the session and raises error 2.
checkSessionExpiry();
// #16 part 9: the page's chunk and texts load beside the shell's.
preloadPage(window.location.pathname, queryClient);

// #16 part 9: the first render is a transition, so React renders it in slices and yields to the
// browser between them (one long task of the whole shell and page was most of the blocking time).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppRoot queryClient={queryClient} />
    </StrictMode>,
  );
});
