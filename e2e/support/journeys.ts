import { expect, type Page } from '@playwright/test';

/**
 * What the journeys of the web shell look for on screen (SPEC §2 Shell), by accessible name, so
 * that a label changed in the catalogues is adjusted here once.
 */
export type Role = 'student' | 'company';
export type Lang = 'es' | 'ca';

const HOME_TITLE: Record<Lang, string> = { es: 'Inicio', ca: 'Inici' };

/** SPEC §2 Shell: the greeting link sends a student home and a company to its contact profile. */
const GREETING_TARGET: Record<Role, string> = { student: '/', company: '/mi-perfil' };

export const shell = {
  menuButton: (page: Page, lang: Lang = 'es') =>
    page.getByRole('button', { name: lang === 'ca' ? 'Obrir el menú' : 'Abrir el menú' }),
  menu: (page: Page) => page.getByRole('navigation', { name: 'Menú' }),
  /** #16 part 1: the sections of the menu, always in view on wide screens (the menu button is for phones). */
  sections: (page: Page) => page.getByRole('navigation', { name: 'Secciones' }),
  bell: (page: Page) => page.getByRole('button', { name: /^Notificaciones/ }),
  greeting: (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Hola\b/ }),
  languageButton: (page: Page, lang: Lang) =>
    page.getByRole('button', { name: lang === 'ca' ? 'Català' : 'Castellano' }),
  errorPopup: (page: Page) => page.getByTestId('error-popup'),
  surveysGate: (page: Page) => page.getByRole('dialog', { name: 'Encuestas obligatorias pendientes' }),
};

/** The signed-in user is on '/' and it is the home of their role. */
export async function expectHome(page: Page, role: Role, lang: Lang = 'es'): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE[lang] })).toBeVisible();
  await expect(shell.greeting(page)).toHaveAttribute('href', GREETING_TARGET[role]);
}

/** The current path, for guards that redirect. */
export async function expectPath(page: Page, pathname: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === pathname);
}

/**
 * Chooses 'Solo necesarias' on the cookie banner when it shows (the banner stays until a choice,
 * and would sit over the bottom of a screenshot).
 */
export async function chooseNecessaryCookies(page: Page): Promise<void> {
  // Decide from the stored choice, not from whether the banner is on screen yet: right after a
  // navigation the app may not have rendered it, and a check of visibility would skip the click
  // (the CI run of session 3 failed that way on /login/alumnos).
  const chosen = await page.evaluate((key) => window.localStorage.getItem(key) !== null, 'portal.cookieConsent');
  const button = page.getByRole('button', { name: 'Solo necesarias' });
  if (!chosen) await button.click();
  await expect(button).toBeHidden();
}

/**
 * The student home opens a documentation reminder one second after it shows (SPEC §2, §9) unless
 * the user dismissed it before, which is stored locally. Journeys that work on the home itself
 * (keyboard, screenshots, axe) start as a user who has dismissed it, so that no dialog opens over
 * them at a moment of its own.
 */
export async function asUserWhoDismissedTheDocumentationReminder(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('portal.documentationReminderDismissed', '1'));
}

/** The maintenance server of e2e/run.mjs (MAINTENANCE=1, its own fresh database), if started. */
export function maintenanceUrl(path = '/'): string | null {
  const raw = process.env.E2E_MAINTENANCE_URL;
  return raw ? new URL(path, raw).toString() : null;
}

/**
 * The missing-personal-data reminder (SPEC §2 Popups: alumna@ lacks her bank account and social
 * security numbers in the demo) may open over any page after sign-in; journeys about something
 * else close it whenever it gets in the way.
 */
export async function closeRemindersWhenShown(page: Page): Promise<void> {
  const reminder = page.getByRole('dialog', { name: 'Completa tus datos' });
  await page.addLocatorHandler(reminder, async () => {
    await reminder.getByRole('button', { name: 'Cerrar', exact: true }).click();
  });
}

/** Closes the catalogue notice a call answered (SPEC §8 notices) by its button, checking which one it is. */
export async function closeNotice(page: Page, title: string): Promise<void> {
  const notice = page.getByRole('dialog', { name: title });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Aceptar' }).click();
  await expect(notice).toBeHidden();
}
