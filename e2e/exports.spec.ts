import ExcelJS from 'exceljs';
import fs from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/auth';
import { chooseNecessaryCookies, closeRemindersWhenShown } from './support/journeys';
import { DESK, atBothSizes } from './support/sizes';

// Exports of the lists (issue #17 'Done when'): empresa@demo.test exports the candidates of its
// offer 1 with three chosen columns (the XLSX parsed back with exceljs); gestor@demo.test exports
// the agreements filtered by a state, as CSV and as XLSX. axe on the column picker at both widths.

const CANDIDATE_COLUMNS: Record<string, boolean> = {
  Id: false,
  Nombre: true,
  Apellidos: true,
  'Correo electrónico': false,
  Estado: true,
  'Fecha de candidatura': false,
  Leída: false,
  Origen: false,
};

async function exportAs(page: Page, format: 'CSV' | 'Excel (XLSX)'): Promise<Download> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: format }).click();
  return download;
}

async function sheetRows(download: Download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rows: ExcelJS.CellValue[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

test('empresa@ exports the candidates of one offer with three chosen columns', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESK);
  await signIn(page, 'empresa@demo.test');
  await closeRemindersWhenShown(page);
  await chooseNecessaryCookies(page);
  await page.goto('/mis-propuestas/1');
  await expect(page.getByRole('heading', { level: 2, name: /candidat/i })).toBeVisible();
  const listed = await page.getByRole('table').getByRole('row').count();

  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: 'Elegir columnas…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Columnas de la exportación' });
  for (const [name, wanted] of Object.entries(CANDIDATE_COLUMNS))
    await dialog.getByRole('checkbox', { name, exact: true }).setChecked(wanted);
  await atBothSizes(page);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();

  const download = await exportAs(page, 'Excel (XLSX)');
  expect(download.suggestedFilename()).toMatch(/^candidatos-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const rows = await sheetRows(download);
  expect(rows[0]).toEqual(['Nombre', 'Apellidos', 'Estado']);
  // The table's rows, its header row included, are the file's.
  expect(rows).toHaveLength(listed);
  expect(rows.slice(1).every((row) => typeof row[0] === 'string' && typeof row[2] === 'string')).toBe(true);
});

test('gestor@ exports the agreements filtered by a state, as CSV and as XLSX', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESK);
  await page.goto('/gestion/login');
  await page.getByLabel('Correo electrónico').fill('gestor@demo.test');
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/gestion$/);
  await page
    .getByRole('navigation', { name: 'Navegación de la gestión' })
    .getByRole('link', { name: /^Convenios/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Convenios' })).toBeVisible();
  await page.getByRole('button', { name: 'Formalizado', exact: true }).click();
  await expect(page).toHaveURL(/estado=formalizado/);
  await expect(page.getByRole('button', { name: 'Formalizado', exact: true })).toHaveAttribute('aria-current', 'page');
  // The table's headers are the export's declared labels (#17 'the table, the CSV and the XLSX all use that declaration').
  await expect(page.getByRole('columnheader', { name: 'Días esperando', exact: true })).toBeVisible();
  const codes = (await page.getByRole('table').getByRole('link').allTextContents()).sort();
  expect(codes.length).toBeGreaterThan(0);

  const csv = await exportAs(page, 'CSV');
  expect(csv.suggestedFilename()).toMatch(/^convenios-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync(await csv.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).split('\r\n').filter(Boolean);
  const header = lines[0].split(';');
  expect(header.slice(0, 5)).toEqual(['Id', 'Código', 'Empresa', 'CIF', 'Estado']);
  const records = lines.slice(1).map((line) => line.split(';'));
  expect(records.every((r) => r[4] === 'Formalizado')).toBe(true);
  // Within the first page of the list (25 rows): the same agreements.
  if (records.length <= 25) expect(records.map((r) => r[1]).sort()).toEqual(codes);

  const xlsx = await exportAs(page, 'Excel (XLSX)');
  expect(xlsx.suggestedFilename()).toMatch(/^convenios-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const rows = await sheetRows(xlsx);
  expect(rows[0].slice(0, 5)).toEqual(['Id', 'Código', 'Empresa', 'CIF', 'Estado']);
  expect(rows).toHaveLength(records.length + 1);
  expect(typeof rows[1][0]).toBe('number');
  expect(rows[1][4]).toBe('Formalizado');
});

test("empresa@ exports its offers with the list's filter, one row per card", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESK);
  await signIn(page, 'empresa@demo.test');
  await closeRemindersWhenShown(page);
  await chooseNecessaryCookies(page);
  await page.goto('/mis-propuestas?soloConCandidatos=1');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const titles = (await cards.getByRole('heading', { level: 2 }).allTextContents()).map((x) => x.trim()).sort();

  const csv = await exportAs(page, 'CSV');
  expect(csv.suggestedFilename()).toMatch(/^ofertas-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync(await csv.path(), 'utf8')
    .slice(1)
    .split('\r\n')
    .filter(Boolean);
  const header = lines[0].split(';');
  const title = header.indexOf('Título');
  expect(title).toBeGreaterThan(-1);
  expect(
    lines
      .slice(1)
      .map((line) => line.split(';')[title].replace(/^"|"$/g, '').replace(/""/g, '"'))
      .sort(),
  ).toEqual(titles);
});
