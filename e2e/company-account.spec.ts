import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signIn } from './support/auth';
import { chooseNecessaryCookies } from './support/journeys';
import { chooseFile } from './support/upload';

// Issue "Company account, agreements and internship management" (SPEC §2 Company only, §5).
// Done when: a new company requests an account with a work centre, signer and billing data (it
// sees the field errors first); empresa@ adds a contact and a billing account, requests a new
// agreement with 'Rellenar datos', downloads its PDF and uploads the signed one; an education
// request is accepted and another rejected.

/** A valid CIF for a company letter: 7 digits and their control digit (SPEC §5 CIF format). */
function cifFor(seven: string, letter = 'B'): string {
  const digits = seven.split('').map(Number);
  let sum = 0;
  digits.forEach((d, i) => {
    if (i % 2 === 0) {
      const doubled = d * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else sum += d;
  });
  return `${letter}${seven}${(10 - (sum % 10)) % 10}`;
}

const unique = String(Date.now()).slice(-7);

/** The notice popup (catalogue title, or 'Aviso' with a brand text), then closed. */
async function dismissNotice(page: Page, title: RegExp | string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  // Its close button, not Escape: a key pressed before the dialog holds the focus went nowhere once.
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** A form field by its label, exactly (a required field's label ends with ' *'). */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\s*\\*)?$`));

test.describe('company account (SPEC §2 /solicitar-cuenta)', () => {
  test('a new company sees the field errors, then requests an account with a work centre, signer and billing data', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/solicitar-cuenta');
    await chooseNecessaryCookies(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitar cuenta de empresa' })).toBeVisible();

    // SPEC §5: errors only after a submit attempt, and the first invalid field gets the focus.
    await expect(page.getByText('Este campo es requerido')).toHaveCount(0);
    await page.getByRole('button', { name: 'Solicitar cuenta' }).click();
    await expect(page.getByText('Este campo es requerido').first()).toBeVisible();
    await expectAccessible();

    const company = page.getByRole('group', { name: 'Datos de la empresa' });
    await field(company, 'CIF').fill(cifFor(unique));
    await field(company, 'Razón social').fill(`Nueva Empresa ${unique} S.L.`);
    await field(company, 'Nombre comercial').fill(`Nueva ${unique}`);
    for (const label of ['Tipo de empresa', 'Tipo de sociedad', 'Sector de actividad', 'Número de empleados']) {
      await field(company, label).selectOption({ index: 1 });
    }
    await field(company, 'Año de fundación').fill('2015');
    await field(company, 'Dirección').fill('Calle de Colón, 10');
    await field(company, 'Código postal').fill('46004');
    await field(company, 'Localidad').fill('Valencia');
    await field(company, 'Provincia').selectOption({ value: '46' });

    const centres = page.getByRole('group', { name: 'Centros de trabajo' });
    await field(centres, 'Nombre del centro').fill('Oficina central');
    await field(centres, 'Dirección').fill('Calle de Colón, 10');
    await field(centres, 'Código postal').fill('46004');
    await field(centres, 'Localidad').fill('Valencia');
    await field(centres, 'Provincia').selectOption({ value: '46' });

    const signer = page.getByRole('group', { name: 'Persona firmante del convenio' });
    await field(signer, 'Nombre').fill('Lucía');
    await field(signer, 'Apellidos').fill('Martínez Soler');
    await field(signer, 'Correo electrónico').fill(`firma${unique}@nuevaempresa.test`);
    await field(signer, 'Cargo').fill('Administradora');

    const billing = page.getByRole('group', { name: 'Datos de facturación' });
    await field(billing, 'Nombre fiscal').fill(`Nueva Empresa ${unique} S.L.`);
    await field(billing, 'CIF').fill(cifFor(unique));
    await field(billing, 'Domicilio fiscal').fill('Calle de Colón, 10');
    await field(billing, 'Población').fill('Valencia');
    await field(billing, 'Código postal').fill('46004');
    await field(billing, 'Provincia').selectOption({ value: '46' });
    // SPEC §5: the postal delivery address only with postal invoices.
    await expect(field(billing, 'Dirección de envío postal')).toHaveCount(0);
    await billing.getByRole('checkbox', { name: /correo postal/ }).check();
    await field(billing, 'Dirección de envío postal').fill('Apartado de correos 100, 46080 Valencia');

    const contacts = page.getByRole('group', { name: 'Contactos' });
    await field(contacts, 'Nombre').fill('Pablo');
    await field(contacts, 'Apellidos').fill('Ruiz Navarro');
    await field(contacts, 'Puesto').fill('Responsable de personas');
    await field(contacts, 'Correo electrónico').fill(`rrhh${unique}@nuevaempresa.test`);
    await field(contacts, 'Teléfono').fill('612345678');
    await field(contacts, 'Dirección').fill('Calle de Colón, 10');
    await field(contacts, 'Localidad').fill('Valencia');
    await field(contacts, 'Código postal').fill('46004');
    await field(contacts, 'Contraseña').fill('Empresa2026');
    await field(contacts, 'Repite la contraseña').fill('Empresa2026');

    await page.getByRole('button', { name: 'Solicitar cuenta' }).click();
    // 503/504, or the brand's custom registration text.
    await dismissNotice(page, /Registro|Aviso|Empresa registrada|Solicitud/);
    await expect(page.getByText('Solicitud enviada')).toBeVisible();
  });
});

test.describe('company management as empresa@demo.test', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'empresa@demo.test');
    await chooseNecessaryCookies(page);
  });

  test('adds a contact and a billing account on /mi-empresa', async ({ page, expectAccessible }) => {
    await page.goto('/mi-empresa');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi empresa' })).toBeVisible();
    await expect(
      page.getByText('Oficina', { exact: false }).first().or(page.getByText('No hay centros de trabajo.')),
    ).toBeVisible();
    await expectAccessible();

    await page.getByRole('button', { name: 'Añadir contacto' }).first().click();
    const contactDialog = page.getByRole('dialog', { name: 'Añadir contacto' });
    await field(contactDialog, 'Nombre').fill('Carla');
    await field(contactDialog, 'Apellidos').fill('Ortega Vidal');
    await field(contactDialog, 'Puesto').fill('Técnica de selección');
    await field(contactDialog, 'Correo electrónico').fill(`carla${unique}@levantetech.test`);
    await field(contactDialog, 'Teléfono').fill('612345679');
    await field(contactDialog, 'Dirección').fill('Avinguda del Port, 5');
    await field(contactDialog, 'Localidad').fill('Valencia');
    await field(contactDialog, 'Código postal').fill('46023');
    await contactDialog.getByRole('button', { name: 'Guardar' }).click();
    await dismissNotice(page, 'Contacto creado');
    await expect(page.getByText('Carla Ortega Vidal')).toBeVisible();

    await page.getByRole('button', { name: 'Añadir cuenta de facturación' }).click();
    const account = page.getByRole('dialog', { name: 'Añadir cuenta de facturación' });
    // Submitting empty shows the field errors first.
    await account.getByRole('button', { name: 'Guardar' }).click();
    await expect(account.getByText('Este campo es requerido').first()).toBeVisible();
    await field(account, 'Nombre fiscal').fill('Levante Formación S.L.');
    await field(account, 'CIF').fill(cifFor('4600001'));
    await field(account, 'Domicilio fiscal').fill('Carrer de Cirilo Amorós, 20');
    await field(account, 'Población').fill('Valencia');
    await field(account, 'Código postal').fill('46004');
    // SPEC §5 Fiscal account: free-text province outside Spain, list in Spain.
    await field(account, 'País').selectOption({ index: 2 });
    await expect(field(account, 'Provincia o región')).toBeVisible();
    await field(account, 'País').selectOption({ label: 'España' });
    await field(account, 'Provincia').selectOption({ value: '46' });
    await account.getByRole('button', { name: 'Guardar' }).click();
    await dismissNotice(page, 'Solicitud aceptada');
    await expect(page.getByText(/Levante Formación S\.L\./)).toBeVisible();
  });

  test("requests an agreement with 'Rellenar datos', downloads its PDF and uploads the signed one", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/nuevo-convenio-colaboracion');
    await page.getByRole('button', { name: 'Rellenar datos' }).click();
    await expect(field(page, 'Nombre')).not.toHaveValue('');
    const fallback: Record<string, string> = {
      Apellidos: 'Blasco Marín',
      'DNI/NIE': '12345678Z',
      Cargo: 'Gerente',
      'Correo electrónico': 'firma@levantetech.test',
      'Fecha de la escritura': '12/03/2018',
      Notario: 'Luis Pons Ferrer',
      'Localidad del notario': 'Valencia',
    };
    for (const [label, value] of Object.entries(fallback)) {
      if ((await field(page, label).inputValue()) === '') await field(page, label).fill(value);
    }
    // SPEC §5: the declaration is required.
    await page.getByRole('button', { name: 'Solicitar convenio' }).click();
    await expect(page.getByText('Este campo es requerido')).toBeVisible();
    await page.getByRole('checkbox', { name: /Declaro/ }).check();
    await page.getByRole('button', { name: 'Solicitar convenio' }).click();
    await dismissNotice(page, /Aviso|Convenio añadido/);

    await page.getByRole('link', { name: 'Descargar y subir el convenio firmado' }).click();
    await expect(page).toHaveURL(/\/subir-convenio-firmado$/);
    const generated = page.getByRole('article').filter({ hasText: 'Generado' }).first();
    await expect(generated).toBeVisible();
    await expectAccessible();

    const downloading = page.waitForEvent('download');
    await generated.getByRole('button', { name: /^Descargar PDF/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/i);

    // SPEC §5 Files: PDF only, refused before sending.
    await chooseFile(generated, 'Convenio firmado (PDF)', {
      name: 'firma.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    });
    await expect(generated.getByText('Este tipo de fichero no esta permitido')).toBeVisible();
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    await chooseFile(generated, 'Convenio firmado (PDF)', {
      name: 'convenio-firmado.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await expect(generated.getByText('Fichero convenio-firmado.pdf añadido correctamente')).toBeVisible();
    await generated.getByRole('button', { name: 'Subir convenio firmado' }).click();
    await dismissNotice(page, /Aviso|Documentación adjuntada/);
    await expect(page.getByRole('article').filter({ hasText: 'Firmado empresa' }).first()).toBeVisible();
  });

  test('accepts one education request and rejects another', async ({ page }) => {
    await page.goto('/solicitudes-practicas-educacion');
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes de prácticas de educación' })).toBeVisible();
    const pending = page.getByRole('article').filter({ hasText: 'Pendiente' });
    await expect(pending.first()).toBeVisible();
    const count = await pending.count();

    await pending.first().getByRole('link').click();
    // The rejection asks for a reason first (SPEC §5 required field).
    await page.getByRole('button', { name: 'Rechazar solicitud' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rechazar la solicitud' });
    await dialog.getByRole('button', { name: 'Rechazar solicitud' }).click();
    await expect(dialog.getByText('Este campo es requerido')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Aceptar solicitud' }).click();
    await dismissNotice(page, 'Solicitud aceptada');
    await expect(page.getByText('Aceptada', { exact: true })).toBeVisible();

    // The demo data holds two pending requests: the second one is rejected.
    expect(count).toBeGreaterThanOrEqual(2);
    await page.goto('/solicitudes-practicas-educacion');
    await page.getByRole('article').filter({ hasText: 'Pendiente' }).first().getByRole('link').click();
    await page.getByRole('button', { name: 'Rechazar solicitud' }).click();
    await dialog.getByLabel('Motivo del rechazo').fill('No tenemos plazas para estas fechas.');
    await dialog.getByRole('button', { name: 'Rechazar solicitud' }).click();
    await dismissNotice(page, 'Solicitud rechazada');
    await expect(page.getByText('Rechazada', { exact: true })).toBeVisible();
  });

  test('the profile, assigned internships and change request pages render and are accessible', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/mi-perfil');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    await expect(page.getByRole('switch', { name: /recibir información/ })).toHaveCount(1);
    await expectAccessible();

    await page.goto('/practicas_asignadas');
    await expect(page.getByRole('heading', { level: 1, name: 'Prácticas asignadas' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectAccessible();

    await page.goto('/solicitar-cambio-practicas');
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitar cambio de prácticas' })).toBeVisible();
    // SPEC §9: at most 35 hours a week (102), checked before sending.
    await field(page, 'Horas por semana').fill('40');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByText('Máximo 35 horas por semana')).toBeVisible();
    await expectAccessible();
  });
});

test('/restablecer-login asks for the password and its confirmation', async ({ page, expectAccessible }) => {
  await page.goto('/restablecer-login?token=abcdefghijklmnopqrstuvwxyz123456');
  await chooseNecessaryCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Restablecer contraseña' })).toBeVisible();
  await field(page, 'Contraseña').fill('corta');
  await field(page, 'Repite la contraseña').fill('otra');
  await page.getByRole('button', { name: 'Guardar nueva contraseña' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await expectAccessible();
});
