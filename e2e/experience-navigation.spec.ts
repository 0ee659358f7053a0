import type { Page } from '@playwright/test';
import { signIn } from './support/auth';
import { saveScreenshot } from './support/screenshots';
import { expect, test } from './support/fixtures';
import {
  asUserWhoDismissedTheDocumentationReminder,
  chooseNecessaryCookies,
  closeRemindersWhenShown,
  shell,
} from './support/journeys';
import { SIZES, expectNoSidewaysScroll } from './support/sizes';

/**
 * Issue #16 parts 1, 2 and 7 ('Done when'), at a phone's and a desk's size: a student finds the
 * job offers from the navigation, filters with two chips, opens the shared URL in a new page and
 * gets the same results, applies and sees 'Inscrito' on the card; grupo@ switches company without
 * signing out. Nothing scrolls sideways and axe finds nothing serious on any page visited.
 * master@ (a student with a CV) applies to a job offer she had not applied to ('Sin las ya
 * inscritas'), so a retry or the other size picks another one; her internship gate (student-offers)
 * is not involved, and the full-stack offer whose candidates company-offers moves is left alone.
 */

const sections = (page: Page) => page.getByRole('navigation', { name: 'Secciones' });

/** One click on a desk (the sections stay in view); the menu button first on a phone. */
async function openSection(page: Page, phone: boolean, item: string): Promise<void> {
  if (phone) {
    await expect(sections(page)).toBeHidden();
    await shell.menuButton(page).click();
    await shell.menu(page).getByRole('link', { name: item, exact: true }).click();
  } else {
    await expect(shell.menuButton(page)).toBeHidden();
    await sections(page).getByRole('link', { name: item, exact: true }).click();
  }
}

/** The offers' titles in a page of GET /api/Alumno/dameOfertasUsuario (SPEC §7), in its order. */
function offerTitles(answer: { datos?: { ofertas?: { titulo: string }[] } }): string[] {
  return (answer.datos?.ofertas ?? []).map((offer) => offer.titulo);
}

async function cardTitles(page: Page): Promise<string[]> {
  await expect(page.getByTestId('offer-card').first()).toBeVisible();
  return page.getByTestId('offer-card').getByRole('heading').allTextContents();
}

for (const size of SIZES) {
  test.describe(`#16 at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });
    const phone = size.name === 'phone';

    test('a student finds a job offer from the navigation, filters with two chips, shares the URL, applies and sees Inscrito', async ({
      page,
      context,
      expectAccessible,
    }) => {
      await asUserWhoDismissedTheDocumentationReminder(page);
      await signIn(page, 'master@demo.test');
      await closeRemindersWhenShown(page);
      await chooseNecessaryCookies(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      // Issue #16 'Done when': screenshots of the student home, the offer list and the CV at both sizes (artefacts).
      await saveScreenshot(page, `student-home-${size.name}`);

      await openSection(page, phone, 'Ofertas de empleo');
      await expect(page.getByRole('heading', { level: 1, name: 'Ofertas de empleo' })).toBeVisible();
      await cardTitles(page);
      await expectNoSidewaysScroll(page);
      await expectAccessible();

      // Chip 1: a quick filter in view. Its titles are read from the filtered page's answer: the
      // cards on screen can still be the unfiltered ones for a moment after the URL changed (a
      // fast run read them and searched for the offer the phone run had applied to).
      const filteredPage = page.waitForResponse(
        (r) => r.url().includes('/api/Alumno/dameOfertasUsuario/') && r.url().includes('omitirInscritos=1'),
      );
      await page.getByText('Sin las ya inscritas', { exact: true }).click();
      await expect(page).toHaveURL(/omitirInscritos=1/);
      const before = offerTitles(await (await filteredPage).json());
      expect(before.length).toBeGreaterThan(0);
      // Chip 2: the search box, with a word of the first offer's title.
      const pick = before.find((title) => !/full stack/i.test(title)) ?? before[0];
      const word = (pick.split(/\s+/).find((w) => w.length >= 4) ?? pick).toLowerCase();
      const main = page.getByRole('main');
      await main.getByRole('searchbox', { name: 'Buscar en la lista' }).fill(word);
      const searchedPage = page.waitForResponse(
        (r) => r.url().includes('/api/Alumno/dameOfertasUsuario/') && r.url().includes('titulo='),
      );
      await main.getByRole('button', { name: 'Buscar', exact: true }).click();
      await expect(page).toHaveURL(/titulo=/);
      const active = page.getByRole('group', { name: 'Filtros activos' }).getByTestId('active-filter');
      await expect(active).toHaveCount(2);
      // The cards once they are the search's (the same answer's titles).
      const results = offerTitles(await (await searchedPage).json());
      expect(results.length).toBeGreaterThan(0);
      await expect.poll(() => cardTitles(page)).toEqual(results);
      await expectNoSidewaysScroll(page);
      await expectAccessible();

      // The URL, opened in a new page, shows the same filters and results.
      const shared = page.url();
      const other = await context.newPage();
      await other.goto(shared);
      await expect(other.getByRole('group', { name: 'Filtros activos' }).getByTestId('active-filter')).toHaveCount(2);
      await expect.poll(() => cardTitles(other)).toEqual(results);
      await other.close();

      // Apply to the first result.
      const chosen = results.find((title) => !/full stack/i.test(title)) ?? results[0];
      await page.getByTestId('offer-card').filter({ hasText: chosen }).first().getByRole('link').click();
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Inscribirme' }).click();
      await page
        .getByRole('dialog', { name: 'Confirmar inscripción' })
        .getByRole('button', { name: 'Sí, inscribirme' })
        .click();
      await expect(page.getByText('Ya estás inscrito en esta oferta.')).toBeVisible();

      // Back to the list: without 'Sin las ya inscritas' the offer shows 'Inscrito'.
      await page.goto(shared);
      await page.getByRole('button', { name: 'Quitar el filtro Omitir ofertas en las que ya estoy inscrito' }).click();
      await expect(page).not.toHaveURL(/omitirInscritos/);
      const card = page.getByTestId('offer-card').filter({ has: page.getByRole('heading', { name: chosen }) });
      await expect(card.getByTestId('offer-applied')).toHaveText('Inscrito');
      await expectNoSidewaysScroll(page);
      await expectAccessible();
      await saveScreenshot(page, `offer-list-${size.name}`);

      await page.goto('/cv');
      await expect(page.getByRole('form', { name: 'Datos personales' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `cv-${size.name}`);
    });

    test('grupo@ sees its active company and switches without signing out', async ({ page, expectAccessible }) => {
      await signIn(page, 'grupo@demo.test', undefined, { company: 'Grupo Mediterráneo Servicios S.A.' });
      await closeRemindersWhenShown(page);
      await chooseNecessaryCookies(page);
      await expectNoSidewaysScroll(page);
      const tokenBefore = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
      if (phone) await shell.menuButton(page).click();
      const where = phone ? shell.menu(page).locator('..').locator('..') : sections(page).locator('..');
      const select = where.getByRole('combobox', { name: 'Empresa activa' });
      await expect(select.locator('option:checked')).toHaveText('Grupo Mediterráneo Servicios S.A.');
      await expectAccessible();
      const other = (await select.locator('option:not(:checked)').first().textContent()) ?? '';
      await select.selectOption({ label: other });
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.locator('input[type=password]')).toHaveCount(0);
      if (phone) await shell.menuButton(page).click();
      await expect(
        (phone ? shell.menu(page).locator('..').locator('..') : sections(page).locator('..'))
          .getByRole('combobox', { name: 'Empresa activa' })
          .locator('option:checked'),
      ).toHaveText(other);
      expect(await page.evaluate(() => JSON.stringify(Object.entries(localStorage)))).not.toBe(tokenBefore);
      await expectNoSidewaysScroll(page);
    });
  });
}
