import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/auth';
import { DESK, atBothSizes } from './support/sizes';

// The console's session is shared by the browser's tabs, sign-in returns to the page asked for,
// and the Catalan console (/gestio) stays Catalan; the ES/CA switch is kept for the staff member
// (SPEC §2 Route guards, SPEC §2 Shell). oficina@demo.test is a gestor without a second factor.

async function signInAt(page: Page, loginPath: '/gestion/login' | '/gestio/login'): Promise<void> {
  const ca = loginPath === '/gestio/login';
  await expect(page).toHaveURL(new RegExp(`${loginPath}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: ca ? 'Accés a la gestió' : 'Acceso a la gestión' }),
  ).toBeVisible();
  await page.getByLabel(ca ? 'Correu electrònic' : 'Correo electrónico').fill('oficina@demo.test');
  await page.getByLabel(ca ? 'Contrasenya' : 'Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ca ? 'Entra' : 'Entrar' }).click();
}

test.describe('console session across tabs and its language', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESK);
  });

  test('a new tab opens the page, sign-out in one tab signs the other out, sign-in returns to the page asked for', async ({
    page,
    context,
  }) => {
    await page.goto('/gestion/empresas?estado=pendiente');
    await signInAt(page, '/gestion/login');
    await expect(page).toHaveURL(/\/gestion\/empresas\?estado=pendiente$/);

    const other = await context.newPage();
    await other.setViewportSize(DESK);
    await other.goto('/gestion/ofertas');
    await expect(other).toHaveURL(/\/gestion\/ofertas$/);
    await expect(other.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/gestion\/login$/);
    // The other tab hears the sign-out (the storage event) and leaves the console by itself.
    await expect(other).toHaveURL(/\/gestion\/login$/);
    await other.reload();
    await expect(other.getByRole('heading', { level: 1, name: 'Acceso a la gestión' })).toBeVisible();
    await other.close();

    // A link to another site is never where sign-in goes.
    await page.goto('/gestion/login');
    await page.evaluate(() => window.sessionStorage.setItem('portal.office.returnPath', '//evil.example/gestion'));
    await page.reload();
    await signInAt(page, '/gestion/login');
    await expect(page).toHaveURL(/\/gestion$/);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/gestion\/login$/);
  });

  test('the Catalan console signs in in Catalan, switches to ES and back, and signs out to /gestio/login', async ({
    page,
  }) => {
    await page.goto('/gestio/login');
    await atBothSizes(page);
    await signInAt(page, '/gestio/login');
    await expect(page).toHaveURL(/\/gestio$/);
    await expect(page.getByRole('button', { name: 'Tanca la sessió' })).toBeVisible();
    await atBothSizes(page);

    await page.getByRole('button', { name: 'Castellano' }).click();
    await page.getByRole('button', { name: 'Canviar idioma' }).click();
    await expect(page).toHaveURL(/\/gestion$/);
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

    await page.getByRole('button', { name: 'Català' }).click();
    await page.getByRole('button', { name: 'Cambiar idioma' }).click();
    await expect(page).toHaveURL(/\/gestio$/);
    await page.getByRole('button', { name: 'Tanca la sessió' }).click();
    await expect(page).toHaveURL(/\/gestio\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accés a la gestió' })).toBeVisible();

    // The last choice (Catalan) is kept for oficina@: put Spanish back for the other journeys.
    await signInAt(page, '/gestio/login');
    await page.getByRole('button', { name: 'Castellano' }).click();
    await page.getByRole('button', { name: 'Canviar idioma' }).click();
    await expect(page).toHaveURL(/\/gestion$/);
  });
});
