import { useQuery } from '@tanstack/react-query';
import type { TPublicBrand } from '@portal/contracts/brand';
import {
  COMPANY_MENU,
  getRoute,
  routePath,
  STUDENT_MENU,
  type TMenuItem,
  type TRouteCondition,
} from '@portal/contracts/routes';
import { api } from '../lib/api-client';
import { useBrand } from '../lib/brand';
import { useSession, useSessionScope, type TSessionRole, type TSessionUser } from '../lib/session';

export interface TVisibleMenuItem {
  key: string;
  labelKey: string;
  to: string;
}

/** SPEC §2 Menus: the role's menu, each item kept only if its brand flag and condition hold. */
export function visibleMenuItems(
  role: TSessionRole,
  flags: TPublicBrand['flags'] | Record<string, boolean>,
  conditions: Record<TRouteCondition, boolean>,
): TVisibleMenuItem[] {
  const menu: readonly TMenuItem[] = role === 'company' ? COMPANY_MENU : STUDENT_MENU;
  const flagOn = (name: string) => (flags as Record<string, boolean | undefined>)[name] === true;
  return menu
    .filter((item) => {
      if (item.flag && !flagOn(item.flag)) return false;
      if (item.condition && !conditions[item.condition]) return false;
      const route = getRoute(item.routeId);
      if (route?.flag && !flagOn(route.flag)) return false;
      const roleFlag = route?.roleFlags?.[role];
      return !roleFlag || flagOn(roleFlag);
    })
    .map((item) => ({
      key: `${item.routeId}:${item.labelKey}`,
      labelKey: item.labelKey,
      to: item.to ?? routePath(item.routeId),
    }));
}

export const EDUCATION_MENU_PATH = '/api/Empresa/tieneMenuSolicitudesPracticasEducacion';

/** The answer may be a boolean, a count, or an object holding one: any positive value shows the menu. */
export function isPositiveAnswer(datos: unknown): boolean {
  if (typeof datos === 'boolean') return datos;
  if (typeof datos === 'number') return datos > 0;
  if (datos && typeof datos === 'object') return Object.values(datos).some((value) => isPositiveAnswer(value));
  return false;
}

/** SPEC §2: education-internship requests only show when the company has that menu. */
function useEducationMenu(enabled: boolean): boolean {
  const session = useSessionScope();
  const { data } = useQuery({
    // Keyed by the session: another company signing in on the tab asks again (issue #12 item 5).
    queryKey: ['company', 'education-menu', session],
    queryFn: async () => isPositiveAnswer((await api.get<unknown>(EDUCATION_MENU_PATH, { silent: true })).datos),
    enabled,
    staleTime: 5 * 60_000,
  });
  return data === true;
}

export function menuConditions(user: TSessionUser | null, educationMenu: boolean): Record<TRouteCondition, boolean> {
  return { conPracticas: user?.conPracticas === true, educationMenu };
}

export function useMenuItems(): TVisibleMenuItem[] {
  const { role, user } = useSession();
  const brand = useBrand();
  const educationMenu = useEducationMenu(role === 'company' && brand.flags.hasSolicitudesPracticasEducacion === true);
  if (!role) return [];
  return visibleMenuItems(role, brand.flags, menuConditions(user, educationMenu));
}
