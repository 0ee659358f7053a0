import { Badge, Burger, Button, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { getRoute, routePath } from '@portal/contracts/routes';
import { useCurrentRoute } from '../app/current-route';
import { useBrand } from '../lib/brand';
import { LoadingPlaceholders } from '../ui/loading-placeholders';
import { OfficeChrome } from './office-chrome';
import { officeLoginPath } from './office-api';
import { OfficeLanguageSwitch } from './office-language-switch';
import { useConsolePathLanguage } from './office-path-language';
import { useOfficeLogout } from './office-logout';
import { rememberOfficeReturnPath } from './office-return-path';
import { useOfficeSession, type TOfficeSession } from './office-session';
import { useOfficeSummary, waitingTotal } from './use-office-summary';
import './office.css';

/** Side-navigation entries, in order; each is shown only to the kinds whose permissions allow it. */
const NAV = [
  'office-dashboard',
  'office-companies',
  'office-offers',
  'office-applications',
  'office-agreements',
  'office-requests',
  'office-staff',
  'office-audit',
  'office-internships',
  'office-programmes',
  'office-brand-texts',
  'office-students',
  'office-tutoring',
  'office-surveys',
  'office-content',
  'office-reports',
  'office-job-queue',
] as const;

function allowedRoute(session: TOfficeSession, routeId: string): boolean {
  const action = getRoute(routeId)?.officeAction;
  return !action || session.perfil.permisos.includes(action);
}

/** The side navigation's element, named by the phone menu button that shows and hides it. */
const NAV_ID = 'office-nav';

interface SideNavigationProps {
  session: TOfficeSession;
  open: boolean;
  /** A link was followed: the phone menu closes, the page it opened is what the person wants to see. */
  onNavigate: () => void;
}

function SideNavigation({ session, open, onNavigate }: SideNavigationProps) {
  const { t, i18n } = useTranslation('office');
  const location = useLocation();
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const summary = useOfficeSummary(session.perfil.idUsuario, session.perfil.permisos.includes('dashboard.read'));
  const counts: Record<string, number | undefined> = {
    'office-dashboard': summary.data ? waitingTotal(summary.data) : undefined,
    'office-companies': summary.data?.contadores.find((c) => c.clave === 'empresasPendientes')?.total || undefined,
    'office-offers': summary.data?.contadores.find((c) => c.clave === 'ofertasPendientes')?.total || undefined,
    // What waits for the office: agreements signed by the company, to check and send on.
    'office-agreements':
      summary.data?.contadores.find((c) => c.clave === 'conveniosFirmadoEmpresa')?.total || undefined,
    'office-requests':
      summary.data?.contadores.reduce((n, c) => n + (c.lista === 'solicitudes' ? c.total : 0), 0) || undefined,
  };
  return (
    // On a phone it shows only when opened (office.css): the page comes first, not 17 links.
    <nav id={NAV_ID} className="office-nav" data-open={open || undefined} aria-label={t('nav.label')}>
      {NAV.filter((id) => allowedRoute(session, id)).map((id) => {
        const to = routePath(id, {}, lang);
        const count = counts[id];
        return (
          <NavLink
            key={id}
            component={Link}
            to={to}
            onClick={onNavigate}
            label={t(`nav.${id}`)}
            active={location.pathname === to || (id !== 'office-dashboard' && location.pathname.startsWith(`${to}/`))}
            aria-current={location.pathname === to ? 'page' : undefined}
            rightSection={
              count !== undefined ? (
                <Badge size="sm" variant="filled" aria-label={t('nav.waiting', { count })}>
                  {count}
                </Badge>
              ) : null
            }
          />
        );
      })}
    </nav>
  );
}

interface HeaderProps {
  session: TOfficeSession;
  navOpen: boolean;
  onToggleNav: () => void;
}

function Header({ session, navOpen, onToggleNav }: HeaderProps) {
  const { t, i18n } = useTranslation('office');
  const brand = useBrand();
  const navigate = useNavigate();
  const logout = useOfficeLogout();
  const lang = i18n.language === 'ca' ? 'ca' : 'es';
  const { perfil } = session;
  return (
    <header className="office-header">
      <Burger
        opened={navOpen}
        onClick={onToggleNav}
        aria-label={t(navOpen ? 'nav.close' : 'nav.open')}
        aria-expanded={navOpen}
        aria-controls={NAV_ID}
        className="office-nav-toggle"
        color="currentColor"
        size="sm"
      />
      <Link to={routePath('office-dashboard', {}, lang === 'ca' ? 'ca' : undefined)} className="office-brand">
        {brand.name[lang]} · {t('console')}
      </Link>
      <Group gap="sm" wrap="wrap">
        <OfficeLanguageSwitch session={session} />
        <Text size="sm" c="inherit">
          {perfil.nombre} {perfil.apellidos} · {t(`kind.${perfil.tipo}`)}
        </Text>
        <Button
          size="xs"
          variant="white"
          loading={logout.isPending}
          onClick={() =>
            logout.mutate(undefined, {
              onSettled: () =>
                void navigate(officeLoginPath(lang === 'ca' ? '/gestio' : '/gestion'), { replace: true }),
            })
          }
        >
          {t('signOut')}
        </Button>
      </Group>
    </header>
  );
}

/** A page the person's kind may not open: said plainly, with the way back. */
function NotAllowed() {
  const { t } = useTranslation('office');
  return (
    <Stack gap="sm" maw={560}>
      <Title order={1}>{t('notAllowed.title')}</Title>
      <Text>{t('notAllowed.body')}</Text>
    </Stack>
  );
}

function Layout() {
  const { t, i18n } = useTranslation('office');
  const session = useOfficeSession();
  const route = useCurrentRoute();
  const location = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  useConsolePathLanguage();
  if (!session) {
    // SPEC §2 Route guards: sign-in comes back to this page; a Catalan path signs in in Catalan.
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    rememberOfficeReturnPath(wanted);
    return <Navigate to={officeLoginPath(location.pathname)} replace />;
  }
  const allowed = !route || allowedRoute(session, route.id);
  // Sign-in and the header land on /gestion; a kind without the dashboard (a tutor: issue #15) lands
  // on its first side-navigation page instead.
  const home = NAV.find((id) => allowedRoute(session, id));
  if (!allowed && route?.id === 'office-dashboard' && home) {
    return <Navigate to={routePath(home, {}, i18n.language === 'ca' ? 'ca' : undefined)} replace />;
  }
  return (
    <div className="office-app">
      <a href="#main-content" className="portal-skip-link">
        {t('skipToContent')}
      </a>
      <Header session={session} navOpen={navOpen} onToggleNav={() => setNavOpen((open) => !open)} />
      <div className="office-body">
        <SideNavigation session={session} open={navOpen} onNavigate={() => setNavOpen(false)} />
        <main id="main-content" tabIndex={-1} className="office-main">
          <OfficeChrome />
          <Suspense fallback={<LoadingPlaceholders />}>{allowed ? <Outlet /> : <NotAllowed />}</Suspense>
        </main>
      </div>
    </div>
  );
}

/** The console's layout (issue #14): header with the person and sign-out, permanent side navigation, the page. */
export default function OfficeLayout() {
  return (
    <Suspense fallback={<LoadingPlaceholders />}>
      <Layout />
    </Suspense>
  );
}
