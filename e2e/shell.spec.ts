import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD, loginForm, signIn } from './support/auth';
import {
  asUserWhoDismissedTheDocumentationReminder,
  chooseNecessaryCookies,
  expectHome,
  expectPath,
  maintenanceUrl,
  shell,
  type Lang,
} from './support/journeys';
import { saveScreenshot } from './support/screenshots';
import { SIZES } from './support/sizes';
import { brandUrl } from './support/urls';

// SPEC §2 Shell and Route guards, in Chromium against the real server: every guard, the
// language switch with its confirmation, brands by host name, the homes in both languages
// (screenshots kept as artefacts) and axe on the login page and both homes.

test.describe('route guards (SPEC §2)', () => {
  test('an anonymous user is sent to login and, once signed in, to the page they wanted', async ({ page }) => {
    await page.goto('/mis-candidaturas');
    await expectPath(page, '/login');
    await expect(loginForm.user(page)).toBeVisible();
    // signIn opens /login again in the same tab: the wanted page is remembered for the tab.
    await signIn(page, 'alumna@demo.test');
    await expectPath(page, '/mis-candidaturas');
  });

  test('a student opening a company page goes home', async ({ page }) => {
    await signIn(page, 'alumna@demo.test');
    await expectHome(page, 'student');
    await page.goto('/mis-propuestas');
    await expectHome(page, 'student');
  });

  test('a company opening a student page goes home', async ({ page }) => {
    await signIn(page, 'empresa@demo.test');
    await expectHome(page, 'company');
    await page.goto('/mis-candidaturas');
    await expectHome(page, 'company');
  });

  test('a page whose brand flag is off goes home (events on the basic brand), and stays on a brand that has it', async ({
    page,
  }) => {
    // basica: hasEventos off (brands/basica/brand.json); the default brand has events.
    await signIn(page, 'alumna@demo.test', DEMO_PASSWORD, { loginPath: brandUrl('basica', '/login') });
    await expectHome(page, 'student');
    await page.goto(brandUrl('basica', '/eventos'));
    await expectHome(page, 'student');
    expect(new URL(page.url()).hostname).toBe('basica.localhost');

    await signIn(page, 'alumna@demo.test');
    await page.goto('/eventos');
    await expectPath(page, '/eventos');
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' }).getByText('Eventos')).toBeVisible();
  });

  test('an unknown path goes home (and, without a session, on to login)', async ({ page }) => {
    await page.goto('/esta-pagina-no-existe');
    await expectPath(page, '/login');

    await signIn(page, 'antiguo@demo.test');
    await page.goto('/esta-pagina-no-existe/ni-esta');
    await expectHome(page, 'student');
  });

  test('in maintenance every page goes to the maintenance page, except the admin path; god mode lifts it', async ({
    page,
  }) => {
    const url = maintenanceUrl();
    test.skip(!url, 'needs the maintenance server of e2e/run.mjs (E2E_MAINTENANCE_URL)');
    const at = (path: string) => new URL(path, url!).toString();

    for (const path of ['/login', '/mis-candidaturas', '/esta-pagina-no-existe']) {
      await page.goto(at(path));
      await expectPath(page, '/mantenimiento');
      await expect(page.getByRole('heading', { level: 1, name: 'Portal en mantenimiento' })).toBeVisible();
    }

    // The admin path stays open; a staff credential stores god mode, and the portal opens again.
    await page.goto(at('/gma2019'));
    await expectPath(page, '/gma2019');
    await loginForm.user(page).fill('gestor@demo.test');
    await loginForm.password(page).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Activar el modo administrador' }).click();
    await expect(page.getByText('El modo administrador está activo en este navegador.')).toBeVisible();
    await page.goto(at('/login'));
    await expectPath(page, '/login');
    await expect(loginForm.user(page)).toBeVisible();
  });
});

test.describe('language switch (SPEC §2 Shell)', () => {
  test('asks for confirmation: cancelling keeps Spanish, confirming changes the texts to Catalan, and back', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(loginForm.user(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(shell.languageButton(page, 'es')).toHaveAttribute('aria-pressed', 'true');

    await shell.languageButton(page, 'ca').click();
    const ask = page.getByRole('dialog', { name: 'Cambiar el idioma' });
    await expect(ask).toBeVisible();
    await expect(ask.getByText('El portal se mostrará en Català. ¿Quieres cambiar el idioma?')).toBeVisible();
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByLabel('Usuario', { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await shell.languageButton(page, 'ca').click();
    await ask.getByRole('button', { name: 'Cambiar idioma' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByLabel('Usuari', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Contrasenya', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entra', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
    await expect(shell.languageButton(page, 'ca')).toHaveAttribute('aria-pressed', 'true');

    // The choice is kept: a new page load stays in Catalan.
    await page.reload();
    await expect(page.getByLabel('Usuari', { exact: true })).toBeVisible();

    // And back to Spanish, confirmed in Catalan.
    await shell.languageButton(page, 'es').click();
    const askCa = page.getByRole('dialog', { name: "Canviar l'idioma" });
    await askCa.getByRole('button', { name: 'Canviar idioma' }).click();
    await expect(page.getByLabel('Usuario', { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});

test.describe('brands by host name (SPEC §1)', () => {
  test('catalunya.localhost shows its own brand and defaults to Catalan; localhost shows the default brand in Spanish', async ({
    page,
  }) => {
    await page.goto(brandUrl('catalunya', '/login'));
    await expect(page.getByLabel('Usuari', { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
    await expect(
      page.getByRole('link', { name: 'Inici de Universitat de la Costa — Servei de Pràctiques i Ocupació' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Universitat de la Costa/);

    await page.goto(brandUrl('default', '/login'));
    await expect(page.getByLabel('Usuario', { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('link', { name: 'Inicio de Universidad del Levante — Servicio de Prácticas y Empleo' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Universidad del Levante/);
  });
});

/**
 * Shows the signed-in home in `lang` without touching the account's saved preference: the choice is
 * stored locally (what the switch does before it calls the server) and the page reloaded.
 */
async function homeIn(page: Page, lang: Lang): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('portal.lang', value), lang);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test.describe('homes in both languages (screenshots) and accessibility (WCAG 2.1 AA)', () => {
  test('the login page has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/login');
    await expect(loginForm.user(page)).toBeVisible();
    await expectAccessible(page);
  });

  test('student home: accessible, and captured in Spanish and Catalan', async ({ page }) => {
    // antiguo@: a student whom no popup greets after signing in (alumna@ is asked for her social
    // security number, which would cover the home).
    await asUserWhoDismissedTheDocumentationReminder(page);
    await signIn(page, 'antiguo@demo.test');
    await expectHome(page, 'student');
    await expectAccessible(page);
    await chooseNecessaryCookies(page);
    await saveScreenshot(page, 'home-student-es');
    await homeIn(page, 'ca');
    await expectHome(page, 'student', 'ca');
    await saveScreenshot(page, 'home-student-ca');
  });

  test('company home: accessible, and captured in Spanish and Catalan', async ({ page }) => {
    await signIn(page, 'empresa@demo.test');
    await expectHome(page, 'company');
    await expectAccessible(page);
    await chooseNecessaryCookies(page);
    await saveScreenshot(page, 'home-company-es');
    await homeIn(page, 'ca');
    await expectHome(page, 'company', 'ca');
    await saveScreenshot(page, 'home-company-ca');
  });
});

test.describe('first paint of the sign-in page (ADR 0030, issue #16 part 9)', () => {
  for (const size of SIZES) {
    test(`before any script the brand's title shows in the visitor's language, and the app draws it as large (${size.name})`, async ({
      browser,
    }) => {
      const noScripts = await browser.newContext({ javaScriptEnabled: false, viewport: size.viewport });
      const before = await noScripts.newPage();
      await before.goto('/login');
      const painted = before.getByRole('heading', { level: 1 });
      await expect(painted).toHaveText('Servicio de Prácticas y Empleo');
      const first = await painted.boundingBox();
      // The language the web chose on this browser before (its cookie), Catalan here.
      await noScripts.addCookies([{ name: 'portal_lang', value: 'ca', url: brandUrl('default', '/') }]);
      await before.goto('/login/empresas');
      await expect(before.getByRole('heading', { level: 1 })).toHaveText('Servei de Pràctiques i Ocupació');
      await expect(before.locator('html')).toHaveAttribute('lang', 'ca');
      await noScripts.close();

      const app = await browser.newContext({ viewport: size.viewport });
      const page = await app.newPage();
      await page.goto('/login');
      await expect(loginForm.user(page)).toBeVisible();
      const drawn = page.getByRole('heading', { level: 1 });
      await expect(drawn).toHaveText('Servicio de Prácticas y Empleo');
      // Not larger than the first paint: the browser's largest paint stays the early one.
      const last = await drawn.boundingBox();
      expect({ width: last?.width, height: last?.height }).toEqual({ width: first?.width, height: first?.height });
      await app.close();
    });
  }
});
