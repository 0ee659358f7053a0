import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import type { TRouteDef } from '@portal/contracts/routes';
import { useBrand } from '../lib/brand';
import { isGodMode } from '../lib/god-mode';
import { rememberReturnPath } from '../lib/navigation';
import { useMaintenance } from '../lib/portal-status';
import { endSession, useSession } from '../lib/session';
import { guardRedirect } from './guard-redirect';

/** Applies SPEC §2 Route guards to one table route before its page renders. */
export function RouteGuard({ route, children }: { route: TRouteDef; children: ReactNode }) {
  const { role } = useSession();
  const brand = useBrand();
  const params = useParams();
  const location = useLocation();
  const maintenance = useMaintenance();
  const outcome = guardRedirect({
    route,
    role,
    flags: brand.flags,
    brandPrefix: brand.prefix,
    params,
    maintenance,
    godMode: isGodMode(),
  });
  const shouldEnd = outcome.kind === 'redirect' && outcome.endSession === true;
  useEffect(() => {
    // SPEC §4: maintenance mode logs out everyone except god mode.
    if (shouldEnd) endSession();
  }, [shouldEnd]);
  if (outcome.kind === 'render') return <>{children}</>;
  if (outcome.rememberReturn) rememberReturnPath(location.pathname + location.search + location.hash);
  return <Navigate to={outcome.to} replace />;
}
