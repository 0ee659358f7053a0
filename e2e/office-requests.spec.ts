import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD } from './support/auth';
import { withDatabase } from './support/database';
import { DESK, atBothSizes } from './support/sizes';

// The office's requests (issue #14 '5. Requests'): gestor@demo.test accepts empresa@'s practice
// request and rejects its change request with a reason, which reaches the company by e-mail. Both
// are put back in their demo states afterwards so that a retry and the other journeys find them.

const PRACTICE = 1;
const CHANGE = 1;
// ASCII only: the caught mail's body is quoted-printable.
const REASON = 'El convenio no cubre esas fechas de fin.';

/** The newest mail to `address` caught by the local SMTP server (e2e/support/services.mjs), soft line breaks undone. */
async function mailTo(address: string): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: e2e/support/services.mjs did not start');
  let body = '';
  await expect(async () => {
    const mails = fs
      .readdirSync(dir)
      .sort()
      .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { to: string[]; body: string })
      .filter((mail) => mail.to.includes(address.toLowerCase()) && mail.body.includes('Motivo'));
    expect(mails.length).toBeGreaterThan(0);
    body = mails[mails.length - 1].body.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  }).toPass({ timeout: 15_000 });
  return body;
}

/** Both requests pending again; answers their titles as the lists show them. */
function arrange(): { practice: string; change: string } {
  return withDatabase((db) => {
    const undecided = `SET estado = 'pendiente', decided_by = NULL, decided_at = NULL, decision_reason = NULL WHERE id = ?`;
    db.prepare(`UPDATE practice_requests ${undecided}`).run(PRACTICE);
    db.prepare(`UPDATE internship_change_requests ${undecided}`).run(CHANGE);
    const practice = db.prepare('SELECT titulo FROM practice_requests WHERE id = ?').get(PRACTICE) as {
      titulo: string;
    };
    const change = db
      .prepare(
        `SELECT COALESCE(i.titulo, r.accion) AS titulo FROM internship_change_requests r
           LEFT JOIN internships i ON i.id = r.internship_id WHERE r.id = ?`,
      )
      .get(CHANGE) as { titulo: string };
    return { practice: practice.titulo, change: change.titulo };
  });
}

test.describe.serial('office requests (issue #14)', () => {
  test.afterAll(() => {
    arrange();
  });

  test('gestor@ accepts a practice request and rejects a change request with a reason', async ({ page }) => {
    test.setTimeout(240_000);
    const titles = arrange();

    await page.setViewportSize(DESK);
    await page.goto('/gestion/login');
    await page.getByLabel('Correo electrónico').fill('gestor@demo.test');
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/gestion$/);

    const nav = page.getByRole('navigation', { name: 'Navegación de la gestión' });
    const kinds = page.getByRole('navigation', { name: 'Tipo de solicitud' });
    const pendingOf = async (kind: RegExp) => {
      await nav.getByRole('link', { name: /^Solicitudes/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
      await kinds.getByRole('link', { name: kind }).click();
      await page.getByLabel('Estado').selectOption('pendiente');
      await page.getByRole('button', { name: 'Buscar' }).click();
      await expect(page).toHaveURL(/estado=pendiente/);
    };

    await test.step('the practice requests waiting, counted in the side navigation', async () => {
      await expect(nav.getByRole('link', { name: /^Solicitudes/ }).getByLabel(/pendientes?$/)).toBeVisible();
      await pendingOf(/^Prácticas de empresa/);
      await expect(page.getByRole('link', { name: titles.practice })).toBeVisible();
      await atBothSizes(page);
    });

    await test.step('accept the practice request', async () => {
      await page.getByRole('link', { name: titles.practice }).click();
      await expect(page).toHaveURL(new RegExp(`/gestion/solicitudes/practicas/${PRACTICE}$`));
      await expect(page.getByRole('heading', { level: 1, name: `Solicitud de prácticas #${PRACTICE}` })).toBeVisible();
      await atBothSizes(page);
      await page.getByRole('button', { name: 'Aceptar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Aceptar la solicitud' });
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Aceptar' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Aceptada', { exact: true })).toBeVisible();
      await expect(page.getByRole('cell', { name: 'request.accept' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Aceptar' })).toHaveCount(0);
    });

    await test.step('reject the change request: the reason is required and reaches the company', async () => {
      await pendingOf(/^Cambios de prácticas/);
      await page.getByRole('link', { name: titles.change }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: `Solicitud de cambio de prácticas #${CHANGE}` }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Rechazar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rechazar la solicitud' });
      await dialog.getByRole('button', { name: 'Rechazar' }).click();
      await expect(dialog.getByText('Escribe el motivo del rechazo.')).toBeVisible();
      await expectAccessible(page);
      await dialog.getByLabel(/Motivo del rechazo/).fill(REASON);
      await dialog.getByRole('button', { name: 'Rechazar' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: 'Decisión de la oficina' })).toBeVisible();
      await expect(page.getByText(REASON).first()).toBeVisible();
      await atBothSizes(page);
      await expect
        .poll(
          () =>
            withDatabase((db) =>
              db.prepare('SELECT estado, decision_reason FROM internship_change_requests WHERE id = ?').get(CHANGE),
            ),
          { timeout: 15_000 },
        )
        .toEqual({ estado: 'rechazada', decision_reason: REASON });
      expect(await mailTo('empresa@demo.test')).toContain(`Motivo: ${REASON}`);
    });
  });
});
