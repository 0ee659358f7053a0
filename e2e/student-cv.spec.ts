import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';
import { brandUrl } from './support/urls';
import { SIZES, expectNoSidewaysScroll } from './support/sizes';
import { png } from './support/images';
import { chooseFile } from './support/upload';

// Journey of the issue "The student's CV, registration, passwords, single sign-on and account":
// registration on a brand with it, every CV section with uploads and their refusals, recovery
// through the local SMTP catcher, and single sign-on through the local OpenID provider
// (both started by e2e/support/services.mjs).

const PASSWORD = 'Registro2026';

/** A DNI with its right letter (SPEC §5), different on every run. */
function newDni(): string {
  const n = Math.floor(10_000_000 + Math.random() * 89_999_999);
  return `${n}${'TRWAGMYFPDXBNJZSQVHLCKET'[n % 23]}`;
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Closes the notice the API sends with a save (e.g. 'Información actualizada'), when one shows. */
async function closeNotice(page: Page): Promise<void> {
  const popup = page.locator('[data-testid="error-popup"] [role="dialog"]');
  try {
    await popup.waitFor({ state: 'visible', timeout: 1_500 });
  } catch {
    return;
  }
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
}

/** The cookie banner (SPEC §2 Shell) floats over the page: answer it first. */
async function answerCookies(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: 'Solo necesarias' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
}

async function register(page: Page, email: string): Promise<void> {
  await page.goto('/registro');
  await answerCookies(page);
  const form = page.getByRole('form', { name: 'Registro de estudiantes' });
  await form.getByLabel(/^Nombre/).fill('Nueva');
  await form.getByLabel(/^Primer apellido/).fill('Estudiante');
  await form.getByLabel(/^DNI \/ NIE/).fill(newDni());
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Contraseña/).fill(PASSWORD);
  await form.getByLabel(/^Repite la contraseña/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Registrarme' }).click();
  // Privacy acceptance is required (SPEC §5).
  await expect(form.getByText('Este campo es requerido')).toBeVisible();
  await form.getByRole('checkbox', { name: /política de privacidad/ }).check();
  await form.getByRole('button', { name: 'Registrarme' }).click();
  // Escape reaches the popup once the focus is inside it (not while it is still opening).
  await expect(page.locator('[data-code="504"] [role="dialog"]:focus-within')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Tu cuenta se ha creado.')).toBeVisible();
}

/** A Mantine select: open it by its label and pick the option (the first one when none is named). */
async function pickOption(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: string | RegExp,
  option?: string,
): Promise<void> {
  const input = scope.getByRole('textbox', { name: label });
  await expect(async () => {
    await input.click();
    const item = option ? page.getByRole('option', { name: option, exact: true }) : page.getByRole('option').first();
    await item.click({ timeout: 2_000 });
    await expect(input).not.toHaveValue('', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test('a new student registers, fills each CV section and uploads a PDF and a photo', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `cv-${Date.now()}@alumnos.test`;
  await register(page, email);
  await signIn(page, email, PASSWORD);
  // SPEC §2 Popups after sign-in: missing personal data, or the social-security request (518); both lead to the CV.
  const dialogs = page.getByRole('dialog');
  const toCv = dialogs
    .getByRole('button', { name: 'Ir a mi CV' })
    .or(dialogs.getByRole('link', { name: 'Ir a mi CV' }));
  await expect(toCv.first()).toBeVisible();
  await toCv.first().click();
  await expect(page).toHaveURL(/\/cv#datos-personales$/);

  // Personal data.
  const personal = page.getByRole('form', { name: 'Datos personales' });
  await personal
    .getByLabel(/^Teléfono/)
    .first()
    .fill('612345678');
  await pickOption(page, personal, /Idioma preferido/, 'Castellano');
  await personal.getByRole('button', { name: 'Guardar' }).click();
  await expect(personal.getByText('Cambios guardados')).toBeVisible();
  await closeNotice(page);

  // Academic: a study with a decimal-comma grade.
  await page.getByRole('button', { name: 'Añadir estudios' }).click();
  const study = page.getByRole('form', { name: 'Añadir estudios' });
  await study.getByRole('button', { name: 'Guardar' }).click();
  await expect(study.getByText('Este campo es requerido').first()).toBeVisible();
  await expect(study.getByLabel(/^Titulación/)).toBeFocused();
  await study.getByLabel(/^Titulación/).fill('Bachillerato');
  await study.getByLabel(/^Nota media/).fill('3,25');
  await study.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByTestId('study-row').filter({ hasText: 'Bachillerato' })).toContainText('3,25');
  await closeNotice(page);

  // Professional: an experience with an attachment.
  await page.getByRole('button', { name: 'Añadir experiencia' }).click();
  const experience = page.getByRole('form', { name: 'Añadir experiencia' });
  await experience.getByLabel(/^Empresa/).fill('Cafetería Central');
  await experience.getByLabel(/^Puesto/).fill('Camarera');
  await chooseFile(experience, 'Adjunto', { name: 'contrato.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(experience.getByText('Fichero contrato.pdf añadido correctamente')).toBeVisible();
  await experience.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByTestId('experience-row').filter({ hasText: 'Camarera' })).toContainText('contrato.pdf');
  await closeNotice(page);

  // Languages.
  await page.getByRole('button', { name: 'Añadir idioma' }).click();
  const language = page.getByRole('form', { name: 'Añadir idioma' });
  await pickOption(page, language, /^Idioma/);
  await pickOption(page, language, /^Nivel/);
  await language.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByTestId('language-row')).toHaveCount(1);
  await closeNotice(page);

  // Interests and IT skills.
  const interests = page.getByRole('form', { name: 'Intereses y conocimientos informáticos' });
  await interests.getByRole('textbox', { name: 'Intereses' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await interests.getByRole('button', { name: 'Guardar' }).click();
  await expect(interests.getByText('Cambios guardados')).toBeVisible();
  await closeNotice(page);

  // Documents: a PDF CV; a 2.1 MB file is refused and a URL offered instead.
  const upload = page.getByRole('form', { name: 'Subir CV' });
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name: 'grande.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2_100_000, 0x20) });
  await expect(upload.getByText(/supera el límite de 2000 KB/)).toBeVisible();
  await expect(upload.getByLabel('URL del fichero')).toBeVisible();
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(upload.getByText('Este tipo de fichero no esta permitido')).toBeVisible();
  await upload.getByLabel(/^Nombre del documento/).fill('Mi CV');
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(upload.getByText('Fichero cv.pdf añadido correctamente')).toBeVisible();
  await upload.getByRole('button', { name: 'Subir' }).click();
  await expect(page.getByTestId('document-row').filter({ hasText: 'Mi CV' })).toBeVisible();
  await closeNotice(page);

  // Portfolio and presentation.
  const portfolio = page.getByRole('form', { name: 'Enlace al portfolio' });
  await portfolio.getByLabel('Enlace al portfolio').fill('https://portfolio.example.org/nueva');
  await portfolio.getByRole('button', { name: 'Guardar' }).click();
  await expect(portfolio.getByText('Cambios guardados')).toBeVisible();
  await closeNotice(page);
  const presentation = page.getByRole('form', { name: 'Presentación' });
  await presentation.getByLabel('Presentación').fill('Estudiante con ganas de aprender.');
  await presentation.getByRole('button', { name: 'Guardar' }).click();
  await expect(presentation.getByText('Cambios guardados')).toBeVisible();
  await closeNotice(page);

  // Active search toggle.
  // Mantine 8.3.18 lays the switch's input over its label: a person clicks the switch itself.
  const activeSearch = page.getByRole('switch', { name: 'Búsqueda activa de prácticas' });
  await activeSearch.click();
  await expect(activeSearch).toBeChecked();
  await closeNotice(page);

  // Profile photo: 1200 px is refused, a small one is accepted.
  await page
    .getByTestId('profile-photo-card')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: png(1200, 40) });
  await expect(
    page.getByText('La foto de perfil no puede medir más de 1000 píxeles de ancho ni de alto.'),
  ).toBeVisible();
  await page
    .getByTestId('profile-photo-card')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png(200, 200) });
  await expect(page.getByText('Fichero foto.png añadido correctamente')).toBeVisible();
  await closeNotice(page);
  await expect(page.getByRole('img', { name: /Foto de perfil de Nueva/ })).toBeVisible();

  // Everything is there after a reload.
  await page.reload();
  await expect(page.getByTestId('study-row').filter({ hasText: 'Bachillerato' })).toBeVisible();
  await expect(page.getByTestId('experience-row')).toHaveCount(1);
  await closeNotice(page);
  await expect(page.getByTestId('document-row').filter({ hasText: 'Mi CV' })).toBeVisible();
  await closeNotice(page);
});

// Issue #16 part 5: the completeness meter names what is missing and leads to its section, which
// is saved alone; a document goes up through the upload widget; at a desk's and a phone's size.
for (const size of SIZES) {
  test(`${size.name}: the CV meter leads to a section saved alone, and a document goes up by the widget`, async ({
    page,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size.viewport);
    const email = `medidor-${size.name}-${Date.now()}@alumnos.test`;
    await register(page, email);
    await signIn(page, email, PASSWORD);
    const dialogs = page.getByRole('dialog');
    const toCv = dialogs
      .getByRole('button', { name: 'Ir a mi CV' })
      .or(dialogs.getByRole('link', { name: 'Ir a mi CV' }));
    await toCv.first().click();
    await expect(page).toHaveURL(/\/cv#datos-personales$/);
    await closeNotice(page);

    const meter = page.getByTestId('cv-meter');
    await expect(meter.getByRole('link', { name: 'Tu presentación' })).toBeVisible();
    await expect(meter.getByRole('link', { name: 'Un CV adjunto' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible();

    // Follow 'Tu presentación': its section opens at #portfolio; only it is marked unsaved.
    await meter.getByRole('link', { name: 'Tu presentación' }).click();
    await expect(page).toHaveURL(/\/cv#portfolio$/);
    const section = page.locator('section#portfolio');
    await expect(section.getByRole('button', { name: /Portfolio y presentación/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const presentation = section.getByRole('form', { name: 'Presentación' });
    await presentation.getByLabel('Presentación').fill('Me gusta aprender.');
    await expect(section.getByText('Cambios sin guardar')).toBeVisible();
    await expect(page.getByText('Cambios sin guardar')).toHaveCount(1);
    await presentation.getByRole('button', { name: 'Guardar' }).click();
    await expect(presentation.getByText('Cambios guardados')).toBeVisible();
    await closeNotice(page);
    await expect(section.getByText('Cambios sin guardar')).toHaveCount(0);
    await expect(meter.getByRole('link', { name: 'Tu presentación' })).toHaveCount(0);

    // 'Un CV adjunto': the upload widget refuses a wrong type before sending, then takes a PDF.
    await meter.getByRole('link', { name: 'Un CV adjunto' }).click();
    await expect(page).toHaveURL(/\/cv#documentos$/);
    const upload = page.getByRole('form', { name: 'Subir CV' });
    const drop = upload.getByRole('button', { name: /^Fichero.*Elegir fichero$/ });
    await expect(drop).toBeVisible();
    await upload
      .locator('input[type="file"]')
      .setInputFiles({ name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(upload.getByRole('alert')).toHaveText('Este tipo de fichero no esta permitido');
    await upload.getByLabel(/^Nombre del documento/).fill('CV del medidor');
    await upload
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(upload.getByText('Fichero cv.pdf añadido correctamente')).toBeVisible();
    await upload.getByRole('button', { name: 'Subir' }).click();
    const card = page.getByTestId('document-row').filter({ hasText: 'CV del medidor' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'Descargar CV del medidor' })).toBeVisible();
    await closeNotice(page);
    await expect(meter.getByRole('link', { name: 'Un CV adjunto' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectAccessible();
  });
}

/** The newest mail to `address` in the SMTP catcher's folder. */
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
    body = mails[mails.length - 1].body;
  }).toPass({ timeout: 15_000 });
  return body;
}

test('a password is recovered through the mailed link', async ({ page }) => {
  const email = `recupera-${Date.now()}@alumnos.test`;
  await register(page, email);
  await page.goto('/login');
  await page.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
  await page.getByLabel('Correo electrónico').last().fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  const body = await mailTo(email);
  const link = /https?:\/\/[^\s"<>]+\/restablecer-candidato\?token=[\w-]+/.exec(body)?.[0];
  expect(link, 'recovery link in the mail').toBeTruthy();
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  const form = page.getByRole('form', { name: 'Restablecer la contraseña' });
  await form.getByLabel(/^Nueva contraseña/).fill('Recuperada2026');
  await form.getByLabel(/^Repite la contraseña/).fill('Recuperada2026');
  await form.getByRole('button', { name: 'Guardar la contraseña' }).click();
  // Escape reaches the popup once the focus is inside it (not while it is still opening).
  await expect(page.locator('[data-code="508"] [role="dialog"]:focus-within')).toBeVisible();
  await page.keyboard.press('Escape');
  await signIn(page, email, 'Recuperada2026');
  await expect(page).not.toHaveURL(/\/login/);
});

test('/registro is not reachable on the brand with registration off', async ({ page }) => {
  await page.goto(brandUrl('basica', '/registro'));
  await expect(page.getByRole('form', { name: 'Registro de estudiantes' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/registro$/);
});

test('a graduate signs in through the university (single sign-on)', async ({ page }) => {
  await page.goto(brandUrl('catalunya', '/acceso'));
  await page.getByRole('link', { name: /^(Acceder con tu universidad|Accedir amb la teva universitat)$/ }).click();
  await expect(async () => {
    const dialog = page.getByRole('dialog', { name: /Protecci[oó] de dades|Protecci[oó]n de datos/ });
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: /^Accepto$|^Acepto$/ }).click();
    await expect(page).not.toHaveURL(/\/acceso/, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const session = await page.evaluate(() => window.localStorage.getItem('portal.session'));
  expect(JSON.parse(session ?? '{}')).toMatchObject({ role: 'student' });
});
