import { BRAND_PREFIX_PARAM, type TRouteDef, type TRouteRole } from '@portal/contracts/routes';

export interface TGuardInput {
  route: TRouteDef;
  role: TRouteRole | null;
  flags: Record<string, boolean | undefined>;
  brandPrefix: string;
  params: Record<string, string | undefined>;
  maintenance: boolean;
  godMode: boolean;
}

export type TGuardOutcome =
  { kind: 'render' } | { kind: 'redirect'; to: string; rememberReturn?: boolean; endSession?: boolean };

export const MAINTENANCE_PATH = '/mantenimiento';
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';

/** SPEC §2 Route guards, in order; pure so tests can state each rule. */
export function guardRedirect(input: TGuardInput): TGuardOutcome {
  const { route, role, flags, maintenance, godMode } = input;
  // SPEC §2/§4: maintenance sends everyone to /mantenimiento (and logs them out) except on the
  // maintenance and admin paths, or in god mode.
  if (maintenance && !godMode && !route.maintenanceExempt) {
    return { kind: 'redirect', to: MAINTENANCE_PATH, endSession: role !== null };
  }
  // The office console keeps its own session; its layout sends a visitor without one to its login.
  if (route.access === 'staff') return { kind: 'render' };
  if (route.access === 'guest') {
    return role ? { kind: 'redirect', to: HOME_PATH } : { kind: 'render' };
  }
  if (route.access !== 'public' && !role) {
    return { kind: 'redirect', to: LOGIN_PATH, rememberReturn: true };
  }
  if ((route.access === 'student' || route.access === 'company') && role !== route.access) {
    return { kind: 'redirect', to: HOME_PATH };
  }
  if (route.flag && flags[route.flag] !== true) return { kind: 'redirect', to: HOME_PATH };
  const roleFlag = role ? route.roleFlags?.[role] : undefined;
  if (roleFlag && flags[roleFlag] !== true) return { kind: 'redirect', to: HOME_PATH };
  // /{brand prefix}/condiciones-practicas exists for this brand's prefix only.
  const prefix = input.params[BRAND_PREFIX_PARAM];
  if (prefix !== undefined && prefix !== input.brandPrefix) return { kind: 'redirect', to: HOME_PATH };
  return { kind: 'render' };
}
