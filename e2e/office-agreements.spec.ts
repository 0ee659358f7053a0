import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD, signIn } from './support/auth';
import { auditSince, lastAuditId, withDatabase } from './support/database';
import { chooseNecessaryCookies, closeRemindersWhenShown } from './support/journeys';
import { DESK, atBothSizes } from './support/sizes';
import { chooseFile } from './support/upload';

// The office's agreements (issue #14 '4. Agreements'): gestor@demo.test moves agreement 13
// Firmado empresa -> Enviado Secretaría -> Formalizado with the university's PDF, and marks 14
// Erróneo empresa with a reason; grupo@ (company 2, which owns 14) reads the reason and uploads
// the signed agreement again. Both are put back in their demo state afterwards.

const FORMALISE = 13;
const REFUSE = 14;
/** The company's signed uploads of the demo (documents 90 and 91) are kept; anything added goes. */
const DEMO_DOCUMENTS = [90, 91];
const REASON = 'Falta la firma del segundo apoderado en la última página.';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

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
      .filter((mail) => mail.to.includes(address.toLowerCase()));
    expect(mails.length).toBeGreaterThan(0);
    body = mails[mails.length - 1].body.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  }).toPass({ timeout: 15_000 });
  return body;
}

/** Puts 13 and 14 back in Firmado empresa with only the company's signed upload; answers their codes. */
function arrange(): Record<number, string> {
  return withDatabase((db) => {
    const ids = [FORMALISE, REFUSE];
    db.prepare(
      `UPDATE agreements SET estado = 'firmado_empresa', observaciones = NULL, observaciones_ca = NULL,
         firma_fuera_fecha = NULL, firma_fuera_por = NULL WHERE id IN (?, ?)`,
    ).run(...ids);
    db.prepare(`DELETE FROM documents WHERE agreement_id IN (?, ?) AND id NOT IN (${DEMO_DOCUMENTS.join(', ')})`).run(
      ...ids,
    );
    db.prepare('DELETE FROM agreement_signers WHERE agreement_id IN (?, ?)').run(...ids);
    const codes: Record<number, string> = {};
    for (const id of ids)
      codes[id] = (db.prepare('SELECT codigo FROM agreements WHERE id = ?').get(id) as { codigo: string }).codigo;
    return codes;
  });
}

async function asCompany(browser: Browser, work: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ viewport: DESK });
  const page = await context.newPage();
  try {
    await signIn(page, 'grupo@demo.test', undefined, { company: 'Grupo Mediterráneo Servicios S.A.' });
    await page.evaluate(() => localStorage.setItem('portal.documentationReminderDismissed', '1'));
    await closeRemindersWhenShown(page);
    await chooseNecessaryCookies(page);
    await work(page);
  } finally {
    await context.close();
  }
}

test.describe.serial('office agreements (issue #14)', () => {
  test.afterAll(() => {
    arrange();
  });

  test('gestor@ sends an agreement to the Secretaría and formalises it with an upload, marks another Erróneo; the company reads why and uploads again', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const codes = arrange();
    const mark = lastAuditId();

    await page.setViewportSize(DESK);
    await page.goto('/gestion/login');
    await page.getByLabel('Correo electrónico').fill('gestor@demo.test');
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/gestion$/);

    const nav = page.getByRole('navigation', { name: 'Navegación de la gestión' });
    const open = async (id: number) => {
      await nav.getByRole('link', { name: /^Convenios/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Convenios' })).toBeVisible();
      await page.getByLabel('Empresa, CIF o código').fill(codes[id]);
      await page.getByRole('button', { name: 'Buscar' }).click();
      await expect(page).toHaveURL(/q=/);
      await page.getByRole('link', { name: codes[id], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/gestion/convenios/${id}$`));
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Convenio ${codes[id]}`) })).toBeVisible();
    };

    await test.step('the queue of Firmado empresa, counted in the side navigation', async () => {
      await nav.getByRole('link', { name: /^Convenios/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Convenios' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Firmado empresa' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('link', { name: codes[FORMALISE], exact: true })).toBeVisible();
      await atBothSizes(page);
    });

    await test.step('send the checked agreement to the Secretaría', async () => {
      await open(FORMALISE);
      await expect(page.getByText(/subido por la empresa/)).toBeVisible();
      await atBothSizes(page);
      await page.getByRole('button', { name: 'Enviar a Secretaría' }).click();
      const dialog = page.getByRole('dialog', { name: 'Enviar el convenio a Secretaría' });
      await dialog.getByRole('button', { name: 'Enviar a Secretaría' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Convenio enviado a Secretaría.' })).toBeVisible();
      await expect(page.getByRole('cell', { name: 'agreement.enviaSecretaria' })).toBeVisible();
    });

    await test.step('formalise it with the PDF signed by the university', async () => {
      await page.getByRole('button', { name: 'Formalizar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Formalizar el convenio' });
      await chooseFile(dialog, 'PDF firmado por la universidad', {
        name: 'convenio-universidad.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await expect(dialog.getByText('Fichero convenio-universidad.pdf añadido correctamente')).toBeVisible();
      await dialog.getByLabel('Firmante de la universidad (opcional)').fill('Rosa Ferrer Camps');
      await dialog.getByLabel('Cargo (opcional)').fill('Vicerrectora de Empleabilidad');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Formalizar' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Convenio formalizado.' })).toBeVisible();
      await expect(page.getByText(/convenio-universidad\.pdf · subido por la universidad/)).toBeVisible();
      await expect(page.getByRole('cell', { name: 'Rosa Ferrer Camps' })).toBeVisible();
      await atBothSizes(page);
    });

    await test.step('mark another Erróneo empresa with a reason', async () => {
      await open(REFUSE);
      await page.getByRole('button', { name: 'Marcar como erróneo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Marcar el convenio como erróneo' });
      await dialog.getByLabel(/Motivo \(lo lee la empresa\)/).fill(REASON);
      await dialog.getByRole('button', { name: 'Marcar como erróneo' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Convenio marcado como erróneo.' })).toBeVisible();
      await expect(page.getByText(REASON).first()).toBeVisible();
      await atBothSizes(page);
      // The e-mail reaches the company with the reason.
      expect(await mailTo('grupo@demo.test')).toContain('Falta la firma del segundo apoderado');
    });

    await test.step('the company reads the reason and uploads the signed agreement again', async () => {
      await asCompany(browser, async (company) => {
        await company.goto('/subir-convenio-firmado');
        const refused = company.getByRole('article').filter({ hasText: codes[REFUSE] });
        await expect(refused).toContainText('Erróneo empresa');
        await expect(refused).toContainText(REASON);
        await chooseFile(refused, 'Convenio firmado (PDF)', {
          name: 'convenio-corregido.pdf',
          mimeType: 'application/pdf',
          buffer: PDF,
        });
        await expect(refused.getByText('Fichero convenio-corregido.pdf añadido correctamente')).toBeVisible();
        await refused.getByRole('button', { name: 'Subir convenio firmado' }).click();
        const notice = company.getByRole('dialog', { name: /Aviso|Documentación adjuntada/ });
        await expect(notice).toBeVisible();
        await notice.getByRole('button', { name: 'Cerrar', exact: true }).click();
        await expect(company.getByRole('article').filter({ hasText: codes[REFUSE] })).toContainText('Firmado empresa');
      });
      await page.reload();
      await expect(page.getByRole('cell', { name: 'agreement.firmaEmpresa' })).toBeVisible();
    });

    await test.step('the audit log holds a row for every change of the journey, the upload of the company included', async () => {
      expect(auditSince(mark)).toEqual(
        expect.arrayContaining([
          `agreement.enviaSecretaria agreement:${FORMALISE}`,
          `agreement.formaliza agreement:${FORMALISE}`,
          `agreement.marcaErroneo agreement:${REFUSE}`,
          `agreement.firmaEmpresa agreement:${REFUSE}`,
        ]),
      );
    });
  });
});
