import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';

// Issue #12 item 20, as a new student meets it: the 'Completa tus datos' request (518) stops once
// the IBAN and the social-security number are saved, also in a new tab of the same session.

const PASSWORD = 'Registro2026';

/** A DNI with its right letter (SPEC §5), different on every run. */
function newDni(): string {
  const n = Math.floor(10_000_000 + Math.random() * 89_999_999);
  return `${n}${'TRWAGMYFPDXBNJZSQVHLCKET'[n % 23]}`;
}

test('#12.20 a new student who saved her IBAN and social-security number is not asked for them again', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const email = `ssn-${Date.now()}@alumnos.test`;
  const registered = await page.request.post('/api/Alumno/registrarUsuario', {
    data: {
      nombre: 'Nueva',
      primerApellido: 'Estudiante',
      dni: newDni(),
      email,
      password: PASSWORD,
      confirmacionPassword: PASSWORD,
      aceptaPrivacidad: true,
    },
  });
  expect((await registered.json()).status).toBe(0);
  await signIn(page, email, PASSWORD);
  await page
    .getByRole('button', { name: 'Solo necesarias' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);

  // Asked after signing in (missing data, or 518): both lead to the CV.
  const dialogs = page.getByRole('dialog');
  const toCv = dialogs
    .getByRole('button', { name: 'Ir a mi CV' })
    .or(dialogs.getByRole('link', { name: 'Ir a mi CV' }));
  await expect(toCv.first()).toBeVisible();
  await toCv.first().click();
  await expect(page).toHaveURL(/\/cv#datos-personales$/);

  const personal = page.getByRole('form', { name: 'Datos personales' });
  await personal
    .getByLabel(/^Teléfono/)
    .first()
    .fill('612345678');
  await personal.getByLabel(/^IBAN/).fill('ES9121000418450200051332');
  await personal.getByLabel(/^Número de la Seguridad Social/).fill('461234567843');
  const idioma = personal.getByRole('textbox', { name: /Idioma preferido/ });
  await expect(async () => {
    await idioma.click();
    await page.getByRole('option', { name: 'Castellano', exact: true }).click({ timeout: 2_000 });
    await expect(idioma).not.toHaveValue('', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await personal.getByRole('button', { name: 'Guardar' }).click();
  await expect(personal.getByText('Cambios guardados')).toBeVisible();

  // A new tab of the same session runs the sign-in popups again: nothing asks for the numbers.
  const other = await context.newPage();
  const checked = other.waitForResponse((r) => r.url().includes('/api/Alumno/faltanDatosPersonalesObligatorios'));
  await other.goto('/');
  const answer = await (await checked).json();
  expect(answer.datos).toMatchObject({ faltaNumeroSeguridadSocial: false, faltaIban: false });
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  // The session's copy of the login flag has followed the save (what the popups read first).
  await expect
    .poll(() =>
      other.evaluate(() => JSON.parse(localStorage.getItem('portal.session') ?? '{}').faltaNumeroSeguridadSocial),
    )
    .toBe(false);
  await expect(other.locator('[data-code="518"]')).toHaveCount(0);
  await expect(other.getByText('Completa tus datos')).toHaveCount(0);
  await other.close();
});
