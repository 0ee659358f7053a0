import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/auth';
import { auditSince, lastAuditId } from './support/database';
import { DESK, atBothSizes } from './support/sizes';

// The office's companies (issue #14 part 2): gestor@demo.test finds the companies awaiting
// validation, validates the new one (Huerta Digital) and merges the second record of
// Tecnologías Levante (same CIF) into the first; axe at the desk width and a phone's on each page.

test.describe('office companies (issue #14 part 2)', () => {
  test('gestor@demo.test validates the waiting company and merges the duplicate of the same CIF', async ({ page }) => {
    const mark = lastAuditId();
    await page.setViewportSize(DESK);
    await page.goto('/gestion/login');
    await page.getByLabel('Correo electrónico').fill('gestor@demo.test');
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Resumen' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Navegación de la gestión' });
    const entry = nav.getByRole('link', { name: /Empresas/ });
    await expect(entry.getByLabel('2 pendientes')).toBeVisible();
    await entry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
    await page.getByLabel('Estado').selectOption('pendiente');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/gestion\/empresas\?estado=pendiente/);
    await expect(page.getByText('2 resultados')).toBeVisible();
    await atBothSizes(page);

    // Validate the new company.
    await page.getByRole('link', { name: 'Huerta Digital Agrotech S.L.' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Huerta Digital Agrotech S.L.' })).toBeVisible();
    await atBothSizes(page);
    await page.getByRole('button', { name: 'Validar' }).click();
    await expect(page.getByText('Validada', { exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'company.validate' })).toBeVisible();
    await expect(entry.getByLabel('1 pendiente')).toBeVisible();

    // Merge the second record of Tecnologías Levante into the first.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
    await page.getByRole('link', { name: 'Tecnologias Levante SL' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tecnologias Levante SL' })).toBeVisible();
    await page.getByRole('link', { name: /Tecnologías Levante S\.L\. \(#1/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tecnologías Levante S.L.' })).toBeVisible();
    await atBothSizes(page);
    await page.getByRole('button', { name: 'Fusionar registros' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fusionar registros de la misma empresa' });
    await expect(dialog.getByLabel(/Tecnologias Levante SL \(#151/)).toBeChecked();
    await atBothSizes(page);
    await dialog.getByRole('button', { name: 'Fusionar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Hay 1 registro más con el mismo CIF:')).toBeHidden();
    await expect(page.getByRole('cell', { name: /Clara Ortiz Gil/ })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Prácticas en soporte a clientes' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'company.merge' })).toBeVisible();
    await expect(entry.getByLabel(/pendiente/)).toHaveCount(0);
    await atBothSizes(page);
    // The audit log holds a row for every decision of the journey (issue #14 'Done when').
    expect(auditSince(mark)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^company\.validate company:\d+$/), 'company.merge company:1']),
    );
  });
});
