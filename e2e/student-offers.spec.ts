import { DEMO_PASSWORD, loginForm, signIn } from './support/auth';
import { expect, test } from './support/fixtures';
import { chooseNecessaryCookies } from './support/journeys';

/**
 * SPEC §2 Student only (offers, applications, internships) as alumna@ and master@ would use them.
 * Tests run in order on one fresh database: the application made here is withdrawn again.
 */
test.describe.configure({ mode: 'serial' });

/** The documentation reminder (SPEC §2 Student home) is dismissed up front so it never covers a click. */
async function dismissReminder(page: import('@playwright/test').Page) {
  await page.evaluate(() => localStorage.setItem('portal.documentationReminderDismissed', '1'));
}

test('alumna@ filters the internship list, opens an offer, applies, finds it in her applications and withdraws', async ({ page, expectAccessible }) => {
  await signIn(page, 'alumna@demo.test');
  await dismissReminder(page);
  await chooseNecessaryCookies(page);
  await page.goto('/propuesta-practicas');
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas de prácticas' })).toBeVisible();
  await page.getByLabel('Omitir ofertas en las que ya estoy inscrito').check();
  await page.getByRole('button', { name: 'Buscar' }).click();
  const cards = page.getByTestId('offer-card');
  await expect(cards.first()).toBeVisible();
  await expectAccessible();

  // Try the offers in turn: gates (SPEC §6) answer with a popup. Every internship offer alumna@
  // sees overlaps her current internship (17) in the demo data, so the job list is the fallback.
  let applied: string | null = null;
  let appliedList = '';
  for (const list of ['/propuesta-practicas', '/ofertas-empleo']) {
    await page.goto(list);
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    const count = await page.getByTestId('offer-card').count();
    for (let i = 0; i < count && !applied; i += 1) {
      await page.goto(list);
      const link = page.getByTestId('offer-card').nth(i).getByRole('link');
      const title = (await link.textContent()) ?? '';
      await link.click();
      await page.getByRole('button', { name: 'Inscribirme' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirmar inscripción' });
      await expect(confirm.or(page.getByRole('dialog').first())).toBeVisible();
      if (!(await confirm.isVisible())) continue;
      await confirm.getByRole('button', { name: 'Sí, inscribirme' }).click();
      const appliedText = page.getByText('Ya estás inscrito en esta oferta.');
      await expect(appliedText.or(page.getByRole('dialog', { name: /Falta documentación|Requisitos no cumplidos/ })).or(page.getByTestId('error-popup').getByRole('dialog'))).toBeVisible();
      if (await appliedText.isVisible()) {
        applied = title;
        appliedList = list;
      } else {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    }
    if (applied) break;
  }
  expect(applied, 'no offer accepted the enrolment').not.toBeNull();

  await page.goto('/mis-candidaturas');
  if (appliedList === '/ofertas-empleo') await page.getByRole('tab', { name: 'Empleo' }).click();
  const card = page.getByTestId('application-card').filter({ has: page.getByRole('link', { name: applied ?? '' }) });
  await expect(card).toBeVisible();
  await expectAccessible();
  await card.getByRole('button', { name: /^Desinscribirme/ }).click();
  await page.getByRole('dialog', { name: 'Desinscribirme de la oferta' }).getByRole('button', { name: 'Sí, desinscribirme' }).click();
  await expect(card).toHaveCount(0);
});

test('master@ gets the credits confirmation before applying to an internship', async ({ page }) => {
  // master@ has a mandatory survey pending (demo data) that blocks the portal; god mode
  // (SPEC §6) suppresses that popup, so this journey is about the offers only.
  await page.goto('/gma2019');
  await loginForm.user(page).fill('gestor@demo.test');
  await loginForm.password(page).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Activar el modo administrador' }).click();
  await expect(page.getByText('El modo administrador está activo en este navegador.')).toBeVisible();
  await signIn(page, 'master@demo.test');
  await dismissReminder(page);
  await chooseNecessaryCookies(page);
  await page.goto('/propuesta-practicas');
  // Demo data: master@ is in a 2-year máster with 30 % of the credits (SPEC §9 needs 50 %).
  await page.getByTestId('offer-card').first().getByRole('link').click();
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  const credits = page.getByRole('dialog', { name: 'Mínimo de créditos' });
  await expect(credits).toBeVisible();
  await expect(credits.getByText(/al menos el 50 %/)).toBeVisible();
  await expect(credits.getByText(/tienes superado el 30 %/)).toBeVisible();
  await credits.getByRole('button', { name: 'Cancelar' }).click();
  await expect(credits).toBeHidden();
});

test('alumna@ accepts her state-16 pre-enrolment; a second one is rejected with a reason', async ({ page }) => {
  await signIn(page, 'alumna@demo.test');
  await dismissReminder(page);
  await chooseNecessaryCookies(page);
  await page.goto('/mis-candidaturas');
  const pending = page.getByTestId('application-card').filter({ has: page.getByTestId('preenrolment-actions') });
  await expect(pending.first()).toBeVisible();
  const title = (await pending.first().getByRole('heading').textContent()) ?? '';
  await pending.first().getByRole('button', { name: /^Aceptar preinscripción/ }).click();
  const card = page.getByTestId('application-card').filter({ has: page.getByRole('link', { name: title }) });
  await expect(card.getByTestId('preenrolment-actions')).toHaveCount(0);

  // The demo data holds one state-16 application per student: the second one is served to the
  // page here, and the reject call is checked on its way to the server.
  let rejectBody: Record<string, unknown> | null = null;
  await page.route('**/api/Alumno/dameCandidaturasPracticasUsuario', async (route) => {
    try {
      const res = await route.fetch();
      const body = (await res.json()) as { status: number; datos: Array<Record<string, unknown>> };
      const base = body.datos[0] ?? {};
      body.datos.push({ ...base, idCandidatura: 9999, idoferta: 9999, titulo: 'Preinscripción de prueba', urlAcceso: 'preinscripcion-prueba', idEstado: 16, estado: 'Preinscrito', puedeDesinscribirse: false, preinscripcionPendiente: true, idPerfil: 2 });
      await route.fulfill({ status: 200, json: body });
    } catch {
      // A request of the page being left (reload) is gone already.
    }
  });
  await page.route('**/api/Alumno/rechazarPreinscripcion', async (route) => {
    rejectBody = route.request().postDataJSON() as Record<string, unknown>;
    await route.fulfill({ json: { status: 0, datos: { idCandidatura: 9999, idEstado: 17 }, aviso: 520 } });
  });
  await page.reload();
  const second = page.getByTestId('application-card').filter({ has: page.getByRole('link', { name: 'Preinscripción de prueba' }) });
  await second.getByRole('button', { name: /^Rechazar preinscripción/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Rechazar la preinscripción' });
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await expect(dialog.getByText('Este campo es requerido')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Motivo del rechazo/ }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await expect.poll(() => rejectBody).toMatchObject({ urlOferta: 'preinscripcion-prueba' });
  expect(typeof (rejectBody as Record<string, unknown> | null)?.idMotivo).toBe('number');
});

test('alumna@ uploads an internship document; a renamed .exe is refused', async ({ page, expectAccessible }) => {
  await signIn(page, 'alumna@demo.test');
  await dismissReminder(page);
  await chooseNecessaryCookies(page);
  await page.goto('/mis-practicas');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Añadir un documento' })).toBeVisible();
  await expectAccessible();
  const input = page.locator('input[type=file]');

  await input.setInputFiles({ name: 'memoria.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
  await page.getByRole('button', { name: 'Subir documento' }).click();
  await expect(page.getByText('Fichero memoria.pdf añadido correctamente')).toBeVisible();
  await expect(page.getByTestId('internship-documents').getByText('memoria.pdf')).toBeVisible();

  // The client refuses the extension outright...
  await input.setInputFiles({ name: 'programa.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\x90\x00') });
  await expect(page.getByText('Este tipo de fichero no esta permitido')).toBeVisible();
  // ...and the server (46) refuses an .exe renamed to .pdf.
  await input.setInputFiles({ name: 'factura.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]) });
  await page.getByRole('button', { name: 'Subir documento' }).click();
  await expect(page.getByText(/Este tipo de fichero no esta permitido/)).toBeVisible();
});
