import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getRoute, routePath, type TRouteDef } from '@portal/contracts/routes';

/**
 * SPEC §2 Breadcrumb: Home, then the current section (with its list page first on a detail page).
 * A plain ordered list (the WAI-ARIA breadcrumb pattern), the separators drawn by shell.css: the
 * UI kit's Breadcrumbs component weighed on the entry /login loads (170 kB budget, #16 part 9).
 */
export function Breadcrumb({ route }: { route: TRouteDef | undefined }) {
  const { t } = useTranslation('shell');
  if (!route || route.id === 'home' || route.access === 'guest' || route.lang === 'en') return null;
  const parent = route.parent ? getRoute(route.parent) : undefined;
  return (
    <nav aria-label={t('breadcrumb.label')} className="portal-breadcrumb">
      <ol>
        <li>
          <Anchor component={Link} to="/">
            {t('breadcrumb.home')}
          </Anchor>
        </li>
        {parent && (
          <li>
            <Anchor component={Link} to={routePath(parent.id)}>
              {t(parent.titleKey)}
            </Anchor>
          </li>
        )}
        <li>
          <Text component="span" aria-current="page">
            {t(route.titleKey)}
          </Text>
        </li>
      </ol>
    </nav>
  );
}
