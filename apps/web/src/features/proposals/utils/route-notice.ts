import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { showNotice } from '../../../lib/error-popup-store';

/** Navigation state that carries a notice to show on the next page. */
export interface TNoticeState {
  aviso?: number | string;
}

/**
 * Shows the notice another page passed in the navigation state (e.g. 516 after deleting an
 * offer from its own page). SPEC §4 clears the popup on a route change, so it is raised after
 * the change has settled, then dropped from the history entry so 'back' does not repeat it.
 */
export function useNoticeFromNavigation(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const aviso = (location.state as TNoticeState | null)?.aviso;
  useEffect(() => {
    if (aviso === undefined) return;
    const timer = window.setTimeout(() => {
      showNotice(aviso);
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [aviso, location.pathname, location.search, navigate]);
}
