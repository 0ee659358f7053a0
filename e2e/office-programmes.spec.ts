import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD, loginForm, signIn } from './support/auth';
import { expectHome, maintenanceUrl } from './support/journeys';
import { DESK, atBothSizes } from './support/sizes';

// Practice programmes and the data-protection text in the office console (issue #15 'Content').
// Run on the maintenance server of e2e/run.mjs (its own fresh database): publishing a new
// data-protection version asks everyone to accept it again, which must not block the main
// server's journeys. master@ is the student here; sign-in.spec.ts's fresh accounts are left alone
// (the new text keeps the phrase and link that journey checks).

function onFreshServer(path: string): string {
  const url = maintenanceUrl(path);
  if (!url) throw new Error('E2E_MAINTENANCE_URL is not set');
  return url;
}

/** /gma2019 with the staff demo account: god mode lifts the maintenance redirect in this browser. */
async function enterGodMode(page: Page): Promise<void> {
  await page.goto(onFreshServer('/gma2019'));
  await loginForm.user(page).fill('gestor@demo.test');
  await loginForm.password(page).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Activar el modo administrador' }).click();
  await expect(page.getByText('El modo administrador está activo en este navegador.')).toBeVisible();
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESK });
  const page = await context.newPage();
  await enterGodMode(page);
  return page;
}

test.describe('office programmes and data protection (issue #15)', () => {
  test('gestor@ creates a programme, accepts a student adhesion, and publishes a data-protection version asked at the next sign-in', async ({
    browser,
    request,
  }) => {
    test.skip(!maintenanceUrl(), 'needs the second server of e2e/run.mjs (E2E_MAINTENANCE_URL)');
    test.setTimeout(420_000);
    const attempt = test.info().retry;
    const NAME = `Programa Prácticas Sostenibles ${attempt + 1}`;
    const V_ES = `La universidad trata tus datos personales para gestionar prácticas, empleo y encuestas (revisión ${attempt + 1}).`;
    const V_CA = `La universitat tracta les teves dades personals per gestionar pràctiques, ocupació i enquestes (revisió ${attempt + 1}).`;

    const page = await freshPage(browser);
    await page.goto(onFreshServer('/gestion/login'));
    await page.getByLabel('Correo electrónico').fill('gestor@demo.test');
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/gestion$/);
    const nav = page.getByRole('navigation', { name: 'Navegación de la gestión' });
    const programmes = page.getByRole('table', { name: 'Programas de prácticas de la marca' });
    const adhesions = page.getByRole('table', { name: 'Solicitudes de adhesión de estudiantes y empresas' });

    await test.step('create a programme for students that needs adhesion', async () => {
      await nav.getByRole('link', { name: 'Programas' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Programas de prácticas' })).toBeVisible();
      await expect(programmes.getByRole('row', { name: /Erasmus\+ Prácticas/ })).toBeVisible();
      await atBothSizes(page);
      await page.getByRole('button', { name: 'Nuevo programa' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo programa de prácticas' });
      await dialog.getByLabel('Nombre (castellano)').fill(NAME);
      await dialog
        .getByLabel('Nombre (catalán)')
        .fill(NAME.replace('Programa Prácticas Sostenibles', 'Programa Pràctiques Sostenibles'));
      await dialog.getByLabel('Descripción (castellano)').fill('Prácticas en empresas de economía circular.');
      await dialog.getByLabel('Duración (meses)').fill('6');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Guardar programa' }).click();
      await expect(dialog).toBeHidden();
      await expect(programmes.getByRole('row', { name: new RegExp(NAME) })).toBeVisible();
    });

    const master = await request.post(onFreshServer('/api/Alumno/logaUsuario'), {
      data: { eUsuario: 'master@demo.test', ePassword: DEMO_PASSWORD },
    });
    const token = ((await master.json()) as { datos: { token: string } }).datos.token;
    const auth = { authorization: `Bearer ${token}` };

    await test.step('master@ asks to adhere; the console accepts it', async () => {
      const list = await request.get(onFreshServer('/api/Publico/programasPracticasActivos?lang=es'));
      const programme = ((await list.json()) as { datos: Array<{ id: number; nombre: string }> }).datos.find(
        (p) => p.nombre === NAME,
      );
      expect(programme, 'the new programme is offered').toBeTruthy();
      const asked = await request.post(onFreshServer(`/api/Alumno/solicitaAdhesionPrograma/${programme!.id}`), {
        headers: auth,
        data: {},
      });
      expect(((await asked.json()) as { status: number }).status).toBe(0);

      await page.reload();
      const row = adhesions.getByRole('row').filter({ hasText: 'Pablo Navarro Gil' }).filter({ hasText: NAME });
      await expect(row).toBeVisible();
      await atBothSizes(page);
      await row.getByRole('button', { name: 'Aceptar la adhesión de Pablo Navarro Gil' }).click();
      await expect(page.getByRole('status').getByText('Adhesión aceptada.')).toBeVisible();
      await expect(row).toBeHidden();
      const detail = await request.get(onFreshServer(`/api/Alumno/detallePrograma/${programme!.id}`), {
        headers: auth,
      });
      expect(((await detail.json()) as { datos: { estadoAdhesion: string } }).datos.estadoAdhesion).toBe('aceptada');
    });

    await test.step('publish a new data-protection version', async () => {
      await nav.getByRole('link', { name: 'Textos del portal' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Banner y protección de datos' })).toBeVisible();
      await atBothSizes(page);
      await page.getByLabel('Texto (castellano)', { exact: true }).fill(V_ES);
      await page.getByLabel('Texto (catalán)', { exact: true }).fill(V_CA);
      await page.getByRole('button', { name: 'Publicar nueva versión' }).click();
      const confirm = page.getByRole('dialog', { name: 'Publicar una nueva versión' });
      await expectAccessible(page);
      await confirm.getByRole('button', { name: 'Publicar' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByRole('status').getByText(/Versión \d+ publicada\./)).toBeVisible();
      const versions = page.getByRole('table', { name: 'Versiones del texto de protección de datos' });
      await expect(versions.getByRole('row').nth(1)).toContainText('Vigente');
      await expect(versions.getByRole('row').nth(1)).toContainText('0');
    });

    await test.step('master@ is asked to accept the new version at the next sign-in, and not again', async () => {
      const student = await freshPage(browser);
      await signIn(student, 'master@demo.test', DEMO_PASSWORD, {
        loginPath: onFreshServer('/login'),
        acceptDataProtection: false,
      });
      const dialog = loginForm.dataProtection(student);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(V_ES)).toBeVisible();
      await expectAccessible(student);
      await loginForm.acceptDataProtection(student).click();
      await expectHome(student, 'student');
      const again = await request.post(onFreshServer('/api/Alumno/logaUsuario'), {
        data: { eUsuario: 'master@demo.test', ePassword: DEMO_PASSWORD },
      });
      expect(((await again.json()) as { datos: { textoCortoRGPD: string | null } }).datos.textoCortoRGPD).toBeNull();
      await student.context().close();
      // The console counts the acceptance.
      await page.reload();
      const versions = page.getByRole('table', { name: 'Versiones del texto de protección de datos' });
      await expect(versions.getByRole('row').nth(1)).toContainText(/Vigente/);
      await expect(versions.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('1');
    });
    await page.context().close();
  });
});
