import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD, signIn } from './support/auth';
import { withDatabase } from './support/database';
import { fillDate, typedDayIn } from './support/dates';
import { DESK, atBothSizes } from './support/sizes';

// The office's internships (issue #15 'Internships', 'Done when'): gestor@demo.test creates an
// internship for alumna@ from scratch with 6 hours a day, which the default brand refuses (203);
// with 5 it saves once the warning of the brand (no social-security number, 206) is confirmed;
// alumna@ sees it in /mis-practicas; empresa@'s change request 1 accepted shows in internship 1's
// history. What the journey changed is put back afterwards so that a retry finds the demo state.

const TITLE = 'Prácticas de verano en ciencia de datos (journey)';
const CHANGE = 1;

/** The journey's internship gone, change request 1 pending and internship 1 as the demo has it. */
function arrange(): void {
  withDatabase((db) => {
    db.prepare('DELETE FROM internships WHERE titulo = ?').run(TITLE);
    const amended = db
      .prepare(`SELECT cambios FROM internship_amendments WHERE change_request_id = ? ORDER BY id LIMIT 1`)
      .get(CHANGE) as { cambios: string } | undefined;
    if (amended) {
      const before = JSON.parse(amended.cambios) as Record<string, [unknown, unknown]>;
      if (before.fechaFin) db.prepare('UPDATE internships SET fecha_fin = ? WHERE id = 1').run(before.fechaFin[0]);
      db.prepare('DELETE FROM internship_amendments WHERE change_request_id = ?').run(CHANGE);
    }
    db.prepare(
      `UPDATE internship_change_requests SET estado = 'pendiente', decided_by = NULL, decided_at = NULL, decision_reason = NULL WHERE id = ?`,
    ).run(CHANGE);
  });
}

test.describe.serial('office internships (issue #15)', () => {
  test.afterAll(() => {
    arrange();
  });

  test('gestor@ creates an internship refused at 6 hours a day, saved at 5; alumna@ sees it; an accepted change shows in the history', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    arrange();
    await page.setViewportSize(DESK);
    await page.goto('/gestion/login');
    await page.getByLabel('Correo electrónico').fill('gestor@demo.test');
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/gestion$/);
    const nav = page.getByRole('navigation', { name: 'Navegación de la gestión' });

    await test.step('the list of internships', async () => {
      await nav.getByRole('link', { name: 'Prácticas' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Prácticas' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Prácticas en análisis de datos' })).toBeVisible();
      await atBothSizes(page);
    });

    await test.step('6 hours a day are refused by the default brand', async () => {
      await page.getByRole('link', { name: 'Nuevas prácticas' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Nuevas prácticas' })).toBeVisible();
      await page.getByLabel(/^Alumno/).selectOption('1');
      await page.getByLabel(/^Empresa/).selectOption('1');
      await expect(page.getByLabel(/^Convenio/).locator('option')).not.toHaveCount(1);
      await page.getByLabel(/^Tutor académico/).selectOption('91');
      await page.getByLabel(/^Título/).fill(TITLE);
      await fillDate(page.getByLabel(/^Fecha de inicio/), typedDayIn(100));
      await fillDate(page.getByLabel(/^Fecha de fin/), typedDayIn(190));
      await page.getByLabel(/^Horas al día/).fill('6');
      await page.getByLabel(/^Horas a la semana/).fill('25');
      await page.getByLabel(/^Tareas del plan formativo/).fill('Modelos de previsión de la demanda.');
      await atBothSizes(page);
      await page.getByRole('button', { name: 'Guardar' }).click();
      const popup = page.getByRole('dialog', { name: 'Demasiadas horas' });
      await expect(popup).toBeVisible();
      await expectAccessible(page);
      await popup.getByRole('button', { name: 'Aceptar' }).click();
      await expect(popup).toBeHidden();
      expect(
        withDatabase((db) => db.prepare('SELECT id FROM internships WHERE titulo = ?').get(TITLE)),
      ).toBeUndefined();
    });

    await test.step('5 hours: the warning is confirmed and the internship is created', async () => {
      await page.getByLabel(/^Horas al día/).fill('5');
      await page.getByRole('button', { name: 'Guardar' }).click();
      const warning = page.getByRole('alert').filter({ hasText: 'Avisos que debes confirmar' });
      await expect(warning).toContainText('Falta el número de la Seguridad Social');
      await expectAccessible(page);
      await warning.getByRole('button', { name: 'Confirmar y guardar' }).click();
      await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      await expect(page.getByText('Pendiente de aceptar')).toBeVisible();
      await expect(page.getByRole('cell', { name: 'internship.warnings_confirmed' })).toBeVisible();
      await atBothSizes(page);
    });

    await test.step('the accepted change request shows in the history of internship 1', async () => {
      await page.goto(`/gestion/solicitudes/cambio/${CHANGE}`);
      await page.getByRole('button', { name: 'Aceptar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Aceptar la solicitud' });
      await dialog.getByRole('button', { name: 'Aceptar' }).click();
      const warning = page.getByRole('alert').filter({ hasText: 'Avisos que debes confirmar' });
      await expect(warning).toBeVisible();
      await expectAccessible(page);
      await warning.getByRole('button', { name: 'Confirmar y guardar' }).click();
      await expect(page.getByText('Aceptada', { exact: true })).toBeVisible();
      await page.getByRole('link', { name: 'Ver las prácticas #1' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Prácticas en análisis de datos' })).toBeVisible();
      const history = page.getByRole('region', { name: 'Historial de cambios' });
      await expect(history).toContainText('solicitud de cambio #1');
      await expect(history).toContainText('Fecha de fin');
      await expect(page.getByRole('cell', { name: 'internship.amend' })).toBeVisible();
      await atBothSizes(page);
    });

    await test.step('alumna@ sees the new internship in /mis-practicas', async () => {
      await page.context().clearCookies();
      await page.evaluate(() => window.localStorage.clear());
      await signIn(page, 'alumna@demo.test');
      await page.goto('/mis-practicas');
      await expect(page.getByText(TITLE)).toBeVisible();
      await atBothSizes(page);
    });
  });
});
