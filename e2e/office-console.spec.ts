import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_PASSWORD } from './support/auth';
import { brandUrl } from './support/urls';
import { DESK, PHONE, atBothSizes, expectNoSidewaysScroll } from './support/sizes';

// The university office's console (issue #14): gestor@demo.test (the default brand's admin, who
// signs in without a second factor only because the demo brand allows it) works the console;
// oficina@ (a gestor) has no staff management; tutora@ (an academic tutor) lands on her tutoring list.

/** The newest mail to `address` caught by the local SMTP server (e2e/support/services.mjs), soft line breaks undone. */
async function mailTo(address: string): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: e2e/support/services.mjs did not start');
  let body = '';
  await expect(async () => {
    const mails = fs
      .readdirSync(dir)
      .sort()
      .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { to: string[]; body: string })
      .filter((mail) => mail.to.includes(address.toLowerCase()));
    expect(mails.length).toBeGreaterThan(0);
    body = mails[mails.length - 1].body.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  }).toPass({ timeout: 15_000 });
  return body;
}

async function officeSignIn(page: Page, email: string): Promise<void> {
  await page.goto('/gestion/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso a la gestión' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/gestion\/login$/);
}

test.describe('office console (issue #14)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESK);
  });

  test('the admin sees the counters, invites a member (the invitation mail goes out), deactivates them, and the audit log shows it', async ({
    page,
  }) => {
    await page.goto('/gestion/login');
    await atBothSizes(page);
    await officeSignIn(page, 'gestor@demo.test');

    await expect(page).toHaveURL(/\/gestion$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Resumen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Empresas pendientes de validar' })).toHaveAttribute(
      'href',
      '/gestion/empresas?estado=pendiente',
    );
    await expect(page.getByRole('link', { name: 'Convenios firmados por la empresa' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Navegación de la gestión' }).getByRole('link', { name: /Resumen/ }),
    ).toBeVisible();
    await atBothSizes(page);

    const nav = page.getByRole('navigation', { name: 'Navegación de la gestión' });
    await nav.getByRole('link', { name: 'Personal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Personal de la oficina' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Rosa Iglesias Marín' })).toBeVisible();
    await atBothSizes(page);

    const email = `invitada.${Date.now()}@demo.test`;
    await page.getByRole('button', { name: 'Invitar a una persona' }).click();
    const form = page.getByRole('form', { name: 'Invitar a una persona' });
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Nombre').fill('Inés');
    await form.getByLabel('Apellidos').fill('Invitada Prueba');
    await form.getByLabel('Campus de Valencia').check();
    await atBothSizes(page);
    await form.getByRole('button', { name: 'Enviar la invitación' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Invitación enviada a ${email}` })).toBeVisible();
    const row = page.getByRole('row', { name: /Inés Invitada Prueba/ });
    await expect(row).toContainText('Invitada');

    // The set-password link went out through the mail path (the e2e server's SMTP catcher).
    expect(await mailTo(email)).toMatch(/\/gestion\/establecer-contrasena\?token=[\w-]+/);

    await row.getByRole('button', { name: 'Desactivar a Inés Invitada Prueba' }).click();
    await expect(row).toContainText('Desactivada');
    await expect(row.getByRole('button', { name: 'Reactivar a Inés Invitada Prueba' })).toBeVisible();

    await nav.getByRole('link', { name: 'Registro de actividad' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Registro de actividad' })).toBeVisible();
    const log = page.getByRole('table');
    await expect(log.getByRole('row').filter({ hasText: 'staff.deactivate' }).first()).toContainText(
      'gestor@demo.test',
    );
    await expect(log.getByRole('row').filter({ hasText: 'staff.invite' }).first()).toBeVisible();
    await expect(log.getByRole('row').filter({ hasText: 'auth.sign_in' }).first()).toBeVisible();
    await atBothSizes(page);

    // The search keeps its filter in the URL.
    await page.getByLabel('Acción').fill('staff.invite');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/accion=staff\.invite/);
    await expect(log.getByRole('row').filter({ hasText: 'staff.deactivate' })).toHaveCount(0);

    await signOut(page);
  });

  test('a gestor has no staff management', async ({ page }) => {
    await officeSignIn(page, 'oficina@demo.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Resumen' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Navegación de la gestión' });
    await expect(nav.getByRole('link', { name: 'Personal' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Registro de actividad' })).toHaveCount(0);
    await page.goto('/gestion/personal');
    await expect(page.getByRole('heading', { level: 1, name: 'Sin acceso a esta página' })).toBeVisible();
    await atBothSizes(page);
  });

  test('on a phone the page comes first: the menu button shows the navigation, and a link followed closes it', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await officeSignIn(page, 'oficina@demo.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Resumen' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Navegación de la gestión' });
    await expect(nav).toBeHidden();
    const menu = page.getByRole('button', { name: 'Abrir el menú de la gestión' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar el menú de la gestión' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectNoSidewaysScroll(page);
    await nav.getByRole('link', { name: 'Empresas' }).click();
    await expect(page).toHaveURL(/\/gestion\/empresas/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await atBothSizes(page);
  });

  test('an academic tutor lands on her own tutoring list, not the dashboard (issue #15)', async ({ page }) => {
    await officeSignIn(page, 'tutora@demo.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis tutorías' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Resumen' })).toHaveCount(0);
    await page.goto('/gestion/personal');
    await expect(page.getByRole('heading', { level: 1, name: 'Sin acceso a esta página' })).toBeVisible();
    await atBothSizes(page);
  });

  test("the Catalan brand's admin enrols the second factor at /gestio/login: QR code, first code, recovery codes, then the console in Catalan", async ({
    page,
  }) => {
    await page.goto(brandUrl('catalunya', '/gestio/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'Accés a la gestió' })).toBeVisible();
    await page.getByLabel('Correu electrònic').fill('gestor@catalunya.demo.test');
    await page.getByLabel('Contrasenya').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entra' }).click();

    await expect(page.getByRole('img', { name: /Codi QR/ })).toBeVisible();
    await atBothSizes(page);
    const secret = (await page.locator('code').first().textContent())?.trim() ?? '';
    await page.getByLabel('Primer codi').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Verifica' }).click();

    const codes = page.getByRole('list', { name: 'Els teus codis de recuperació' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await atBothSizes(page);
    await page.getByRole('button', { name: 'He desat els codis, continua' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Resum' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Empreses pendents de validar' })).toBeVisible();
  });
});
