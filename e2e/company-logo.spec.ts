import { signIn } from './support/auth';
import { chooseNecessaryCookies } from './support/journeys';
import { expect, test } from './support/fixtures';
import { png } from './support/images';
import { DESK } from './support/sizes';
import { chooseFile } from './support/upload';

// Issue #16 part 2 (ADR 0028): offer cards show the company's logo, or its initials, with the
// modality, pay and closing date. empresa@ (Levante Tech, whose company data authorise the logo)
// uploads one on 'Mi empresa', reached from the sections; alumna@ then sees it on that company's
// cards of her internship list, loaded from the public logo address.

test("empresa@ uploads its logo and alumna@ sees it on Levante Tech's offer cards", async ({
  page,
  browser,
  expectAccessible,
}) => {
  await page.setViewportSize(DESK);
  await signIn(page, 'empresa@demo.test');
  await chooseNecessaryCookies(page);
  await page
    .getByRole('navigation', { name: 'Secciones' })
    .getByRole('link', { name: 'Mi empresa', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi empresa' })).toBeVisible();

  await chooseFile(page, 'Logotipo de la empresa', { name: 'logo.png', mimeType: 'image/png', buffer: png(120, 60) });
  const notice = page.getByRole('dialog', { name: 'Información actualizada' });
  await notice.getByRole('button', { name: 'Aceptar' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Fichero logo.png añadido correctamente' })).toBeVisible();
  await expect(page.getByTestId('company-logo-state')).toHaveText(
    'Los estudiantes ven este logotipo en las tarjetas de tus ofertas.',
  );
  const shown = page.getByRole('img', { name: 'Logotipo de Levante Tech' });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  await expectAccessible();

  const context = await browser.newContext({ viewport: DESK });
  try {
    const student = await context.newPage();
    await signIn(student, 'alumna@demo.test');
    await student.goto('/propuesta-practicas');
    const card = student.getByTestId('offer-card').filter({ hasText: 'Levante Tech' }).first();
    await expect(card).toBeVisible();
    const logo = card.getByTestId('offer-logo').locator('img');
    await expect(logo).toHaveAttribute('src', /\/api\/Publico\/logoEmpresa\/1\b/);
    // The image the student's browser loaded is the one uploaded (the initials otherwise).
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);
    await expect(card.getByTestId('offer-logo')).not.toContainText('LT');
    // The card's facts line: the closing date, through Intl (dd/mm/yyyy).
    await expect(card.getByTestId('offer-facts')).toContainText(/Cierra el \d{2}\/\d{2}\/\d{4}/);
    // Another company's card without a logo keeps its initials.
    const other = student.getByTestId('offer-card').filter({ hasText: 'Grupo Mediterráneo' }).first();
    await expect(other.getByTestId('offer-logo')).toHaveText('GM');
  } finally {
    await context.close();
  }
});
