import { signIn } from './support/auth';
import { withDatabase } from './support/database';
import { saveScreenshot } from './support/screenshots';
import { expect, test } from './support/fixtures';
import { chooseNecessaryCookies, closeNotice, closeRemindersWhenShown } from './support/journeys';
import { SIZES, expectNoSidewaysScroll } from './support/sizes';

/**
 * SPEC §2 Student only (offers, applications, internships) as alumna@ and master@ would use them.
 * Tests run in order on one fresh database: the application made here is withdrawn again.
 */
test.describe.configure({ mode: 'serial' });

/** The documentation reminder (SPEC §2 Student home) is dismissed up front so it never covers a click. */
async function dismissReminder(page: import('@playwright/test').Page) {
  await page.evaluate(() => localStorage.setItem('portal.documentationReminderDismissed', '1'));
  await closeRemindersWhenShown(page);
}

test('alumna@ filters the internship list, opens an offer, applies, finds it in her applications and withdraws', async ({
  page,
  expectAccessible,
}) => {
  await signIn(page, 'alumna@demo.test');
  await dismissReminder(page);
  await chooseNecessaryCookies(page);
  await page.goto('/propuesta-practicas');
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas de prácticas' })).toBeVisible();
  // #16 part 2: a quick filter in view (the full form is under 'Más filtros').
  await page.getByText('Sin las ya inscritas', { exact: true }).click();
  await expect(page).toHaveURL(/omitirInscritos=1/);
  const cards = page.getByTestId('offer-card');
  await expect(cards.first()).toBeVisible();
  await expectAccessible();

  // Demo data: the internship offers alumna@ has not applied to are 4, which overlaps her current
  // internship (SPEC §8 17), and 14, which starts after it ends. The gate answers 4 with its popup.
  await page
    .getByTestId('offer-card')
    .filter({ hasText: 'Prácticas de soporte técnico y sistemas' })
    .getByRole('link')
    .click();
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar inscripción' })
    .getByRole('button', { name: 'Sí, inscribirme' })
    .click();
  const errorPopup = page.getByTestId('error-popup').getByRole('dialog');
  await expect(errorPopup).toContainText('Coincide con otras prácticas');
  // Escape closes the popup that has the focus: wait until the confirmation has gone and the
  // popup's button holds it (on a busy machine the key could reach the closing confirmation).
  await expect(page.getByRole('dialog', { name: 'Confirmar inscripción' })).toHaveCount(0);
  await expect(errorPopup.getByRole('button', { name: 'Aceptar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/propuesta-practicas');
  const open = page.getByTestId('offer-card').filter({ hasNotText: 'Prácticas de soporte técnico y sistemas' });
  const applied = (await open.first().getByRole('link').textContent()) ?? '';
  await open.first().getByRole('link').click();
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar inscripción' })
    .getByRole('button', { name: 'Sí, inscribirme' })
    .click();
  await expect(page.getByText('Ya estás inscrito en esta oferta.')).toBeVisible();

  await page.goto('/mis-candidaturas');
  const card = page.getByTestId('application-card').filter({ has: page.getByRole('link', { name: applied }) });
  await expect(card).toBeVisible();
  await expectAccessible();
  await card.getByRole('button', { name: /^Desinscribirme/ }).click();
  await page
    .getByRole('dialog', { name: 'Desinscribirme de la oferta' })
    .getByRole('button', { name: 'Sí, desinscribirme' })
    .click();
  await expect(card).toHaveCount(0);
});

test('#12.16 master@ under 50 % of credits is told she cannot apply to an internship, not asked to confirm', async ({
  page,
}) => {
  await signIn(page, 'master@demo.test');
  await dismissReminder(page);
  await chooseNecessaryCookies(page);
  await page.goto('/propuesta-practicas');
  // Demo data: master@ is in a 2-year máster with 30 % of the credits (SPEC §9 needs 50 %).
  await page.getByTestId('offer-card').first().getByRole('link').click();
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  const credits = page.getByRole('dialog', { name: 'Créditos insuficientes' });
  await expect(credits).toBeVisible();
  await expect(credits.getByText(/al menos el 50 %/)).toBeVisible();
  await expect(credits.getByText(/tienes superado el 30 %/)).toBeVisible();
  await expect(credits.getByText(/todavía no puedes inscribirte/)).toBeVisible();
  await expect(credits.getByText(/¿Confirmas/)).toHaveCount(0);
  await credits.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(credits).toBeHidden();
  await expect(page.getByRole('button', { name: 'Inscribirme' })).toBeVisible();
});

test('alumna@ accepts her state-16 pre-enrolment; a second one is rejected with a reason', async ({ page }) => {
  // Demo data: applications 1 (offer 1) and 26 (offer 23) await her reply. A retry finds them
  // answered: they are put back first.
  withDatabase((db) =>
    db.prepare('UPDATE applications SET estado = 16, id_motivo = NULL, motivo_texto = NULL WHERE id IN (1, 26)').run(),
  );
  await signIn(page, 'alumna@demo.test');
  await dismissReminder(page);
  await chooseNecessaryCookies(page);
  await page.goto('/mis-candidaturas');
  const pending = page.getByTestId('application-card').filter({ has: page.getByTestId('preenrolment-actions') });
  await expect(pending).toHaveCount(2);
  const title = (await pending.first().getByRole('heading').textContent()) ?? '';
  await pending
    .first()
    .getByRole('button', { name: /^Aceptar preinscripción/ })
    .click();
  const accepted = page.getByTestId('application-card').filter({ has: page.getByRole('link', { name: title }) });
  await closeNotice(page, 'Respuesta registrada');
  await expect(accepted.getByTestId('preenrolment-actions')).toHaveCount(0);
  await expect(pending).toHaveCount(1);

  const second = pending.first();
  const secondTitle = (await second.getByRole('heading').textContent()) ?? '';
  await second.getByRole('button', { name: /^Rechazar preinscripción/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Rechazar la preinscripción' });
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await expect(dialog.getByText('Este campo es requerido')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Motivo del rechazo/ }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await closeNotice(page, 'Inscripción rechazada');
  await expect(dialog).toBeHidden();
  await expect(pending).toHaveCount(0);
  const rejected = page.getByTestId('application-card').filter({ has: page.getByRole('link', { name: secondTitle }) });
  await expect(rejected).toContainText(/preinscripción rechazada/i);
  await expect(rejected).toContainText('Motivo:');
});

test('alumna@ uploads an internship document; a renamed .exe is refused', async ({ page, expectAccessible }) => {
  await signIn(page, 'alumna@demo.test');
  await dismissReminder(page);
  await chooseNecessaryCookies(page);
  await page.goto('/mis-practicas');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Añadir un documento' })).toBeVisible();
  await expectAccessible();
  const input = page.locator('input[type=file]');

  await input.setInputFiles({
    name: 'memoria.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Subir documento' }).click();
  await expect(page.getByText('Fichero memoria.pdf añadido correctamente')).toBeVisible();
  await expect(page.getByTestId('internship-documents').getByText('memoria.pdf', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('internship-documents').getByRole('button', { name: 'Descargar memoria.pdf' }).first().click();
  expect((await download).suggestedFilename()).toBe('memoria.pdf');

  // The client refuses the extension outright...
  await input.setInputFiles({
    name: 'programa.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ\x90\x00'),
  });
  await expect(page.getByText('Este tipo de fichero no esta permitido')).toBeVisible();
  // ...and the server (46) refuses an .exe renamed to .pdf.
  await input.setInputFiles({
    name: 'factura.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
  });
  await page.getByRole('button', { name: 'Subir documento' }).click();
  await expect(page.getByText(/Este tipo de fichero no esta permitido/)).toBeVisible();
});

for (const size of SIZES) {
  test.describe(`#16 part 4 at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test('alumna@ reads the facts of an offer with the apply button in view, applies and follows the timeline of her application', async ({
      page,
      expectAccessible,
    }) => {
      await signIn(page, 'alumna@demo.test');
      await dismissReminder(page);
      await chooseNecessaryCookies(page);
      // An internship offer she has not applied to (not the one that overlaps her internship).
      await page.goto('/propuesta-practicas?omitirInscritos=1');
      const open = page.getByTestId('offer-card').filter({ hasNotText: 'Prácticas de soporte técnico y sistemas' });
      await expect(open.first()).toBeVisible();
      await open.first().getByRole('link').first().click();

      // The facts at the top and 'Inscribirme' in view without scrolling to the end of the offer.
      const facts = page.getByRole('region', { name: 'Lo esencial' });
      await expect(facts).toBeVisible();
      await expect(facts.getByRole('heading', { name: 'Lo esencial' })).toBeInViewport();
      await expect(facts.getByTestId('fact-deadline')).toContainText(/Plazo de inscripción/);
      await expect(page.getByTestId('offer-fit')).toContainText(/Cumples|No cumples|no pide requisitos/);
      const apply = page
        .getByRole('complementary', { name: 'Inscripción' })
        .getByRole('button', { name: 'Inscribirme' });
      await expect(apply).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectNoSidewaysScroll(page);
      await expectAccessible();
      await saveScreenshot(page, `offer-detail-${size.name}`);

      await apply.click();
      await page
        .getByRole('dialog', { name: 'Confirmar inscripción' })
        .getByRole('button', { name: 'Sí, inscribirme' })
        .click();
      await closeNotice(page, 'Inscripción realizada');
      const action = page.getByRole('complementary', { name: 'Inscripción' });
      await expect(action.getByText('Ya estás inscrito en esta oferta.')).toBeInViewport();
      await expect(action.getByTestId('offer-application-state')).toContainText('Inscrito');

      await action.getByRole('link', { name: 'Ver mi candidatura' }).click();
      await expect(page).toHaveURL(/\/mis-candidaturas\/[^/]+$/);
      await expect(page.getByTestId('application-state')).toContainText('Inscrito');
      await expect(page.getByRole('heading', { level: 2, name: 'Historial de la candidatura' })).toBeVisible();
      const steps = page.getByTestId('application-timeline').getByRole('listitem');
      await expect(steps).toHaveCount(1);
      await expect(steps.first()).toContainText(/Inscrito \(estado actual\)/);
      await expect(steps.first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);
      await expectNoSidewaysScroll(page);
      await expectAccessible();
      await saveScreenshot(page, `my-application-${size.name}`);

      // Leave the demo data as it was: the application is withdrawn again (it goes with its history).
      await page.getByRole('button', { name: /^Desinscribirme/ }).click();
      await page
        .getByRole('dialog', { name: 'Desinscribirme de la oferta' })
        .getByRole('button', { name: 'Sí, desinscribirme' })
        .click();
      // Back to the list (the notice goes with the route change, SPEC §4 'Error popup').
      await expect(page.getByRole('heading', { level: 1, name: 'Mis candidaturas' })).toBeVisible();
    });
  });
}
