import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPANY_MENU, STUDENT_MENU } from '@portal/contracts/routes';
import esShell from '../i18n/locales/es/shell.json';
import caShell from '../i18n/locales/ca/shell.json';
import esOffice from '../i18n/locales/es/office.json';
import caOffice from '../i18n/locales/ca/office.json';
import { changeLanguageLocally } from '../i18n';
import { CONSENT_KEY } from '../lib/cookie-consent';
import { closePopup } from '../lib/error-popup-store';
import { endSession } from '../lib/session';
import { setUnreadCount } from '../lib/unread-count';
import { renderApp, signIn, stubPages, testBrand } from '../test/render-app';
import { ROUTES } from '@portal/contracts/routes';
import { ANALYTICS_SCRIPT_ID } from './analytics';
import { VERSION_LABEL } from './footer';
import { isPositiveAnswer, visibleMenuItems } from './menu-items';
import { formatDocumentTitle } from '../ui/page-title';
import { shrinkThreshold } from './use-header-shrink';
import { useApi } from '../test/msw-server';

const PAGES = stubPages(['home', 'login', 'cv', 'my-profile', 'documentation']);
let educationMenu = false;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endSession();
  closePopup();
  setUnreadCount(0);
  changeLanguageLocally('es');
  educationMenu = false;
  document.getElementById(ANALYTICS_SCRIPT_ID)?.remove();
  useApi.all('*', ({ url }) => ((url.pathname + url.search).includes('tieneMenu') ? educationMenu : null));
});
afterEach(() => {
  cleanup();
});

function get(obj: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], obj);
}

describe('catalogues', () => {
  it('have every route title and menu label in es and ca', () => {
    const portal = ROUTES.filter((route) => route.area !== 'office');
    const keys = [
      ...portal.map((route) => route.titleKey),
      ...STUDENT_MENU.map((i) => i.labelKey),
      ...COMPANY_MENU.map((i) => i.labelKey),
    ];
    for (const key of keys) {
      expect(typeof get(esShell, key), `es ${key}`).toBe('string');
      expect(typeof get(caShell, key), `ca ${key}`).toBe('string');
    }
    // The office console's titles live in its own namespace, loaded with the console (issue #14).
    for (const route of ROUTES.filter((r) => r.area === 'office')) {
      expect(typeof get(esOffice, route.titleKey), `es office ${route.titleKey}`).toBe('string');
      expect(typeof get(caOffice, route.titleKey), `ca office ${route.titleKey}`).toBe('string');
    }
  });
});

describe('menus (SPEC §2 Menus)', () => {
  const none = { conPracticas: false, educationMenu: false };

  it('follow brand flags and session conditions', () => {
    const base = visibleMenuItems('student', {}, none).map((item) => item.to);
    expect(base).toEqual([
      '/propuesta-practicas',
      '/ofertas-empleo',
      '/mis-candidaturas',
      '/informes',
      '/cv',
      '/documentacion',
      '/logout',
    ]);
    const all = visibleMenuItems(
      'student',
      {
        hasAlternancia: true,
        hasPropuestaPracticasAlumno: true,
        hasProgramas: true,
        hasEventos: true,
        hasGuiasOrientacion: true,
        hasAyuda: true,
        hasBajaAlumno: true,
      },
      { conPracticas: true, educationMenu: false },
    ).map((item) => item.to);
    expect(all).toHaveLength(STUDENT_MENU.length);
    expect(all).toContain('/mis-practicas');
    const company = visibleMenuItems('company', { hasSolicitudesPracticasEducacion: true }, none).map(
      (item) => item.to,
    );
    expect(company).not.toContain('/solicitudes-practicas-educacion');
    expect(company).toContain('/nueva-propuesta/practicas');
    const withEducation = visibleMenuItems(
      'company',
      { hasSolicitudesPracticasEducacion: true },
      { conPracticas: false, educationMenu: true },
    ).map((i) => i.to);
    expect(withEducation).toContain('/solicitudes-practicas-educacion');
  });

  it('read the education-menu answer in any reasonable shape', () => {
    expect(isPositiveAnswer(true)).toBe(true);
    expect(isPositiveAnswer(0)).toBe(false);
    expect(isPositiveAnswer({ tieneMenu: true })).toBe(true);
    expect(isPositiveAnswer(null)).toBe(false);
  });

  it('open in a drawer from the header, with the items of the role, and close with Escape', async () => {
    signIn('student', { conPracticas: true });
    renderApp({ path: '/', pages: PAGES });
    await screen.findByText('page:home');
    const button = screen.getByRole('button', { name: 'Abrir el menú' });
    fireEvent.click(button);
    const nav = await screen.findByRole('navigation', { name: 'Menú' });
    expect(within(nav).getByRole('link', { name: 'Mis prácticas' }).getAttribute('href')).toBe('/mis-practicas');
    expect(within(nav).queryByRole('link', { name: 'Eventos' })).toBeNull();
    fireEvent.keyDown(nav, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menú' })).toBeNull());
  });

  it('#12.15 the student and alumni menu links the job offers', async () => {
    signIn('student');
    renderApp({ path: '/', pages: PAGES });
    await screen.findByText('page:home');
    fireEvent.click(screen.getByRole('button', { name: 'Abrir el menú' }));
    const nav = await screen.findByRole('navigation', { name: 'Menú' });
    expect(within(nav).getByRole('link', { name: 'Ofertas de empleo' }).getAttribute('href')).toBe('/ofertas-empleo');
  });

  it("shows the company's education requests only when it has that menu", async () => {
    educationMenu = true;
    signIn('company');
    renderApp({ path: '/', pages: PAGES, brand: testBrand({ flagsOn: ['hasSolicitudesPracticasEducacion'] }) });
    await screen.findByText('page:home');
    fireEvent.click(screen.getByRole('button', { name: 'Abrir el menú' }));
    const nav = await screen.findByRole('navigation', { name: 'Menú' });
    expect(await within(nav).findByRole('link', { name: 'Solicitudes de prácticas de educación' })).toBeTruthy();
  });
});

describe('shell layout (SPEC §2 Shell)', () => {
  it("#12.21 the footer's version label is SPEC §9's 3.4.2, without a build number", async () => {
    renderApp({ path: '/login', pages: PAGES });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('Versión 3.4.2')).toBeTruthy();
    expect(footer.textContent).not.toMatch(/3\.4\.2\.\d/);
  });

  it('has landmarks, a skip link, the greeting link and the version label', async () => {
    signIn('company');
    renderApp({ path: '/documentacion', pages: PAGES });
    await screen.findByText('page:documentation');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Saltar al contenido' }).getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('link', { name: 'Hola, Empresa' }).getAttribute('href')).toBe('/mi-perfil');
    expect(screen.getByText(`Versión ${VERSION_LABEL}`)).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(crumbs).getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByText('Documentación')).toBeTruthy();
  });

  it('greets a student with a link home', async () => {
    signIn('student');
    renderApp({ path: '/cv', pages: PAGES });
    await screen.findByText('page:cv');
    expect(screen.getByRole('link', { name: 'Hola, Alumna' }).getAttribute('href')).toBe('/');
  });

  it('sets the page title from the route and appends the unread count', async () => {
    signIn('student');
    renderApp({ path: '/cv', pages: PAGES, brand: testBrand({ name: { es: 'Uni', ca: 'Uni' } }) });
    await screen.findByText('page:cv');
    await waitFor(() => expect(document.title).toBe('Mi currículum - Uni'));
    act(() => setUnreadCount(3));
    await waitFor(() => expect(document.title).toBe('Mi currículum - Uni (3)'));
    expect(formatDocumentTitle('', 'Uni', 0)).toBe('Uni');
  });

  it('shrinks the header after 100 px on wide screens and 50 px on narrow ones', () => {
    expect(shrinkThreshold(1024)).toBe(100);
    expect(shrinkThreshold(768)).toBe(50);
  });
});

describe('cookie banner and analytics (SPEC §2, §7)', () => {
  it('keeps analytics off with only the necessary cookies', async () => {
    renderApp({ path: '/login', pages: PAGES, brand: testBrand({ analytics: 'G-TEST1234' }) });
    await screen.findByText('page:login');
    fireEvent.click(screen.getByRole('button', { name: 'Solo necesarias' }));
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!).analytics).toBe(false);
    expect(screen.queryByRole('button', { name: 'Solo necesarias' })).toBeNull();
    expect(document.getElementById(ANALYTICS_SCRIPT_ID)).toBeNull();
  });

  it('loads analytics after accepting all, when the brand has an id', async () => {
    renderApp({ path: '/login', pages: PAGES, brand: testBrand({ analytics: 'G-TEST1234' }) });
    await screen.findByText('page:login');
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar todas' }));
    await waitFor(() => expect(document.getElementById(ANALYTICS_SCRIPT_ID)).not.toBeNull());
    expect((document.getElementById(ANALYTICS_SCRIPT_ID) as HTMLScriptElement).src).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-TEST1234',
    );
  });

  it('never loads analytics for a brand without an id', async () => {
    renderApp({ path: '/login', pages: PAGES, brand: testBrand({ analytics: null }) });
    await screen.findByText('page:login');
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar todas' }));
    expect(document.getElementById(ANALYTICS_SCRIPT_ID)).toBeNull();
  });

  it('lets the visitor configure analytics', async () => {
    renderApp({ path: '/login', pages: PAGES, brand: testBrand({ analytics: 'G-TEST1234' }) });
    await screen.findByText('page:login');
    fireEvent.click(screen.getByRole('button', { name: 'Configurar' }));
    fireEvent.click(await screen.findByRole('switch', { name: /Analítica/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!).analytics).toBe(true);
    await waitFor(() => expect(document.getElementById(ANALYTICS_SCRIPT_ID)).not.toBeNull());
  });
});
