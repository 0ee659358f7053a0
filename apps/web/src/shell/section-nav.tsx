import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { CompanySwitch } from './company-switch';
import { GlobalSearch } from './global-search';
import { useMenuItems } from './menu-items';
import { useGreetingName } from './use-greeting-name';

/**
 * #16 part 1: on wide screens (>= md) every section of the role's menu (SPEC §2 Menus) stays in
 * view, one click away; phones keep the burger and its drawer. Lazy (ADR 0004): loaded with the
 * drawer's chunk (menu-drawer-panel.tsx), so that /login gains no chunk name (its budget).
 */
export function SectionNav() {
  const { t } = useTranslation('shell');
  const items = useMenuItems();
  const { role } = useSession();
  const { pathname } = useLocation();
  useGreetingName();
  return (
    <div className="portal-section-nav">
      <div className="portal-section-nav-inner">
        <nav aria-label={t('menu.sections')}>
          <ul className="portal-section-nav-list">
            {items.map((item) => {
              const current = pathname === item.to || pathname.startsWith(`${item.to}/`);
              return (
                <li key={item.key}>
                  <Anchor
                    component={Link}
                    to={item.to}
                    className="portal-section-link"
                    data-active={current ? 'true' : undefined}
                    aria-current={current ? 'page' : undefined}
                  >
                    {t(item.labelKey)}
                  </Anchor>
                </li>
              );
            })}
          </ul>
        </nav>
        {role === 'student' && <GlobalSearch />}
        {role === 'company' && <CompanySwitch />}
      </div>
    </div>
  );
}
