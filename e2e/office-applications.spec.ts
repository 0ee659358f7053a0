import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/auth';
import { DESK, atBothSizes } from './support/sizes';

// The office's applications list (issue #17: "applications" among the console's lists that
// export): gestor@demo.test opens it from the navigation, filters by a candidate state, exports
// the CSV with chosen columns (the file has the filtered rows), axe and no sideways scroll at both widths.

test('gestor@ filters the applications by state and exports them as CSV with chosen columns', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESK);
  await page.goto('/gestion/login');
  await page.getByLabel('Correo electrónico').fill('gestor@demo.test');
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/gestion$/);
  await page
    .getByRole('navigation', { name: 'Navegación de la gestión' })
    .getByRole('link', { name: 'Candidaturas' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidaturas' })).toBeVisible();
  // The headers are the export's declared labels.
  await expect(page.getByRole('columnheader', { name: 'Último cambio', exact: true })).toBeVisible();

  await page.getByLabel('Estado de la candidatura').selectOption({ label: 'Descartado' });
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/estado=17/);
  const table = page.getByRole('table', { name: 'Candidaturas de los filtros elegidos' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /resultado/ })).toBeVisible();
  const rows = table.getByRole('row');
  // Every row shown is of the chosen state, once the filtered page replaced the first one; the
  // state is a badge: its mark (not read aloud), then its text (#16 part 8).
  const states = table.locator('tbody tr td:nth-child(5)');
  await expect(async () => {
    const texts = await states.allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((text) => /^\W?Descartado$/.test(text.trim()))).toBe(true);
  }).toPass();
  const students = (await table.getByRole('row').locator('td:first-child').allTextContents()).sort();
  // Each row leads to the student's and the offer's console pages.
  await expect(rows.nth(1).getByRole('link').first()).toHaveAttribute('href', /\/gestion\/alumnos\/\d+$/);
  await expect(rows.nth(1).getByRole('link').nth(1)).toHaveAttribute('href', /\/gestion\/ofertas\/\d+$/);
  await atBothSizes(page);

  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: 'Elegir columnas…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Columnas de la exportación' });
  for (const [name, wanted] of Object.entries({
    Id: false,
    Oferta: true,
    Empresa: false,
    Estudiante: true,
    'Correo electrónico': false,
    Titulaciones: false,
    Estado: true,
    'Fecha de candidatura': false,
    'Último cambio': false,
  }))
    await dialog.getByRole('checkbox', { name, exact: true }).setChecked(wanted);
  await atBothSizes(page);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/^candidaturas-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync(await csv.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).split('\r\n').filter(Boolean);
  expect(lines[0].split(';')).toEqual(['Oferta', 'Estudiante', 'Estado']);
  const records = lines.slice(1).map((line) => line.split(';').map((c) => c.replace(/^"|"$/g, '').replace(/""/g, '"')));
  expect(records.every((r) => r[2] === 'Descartado')).toBe(true);
  expect(records.map((r) => r[1]).sort()).toEqual(students);

  // The offer's sheet leads back to its applications, filtered by that offer.
  const offer = (await rows.nth(1).getByRole('link').nth(1).textContent())!.trim();
  await rows.nth(1).getByRole('link').nth(1).click();
  await expect(page.getByRole('heading', { level: 1, name: offer })).toBeVisible();
  await page.getByRole('link', { name: 'Candidaturas de esta oferta' }).click();
  await expect(page).toHaveURL(/\/gestion\/candidaturas\?oferta=\d+$/);
  await expect(page.getByText(`Oferta: ${offer}`)).toBeVisible();
  const filtered = page.getByRole('table', { name: 'Candidaturas de los filtros elegidos' }).getByRole('row');
  await expect(filtered.nth(1)).toBeVisible();
  for (const title of await filtered.locator('td:nth-child(2)').allTextContents()) expect(title).toBe(offer);
});
