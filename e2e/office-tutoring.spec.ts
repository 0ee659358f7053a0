import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/auth';
import { withDatabase } from './support/database';
import { DESK, atBothSizes } from './support/sizes';

// The academic tutor's pages (issue #15 'Academic tutor pages', 'Done when'): tutora@ validates
// the training plan of alumna@'s internship (1), sends the company tutor the evaluation link, the
// company tutor evaluates through the e-mailed link without signing in, and tutora@ fills the
// final evaluation of an internship that has ended (3, finalizada). The journey puts internships
// 1 and 3 back in their demo state before and after, so that a retry finds them.

const COMPANY_TUTOR = 'sergio.blasco@levantetech.demo.test';

/** The path of the newest evaluation link mailed to `address` (local SMTP catcher, e2e/support/services.mjs). */
async function evaluationLinkTo(address: string, notBefore: number): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: e2e/support/services.mjs did not start');
  let link = '';
  await expect(async () => {
    const bodies = fs
      .readdirSync(dir)
      .sort()
      .filter((file) => fs.statSync(path.join(dir, file)).mtimeMs >= notBefore)
      .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { to: string[]; body: string })
      .filter((mail) => mail.to.includes(address))
      .map((mail) => mail.body.replace(/=\r?\n/g, '').replace(/=3D/gi, '='));
    const match = /\/evaluacion-tutor-empresa\/[0-9a-f]{64}/.exec(bodies.at(-1) ?? '');
    expect(match).not.toBeNull();
    link = match![0];
  }).toPass({ timeout: 15_000 });
  return link;
}

/** Internship 1's plan pending again, no evaluations of 1 and 3. */
function arrange(): void {
  withDatabase((db) => {
    db.prepare(
      `UPDATE internships SET plan_estado = 'pendiente', plan_comentario = NULL, plan_revisado_at = NULL WHERE id = 1`,
    ).run();
    db.prepare('DELETE FROM internship_evaluations WHERE internship_id IN (1, 3)').run();
  });
}

test.describe.serial('office tutoring (issue #15)', () => {
  test.afterAll(() => arrange());

  test('tutora@ journey', async ({ page, browser }) => {
    test.setTimeout(240_000);
    arrange();
    await page.setViewportSize(DESK);

    await test.step('tutora@ signs in and lands on her tutoring list', async () => {
      await page.goto('/gestion/login');
      await page.getByLabel('Correo electrónico').fill('tutora@demo.test');
      await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Mis tutorías' })).toBeVisible();
      await expect(page).toHaveURL(/\/gestion\/tutorias$/);
      await expect(page.getByRole('link', { name: 'Prácticas en auditoría financiera' })).toBeVisible();
      await atBothSizes(page);
    });

    await test.step('validates the training plan of internship 1', async () => {
      await page.getByRole('link', { name: 'Prácticas en análisis de datos' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Prácticas en análisis de datos' })).toBeVisible();
      await expect(page.getByText('Pendiente de revisión')).toBeVisible();
      await atBothSizes(page);
      await page.getByRole('button', { name: 'Validar el plan' }).click();
      await expect(page.getByText('Validado', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Validar el plan' })).toHaveCount(0);
      expect(withDatabase((db) => db.prepare('SELECT plan_estado FROM internships WHERE id = 1').get())).toEqual({
        plan_estado: 'validado',
      });
    });

    let link = '';
    await test.step('sends the company evaluation link', async () => {
      const before = Date.now() - 1000;
      await page.getByRole('button', { name: 'Enviar evaluación al tutor de empresa' }).click();
      await expect(page.getByText(/Enlace enviado el/)).toBeVisible();
      await atBothSizes(page);
      link = await evaluationLinkTo(COMPANY_TUTOR, before);
    });

    await test.step('the company tutor evaluates through the link, without signing in', async () => {
      const context = await browser.newContext({ viewport: DESK });
      const visitor = await context.newPage();
      await visitor.goto(link);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Evaluación de las prácticas' })).toBeVisible();
      await expect(visitor.getByText('Lucía Martínez Soler')).toBeVisible();
      await atBothSizes(visitor);
      await visitor.getByRole('button', { name: 'Enviar la evaluación' }).click();
      await expect(visitor.getByText('Escribe una nota de 0 a 10')).toBeVisible();
      await visitor.getByLabel(/Nota final/).fill('8');
      for (const criterion of [
        'Aprendizaje y aplicación de conocimientos',
        'Responsabilidad y puntualidad',
        'Trabajo en equipo',
        'Iniciativa y autonomía',
      ]) {
        await visitor.getByLabel(new RegExp(criterion)).selectOption('4');
      }
      await visitor.getByLabel('Comentario').fill('Muy buena disposición y aprendizaje rápido.');
      await visitor.getByRole('button', { name: 'Enviar la evaluación' }).click();
      await expect(visitor.getByText('Gracias: hemos recibido tu evaluación.')).toBeVisible();
      await atBothSizes(visitor);
      // The link works once.
      await visitor.reload();
      await expect(visitor.getByText('La evaluación ya se ha enviado')).toBeVisible();
      await context.close();
    });

    await test.step('tutora@ sees the company evaluation and fills the final evaluation of internship 3', async () => {
      await page.reload();
      await expect(page.getByText('Muy buena disposición y aprendizaje rápido.')).toBeVisible();
      await page.getByRole('link', { name: 'Volver a mis tutorías' }).click();
      await page.getByRole('link', { name: 'Prácticas en auditoría financiera' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Prácticas en auditoría financiera' })).toBeVisible();
      await atBothSizes(page);
      await page.getByLabel(/Nota final/).fill('9');
      for (const criterion of [
        'Aprendizaje y aplicación de conocimientos',
        'Responsabilidad y puntualidad',
        'Trabajo en equipo',
        'Iniciativa y autonomía',
      ]) {
        await page.getByLabel(new RegExp(criterion)).selectOption('5');
      }
      await page.getByLabel('Comentario').fill('Ha cumplido todos los objetivos.');
      await page.getByRole('button', { name: 'Enviar la evaluación' }).click();
      await expect(page.getByText('Ha cumplido todos los objetivos.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Enviar la evaluación' })).toHaveCount(0);
      await atBothSizes(page);
      expect(
        withDatabase((db) =>
          db
            .prepare(`SELECT nota FROM internship_evaluations WHERE internship_id = 3 AND evaluador = 'academico'`)
            .get(),
        ),
      ).toEqual({ nota: 9 });
    });
  });
});
