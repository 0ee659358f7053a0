import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/auth';
import { auditSince, lastAuditId, withDatabase } from './support/database';
import { DESK, atBothSizes } from './support/sizes';

// Failed background jobs (issue #18 part 2): the main brand's admin (gestor@demo.test) finds a
// failed mail job with its SMTP error in the console and puts it back in the queue; axe at the
// desk width and a phone's.

test.describe('office failed jobs (issue #18 part 2)', () => {
  test('the admin sees a failed job with its error and retries it', async ({ page }) => {
    const error = `AppError 12: 451 e2e mailbox unavailable ${Date.now()}`;
    const id = withDatabase((db) => {
      const now = new Date().toISOString();
      // A job no handler knows: if the instance's runner takes it again, it fails again, harmlessly.
      const row = db
        .prepare(
          `INSERT INTO queued_jobs (name, payload, state, attempts, max_attempts, retry_delay_seconds, run_at,
             last_error, created_at, finished_at) VALUES ('e2e.mail', '{"id":1}', 'failed', 9, 1, 30, ?, ?, ?, ?)
           RETURNING id`,
        )
        .get(now, error, now, now) as { id: number };
      return row.id;
    });
    const mark = lastAuditId();
    await page.setViewportSize(DESK);
    await page.goto('/gestion/login');
    await page.getByLabel('Correo electrónico').fill('gestor@demo.test');
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Resumen' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Navegación de la gestión' });
    await nav.getByRole('link', { name: 'Trabajos fallidos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trabajos fallidos' })).toBeVisible();
    await expect(page).toHaveURL(/\/gestion\/trabajos/);
    const table = page.getByRole('table', { name: 'Trabajos fallidos, el último fallo primero' });
    await expect(table.getByRole('cell', { name: error })).toBeVisible();
    await atBothSizes(page);
    await table.getByRole('button', { name: `Reintentar el trabajo e2e.mail n.º ${id}` }).click();
    await expect(page.getByText(`Trabajo n.º ${id} de nuevo en la cola`)).toBeVisible();
    await atBothSizes(page);
    expect(auditSince(mark)).toContain(`job.retry job:${id}`);
  });
});
