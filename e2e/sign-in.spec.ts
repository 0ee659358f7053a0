import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loginForm, signIn, type DemoAccount } from './support/auth';
import {
  asUserWhoDismissedTheDocumentationReminder,
  expectHome,
  expectPath,
  maintenanceUrl,
  shell,
} from './support/journeys';
import { PHONE } from './support/sizes';

// SPEC §2 Public routes and §4 Login, through the web page: the company picker, the
// data-protection step, the error popup of a failed sign-in, and a sign-in with the keyboard only.
// (Each demo account landing on its home: demo-accounts.spec.ts.)

test.describe('company picker (SPEC §4 Login)', () => {
  test('grupo@ is asked which of its two companies to enter, must pick one, may go back, and enters the one picked', async ({
    page,
  }) => {
    await page.goto('/login/empresas');
    await loginForm.user(page).fill('grupo@demo.test');
    await loginForm.password(page).fill(DEMO_PASSWORD);
    await loginForm.submit(page).click();

    const picker = page.getByRole('radiogroup', { name: 'Elige la empresa con la que quieres entrar' });
    await expect(picker).toBeVisible();
    await expect(picker.getByRole('radio')).toHaveCount(2);
    await expect(picker.getByRole('radio', { name: 'Grupo Mediterráneo Servicios S.A.' })).toBeVisible();
    await expect(picker.getByRole('radio', { name: 'Mediterráneo Digital S.L.' })).toBeVisible();

    // Nothing picked: the choice is required (SPEC §5), and the portal is not entered.
    await loginForm.submit(page).click();
    await expect(page.getByText('Este campo es requerido')).toBeVisible();
    await expectPath(page, '/login/empresas');

    // Back to the credentials, then the picker again.
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(loginForm.user(page)).toHaveValue('grupo@demo.test');
    await loginForm.password(page).fill(DEMO_PASSWORD);
    await loginForm.submit(page).click();
    await picker.getByRole('radio', { name: 'Grupo Mediterráneo Servicios S.A.' }).check();
    await loginForm.submit(page).click();
    // Wait for the answer first: the data-protection step, or the portal's greeting (a check of
    // the dialog right after the click ran before the sign-in answered, and the home never came).
    await expect(loginForm.dataProtection(page).or(shell.greeting(page))).toBeVisible();
    if (await loginForm.dataProtection(page).isVisible()) await loginForm.acceptDataProtection(page).click();
    await expectHome(page, 'company');
  });
});

/** The maintenance server's address of a path; god mode (below) lets a browser use it normally. */
function onFreshServer(path: string): string {
  const url = maintenanceUrl(path);
  if (!url) throw new Error('E2E_MAINTENANCE_URL is not set');
  return url;
}

/** /gma2019 with the staff demo account: the stored god-mode flag lifts the maintenance redirect. */
async function enterGodMode(page: Page): Promise<void> {
  await page.goto(onFreshServer('/gma2019'));
  await loginForm.user(page).fill('gestor@demo.test');
  await loginForm.password(page).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Activar el modo administrador' }).click();
  await expect(page.getByText('El modo administrador está activo en este navegador.')).toBeVisible();
}

test.describe('data-protection step (SPEC §4 Login)', () => {
  // A first sign-in needs an account that has never accepted the text: on the main server any
  // other test may have signed the account in first. The maintenance server has its own fresh
  // database and no other test signs in there through the web, so every attempt (a retry too)
  // takes an account of its own from this list.
  const FRESH_ACCOUNTS: DemoAccount[] = ['alumna@demo.test', 'empresa@demo.test', 'antiguo@demo.test'];

  test('a first sign-in shows the data-protection text; cancelling keeps the user out, accepting lets them in', async ({
    page,
    request,
  }) => {
    test.skip(!maintenanceUrl(), 'needs the second server of e2e/run.mjs (E2E_MAINTENANCE_URL)');
    const email = FRESH_ACCOUNTS[test.info().retry % FRESH_ACCOUNTS.length];
    const { api, loginPath } = DEMO_ACCOUNTS[email];
    const role = api === 'Empresa' ? 'company' : 'student';

    // The account has not accepted the current text on this server yet (an API sign-in accepts nothing).
    const before = await request.post(onFreshServer(`/api/${api}/logaUsuario`), {
      data: { eUsuario: email, ePassword: DEMO_PASSWORD },
    });
    expect((await before.json()).datos.textoCortoRGPD, `${email} still has to accept the text`).toBeTruthy();

    await enterGodMode(page);
    await signIn(page, email, DEMO_PASSWORD, { loginPath: onFreshServer(loginPath), acceptDataProtection: false });
    const dialog = loginForm.dataProtection(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/trata tus datos personales/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Leer la información completa/ })).toHaveAttribute(
      'href',
      '/proteccion-de-datos',
    );

    // Cancel: back on the form, not signed in (a page that needs a session sends to login).
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(loginForm.password(page)).toBeVisible();
    await expect(shell.greeting(page)).toHaveCount(0);
    await page.goto(onFreshServer('/'));
    await expectPath(page, '/login');

    // The next sign-in asks again; accepting enters the portal.
    await signIn(page, email, DEMO_PASSWORD, { loginPath: onFreshServer(loginPath), acceptDataProtection: false });
    await expect(dialog).toBeVisible();
    await loginForm.acceptDataProtection(page).click();
    await expectHome(page, role);

    // Accepted once: the server asks no more.
    const after = await request.post(onFreshServer(`/api/${api}/logaUsuario`), {
      data: { eUsuario: email, ePassword: DEMO_PASSWORD },
    });
    expect((await after.json()).datos.textoCortoRGPD).toBeNull();
  });
});

test.describe('error popup after a failed call (SPEC §4 Error popup, §7 Login)', () => {
  test("a wrong password shows the catalogue popup of status 3 with the server's message, and its button leads to recovery", async ({
    page,
  }) => {
    await page.goto('/login');
    // An address without an account: a wrong demo password would count towards locking that account.
    await loginForm.user(page).fill('nadie@demo.test');
    await loginForm.password(page).fill('NoEsLaClave1');
    await loginForm.submit(page).click();

    const popup = page.getByRole('dialog', { name: 'Usuario o contraseña incorrectos' });
    await expect(popup).toBeVisible();
    await expect(shell.errorPopup(page)).toHaveAttribute('data-code', '3');
    await expect(
      popup.getByText('Usuario o contraseña incorrectos. Si no recuerdas tu contraseña, puedes restablecerla.'),
    ).toBeVisible();
    await expectPath(page, '/login');

    // SPEC §8 3: its button opens the password recovery of the companies' login.
    await popup.getByRole('button', { name: 'Recuperar contraseña' }).click();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/login\/empresas#recordarUsuario$/);
    await expect(page.getByLabel('Usuario o CIF')).toBeVisible();
  });
});

/** Presses Tab until `target` has the focus (at most 60 times), as a keyboard user would. */
async function tabUntilFocused(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`60 presses of Tab did not reach ${target.toString()}`);
}

test.describe('keyboard only (WCAG 2.1.1)', () => {
  test('signs in and opens the menu with the keyboard alone', async ({ page }) => {
    // antiguo@: a student whom no popup greets after signing in (demo data), on the alumni login.
    await asUserWhoDismissedTheDocumentationReminder(page);
    await page.goto('/login/antiguos');
    await expect(loginForm.user(page)).toBeVisible();

    // Tab through the header and the tabs to the user field.
    await tabUntilFocused(page, loginForm.user(page));
    await page.keyboard.type('antiguo@demo.test');
    await page.keyboard.press('Tab');
    await expect(loginForm.password(page)).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');

    // A first sign-in asks for data protection: its 'Acepto' button has the focus.
    await expect(loginForm.dataProtection(page).or(shell.greeting(page))).toBeVisible();
    if (await loginForm.dataProtection(page).isVisible()) {
      await expect(loginForm.acceptDataProtection(page)).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expectHome(page, 'student');

    // From the top of the page: the skip link, then the menu button (phones only since #16 part 1).
    await page.setViewportSize(PHONE);
    await tabUntilFocused(page, shell.menuButton(page));
    await page.keyboard.press('Enter');
    const menu = shell.menu(page);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Mis candidaturas' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Mi CV' })).toBeVisible();
    // The items are reachable with the keyboard too (the drawer traps the focus inside).
    await tabUntilFocused(page, menu.getByRole('link', { name: 'Mi CV' }));

    // Escape closes it and gives the focus back to the menu button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(shell.menuButton(page)).toBeFocused();
  });
});
