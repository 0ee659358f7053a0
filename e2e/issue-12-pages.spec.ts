import type { Page } from '@playwright/test';
import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';
import {
  asUserWhoDismissedTheDocumentationReminder,
  chooseNecessaryCookies,
  closeNotice,
  closeRemindersWhenShown,
  expectPath,
  shell,
} from './support/journeys';
import { fillDate } from './support/dates';
import { atBothSizes } from './support/sizes';

/**
 * issue #12 items 14 and 15 as a person meets them: the two menu items that opened 'Muy pronto
 * disponible' (the student's 'Proponer unas prácticas', the company's 'Documentación') and the
 * job offers a student could not reach from the menu. Each new page is checked at a phone's and a
 * desk's size (axe, no sideways scroll), and the journey goes on at the suite's 1280.
 */
test.describe.configure({ mode: 'serial' });

/** Follows one of the menu's items: at desk width they are in view (#16 part 1). */
async function openFromMenu(page: Page, item: string): Promise<void> {
  await shell.sections(page).getByRole('link', { name: item, exact: true }).click();
}

test('#12.14 a student proposes an internship from the menu: company by CIF, contact, request sent', async ({
  page,
}) => {
  await asUserWhoDismissedTheDocumentationReminder(page);
  await signIn(page, 'alumna@demo.test');
  await closeRemindersWhenShown(page);
  await chooseNecessaryCookies(page);

  await openFromMenu(page, 'Proponer unas prácticas');
  await expectPath(page, '/propuesta-practicas-con-candidato-preseleccionado');
  await expect(page.getByRole('heading', { level: 1, name: 'Proponer unas prácticas' })).toBeVisible();
  await expect(page.getByText('Muy pronto disponible')).toHaveCount(0);
  await atBothSizes(page);

  // Step 1: Tecnologías Levante (empresa@'s company) by its CIF.
  await page.getByLabel(/CIF de la empresa/).fill('B46123451');
  await page.getByRole('button', { name: 'Continuar' }).click();
  // Step 2: a person of that company who is not a contact yet.
  await page.getByLabel(/Nombre y apellidos del tutor/).fill('Marta Ruiz Ferrer');
  await page.getByLabel(/Email del tutor o tutora/).fill('marta.ruiz@tecnologiaslevante.test');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByTestId('practice-request-summary')).toContainText('B46123451');
  await expect(page.getByTestId('practice-request-summary')).toContainText('nuevo contacto');
  await atBothSizes(page);

  // Step 3: the internship (SPEC §5: hours and study aid required).
  await page.getByLabel(/Puesto o proyecto/).fill('Analista de datos en prácticas');
  await page.getByLabel(/Tareas/).fill('Limpieza de datos y cuadros de mando.');
  await fillDate(page.getByLabel(/Fecha de inicio/), '01/02/2027');
  await fillDate(page.getByLabel(/Fecha de fin/), '31/05/2027');
  await page.getByLabel(/Horas por semana/).fill('25');
  await page.getByLabel(/Horas por día/).fill('5');
  await page.getByLabel(/Horas totales/).fill('300');
  await page.getByLabel(/Ayuda al estudio/).fill('450');
  await page.getByRole('button', { name: 'Enviar la propuesta' }).click();
  await closeNotice(page, 'Propuesta de prácticas registrada');
  await expect(page.getByText('Propuesta enviada')).toBeVisible();
  await atBothSizes(page);
});

test("#12.14 the company opens 'Documentación' from its menu, uploads a document and downloads it", async ({
  page,
}) => {
  await signIn(page, 'empresa@demo.test');
  await chooseNecessaryCookies(page);

  await openFromMenu(page, 'Documentación');
  await expectPath(page, '/documentacion');
  await expect(page.getByRole('heading', { level: 1, name: 'Documentación' })).toBeVisible();
  await expect(page.getByText('Muy pronto disponible')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Anexos de prácticas' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Descargar el documento Certificado de estar al corriente con Hacienda.pdf' }),
  ).toBeVisible();
  await atBothSizes(page);

  const form = page.getByRole('form', { name: 'Aportar un documento' });
  // A name of its own per attempt: a retry must not find the first attempt's upload beside its own.
  const name = `Póliza de responsabilidad civil ${test.info().retry + 1}`;
  await form.getByLabel('Nombre del documento').fill(name);
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'poliza.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(form.getByText('Fichero poliza.pdf añadido correctamente')).toBeVisible();
  await form.getByRole('button', { name: 'Subir documento' }).click();
  await closeNotice(page, 'Documentación adjuntada');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Descargar el documento ${name}.pdf` }).click();
  expect((await download).suggestedFilename()).toBe(`${name}.pdf`);
  await atBothSizes(page);
});

test('#12.15 a student reaches the job offers from the menu and from the home offers module', async ({ page }) => {
  await asUserWhoDismissedTheDocumentationReminder(page);
  await signIn(page, 'alumna@demo.test');
  await closeRemindersWhenShown(page);
  await chooseNecessaryCookies(page);

  await page.getByRole('tab', { name: 'Empleo' }).click();
  await expect(page.getByRole('link', { name: 'Ver todas las ofertas de empleo' })).toHaveAttribute(
    'href',
    '/ofertas-empleo',
  );
  await atBothSizes(page);

  await openFromMenu(page, 'Ofertas de empleo');
  await expectPath(page, '/ofertas-empleo');
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas de empleo' })).toBeVisible();
});

test('#12.15 the login pages lead a newcomer to /registro and /solicitar-cuenta', async ({ page }) => {
  await page.goto('/login/alumnos');
  await chooseNecessaryCookies(page);
  await page.getByRole('link', { name: '¿No tienes cuenta? Regístrate' }).click();
  await expectPath(page, '/registro');
  await page.goto('/login/empresas');
  await atBothSizes(page);
  await page.getByRole('link', { name: '¿Tu empresa no tiene cuenta? Solicítala aquí' }).click();
  await expectPath(page, '/solicitar-cuenta');
});
