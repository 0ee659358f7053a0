import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/auth';
import { expect, test } from './support/fixtures';
import { closeRemindersWhenShown } from './support/journeys';
import { fillDate, typedDay } from './support/dates';
import { DESK, atBothSizes } from './support/sizes';
import { chooseFile } from './support/upload';

// The content the office publishes (issue #15 'Content', 'Done when'): gestor@demo.test creates in
// the browser an event with an image, a guide with a PDF and a communication for students; then
// alumna@ sees each: the event on the events page, the guide whose download is a PDF, and the
// communication on her home. Titles carry a run mark so that a retry finds its own items.

const RUN = Date.now().toString(36).slice(-5);
const EVENT = `Taller de entrevistas ${RUN}`;
const GUIDE = `Guía de entrevistas ${RUN}`;
const NOTICE = `Abierta la feria de prácticas ${RUN}`;

/** A 1x1 PNG and a tiny PDF: real content, as the upload checks sniff it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);

async function openNew(page: Page, kind: string, button: string, heading: string) {
  await page.goto(`/gestion/contenidos?tipo=${kind}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contenidos publicados' })).toBeVisible();
  await page.getByRole('link', { name: button }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function saveAndWait(page: Page, kind: string, heading: string) {
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(new RegExp(`/gestion/contenidos/${kind}/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe.serial('office content (issue #15)', () => {
  test('gestor@ publishes an event with an image, a guide with a PDF and a communication; alumna@ sees each', async ({
    page,
    expectAccessible,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(DESK);
    await page.goto('/gestion/login');
    await page.getByLabel('Correo electrónico').fill('gestor@demo.test');
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/gestion$/);
    await page
      .getByRole('navigation', { name: 'Navegación de la gestión' })
      .getByRole('link', { name: 'Contenidos' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contenidos publicados' })).toBeVisible();
    await expectAccessible();

    // The event, with its picture.
    await openNew(page, 'eventos', 'Nuevo evento', 'Nuevo evento');
    await page.getByLabel('Título (castellano)').fill(EVENT);
    await page.getByLabel('Título (catalán)').fill(`Taller d'entrevistes ${RUN}`);
    await page.getByLabel('Entradilla (castellano)').fill('Practica tu entrevista con empresas reales');
    await page.getByLabel('Categoría (castellano)').fill('Taller');
    await page.getByLabel('Lugar (castellano)').fill('Aula magna');
    const when = inDays(7);
    await fillDate(page.getByLabel('Fecha y hora del evento'), typedDay(when));
    await page.getByRole('textbox', { name: /^Hora/ }).fill('10:00');
    await page.getByLabel('Destacado').check();
    await page.getByLabel('Destinatarios').selectOption('alumnos');
    await chooseFile(page, 'Imagen', { name: 'cartel.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Fichero subido y guardado.')).toBeVisible();
    // The preview shows the card as students will see it, with the picture.
    const preview = page.getByTestId('content-preview');
    await expect(preview.getByText(EVENT)).toBeVisible();
    await expect(preview.locator('img')).toHaveAttribute('src', /\/api\/Publico\/ficheroContenido\/\d+$/);
    await saveAndWait(page, 'eventos', 'Editar evento');
    await expect(page.getByText('Publicado', { exact: true }).first()).toBeVisible();
    await expectAccessible();

    // The guide, with its PDF.
    await openNew(page, 'guias', 'Nueva guía', 'Nueva guía');
    await page.getByLabel('Título (castellano)').fill(GUIDE);
    await page.getByLabel('Descripción (castellano)').fill('Cómo preparar una entrevista');
    await chooseFile(page, 'Fichero de la guía', {
      name: 'guia-entrevistas.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(page.getByText('Fichero subido y guardado.')).toBeVisible();
    await saveAndWait(page, 'guias', 'Editar guía');
    await expectAccessible();

    // The communication for students, checked at phone width too.
    await openNew(page, 'comunicaciones', 'Nueva comunicación', 'Nueva comunicación');
    await page.getByLabel('Texto (castellano)').fill(NOTICE);
    await fillDate(page.getByLabel('Fecha de publicación'), typedDay(inDays(-1)));
    await fillDate(page.getByLabel('Fecha de retirada'), typedDay(inDays(30)));
    await page.getByLabel('Destinatarios').selectOption('alumnos');
    await expect(page.getByTestId('content-preview').getByText(NOTICE)).toBeVisible();
    await saveAndWait(page, 'comunicaciones', 'Editar comunicación');
    await atBothSizes(page);
    await page.goto('/gestion/contenidos?tipo=comunicaciones');
    await expect(page.getByRole('link', { name: NOTICE })).toBeVisible();

    // alumna@ sees each.
    await page.context().clearCookies();
    await closeRemindersWhenShown(page);
    await signIn(page, 'alumna@demo.test');
    await page.goto('/');
    await expect(page.getByText(NOTICE)).toBeVisible();
    await expectAccessible();

    await page.goto('/eventos');
    const card = page.getByTestId('event-card').filter({ hasText: EVENT });
    await expect(card).toBeVisible();
    await expect(card.getByText('Destacado')).toBeVisible();
    const picture = await card.locator('img').getAttribute('src');
    expect(picture).toMatch(/\/api\/Publico\/ficheroContenido\/\d+$/);
    expect((await page.request.get(picture as string)).headers()['content-type']).toBe('image/png');
    await expectAccessible();

    await page.goto('/guias-orientacion');
    const guide = page.getByTestId('guide-card').filter({ hasText: GUIDE });
    await expect(guide).toBeVisible();
    const href = await guide.getByRole('link', { name: /^Descargar la guía/ }).getAttribute('href');
    const download = await page.request.get(href as string);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect(download.headers()['content-disposition']).toContain('guia-entrevistas.pdf');
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectAccessible();
  });
});
