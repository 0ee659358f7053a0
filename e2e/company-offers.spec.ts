import type { Locator, Page } from '@playwright/test';
import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { fillDate, typedDayIn } from './support/dates';
import { SIZES, expectNoSidewaysScroll } from './support/sizes';

// Issue "Companies publish offers and manage their candidates" (SPEC §2 company pages, §4 offers
// and candidatures, §5 form rules): empresa@ creates, edits, duplicates and closes offers and
// moves candidates through states; alumna@ then sees the change; nueva@ completes the signer first.

const REQUIRED = 'Este campo es requerido';
const CLOSE_TEXT =
  'Una oferta cerrada no estará visible ni recibirá nuevos candidatos. ¿Estás seguro de querer cerrar esta oferta?';
const TITLE = 'Prácticas de desarrollo de APIs (e2e)';
const EDITED_TITLE = 'Prácticas de desarrollo de APIs y servicios (e2e)';

/** A text field by its accessible name (required labels end in an aria-hidden asterisk). */
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** A Mantine select (or multi-select): open it by its label, pick the option. */
async function choose(page: Page, name: string, option: string): Promise<void> {
  await box(page, name).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The catalogue popup of a notice or an error (shell/error-popup). */
const popup = (page: Page) => page.getByTestId('error-popup');

async function closePopup(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function invalid(locator: Locator): Promise<void> {
  await expect(locator).toHaveAttribute('aria-invalid', 'true');
}

/** #16 part 6 and 7: the steps of a new offer at a phone's and a desk's size (nothing is sent). */
for (const size of SIZES) {
  test(`the new-offer steps fit and are accessible (${size.name})`, async ({ page, expectAccessible }) => {
    await page.setViewportSize(size.viewport);
    await signIn(page, 'empresa@demo.test');
    await page.goto('/nueva-propuesta/empleo');
    await expect(page.getByRole('heading', { level: 1, name: /^Nueva (propuesta|oferta)/ })).toBeVisible();
    await expect(box(page, 'Nombre del puesto')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible();
    await saveScreenshot(page, `company-offer-steps-${size.name}`);
  });
}

test.describe.serial('companies publish offers and manage their candidates', () => {
  test('empresa@ creates, edits, duplicates and closes an internship offer, and processes candidates', async ({
    page,
    expectAccessible,
  }) => {
    test.setTimeout(240_000);
    await signIn(page, 'empresa@demo.test');

    await test.step('new internship offer: the field errors of the first step first', async () => {
      await page.goto('/nueva-propuesta/practicas');
      await expect(page.getByRole('heading', { level: 1, name: 'Nueva propuesta de prácticas' })).toBeVisible();
      // SPEC §5: no error before a submit attempt; #16 part 6: each step checks its own fields.
      await expect(page.getByText(REQUIRED)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Enviar propuesta' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await invalid(box(page, 'Nombre del puesto'));
      await expect(page.getByText(REQUIRED).first()).toBeVisible();
      // The first invalid field takes the focus (and the page scrolls to it).
      await expect(box(page, 'Nombre del puesto')).toBeFocused();
      await expectAccessible();
      await saveScreenshot(page, 'company-offer-form-errors');
    });

    await test.step('then every required field, step by step, the preview, and the offer is sent', async () => {
      const next = () => page.getByRole('button', { name: 'Siguiente' }).click();
      await box(page, 'Nombre del puesto').fill(TITLE);
      await choose(page, 'Área funcional', 'Tecnologías de la información');
      await box(page, 'Descripción').fill(
        'Incorporación al equipo de plataforma para construir servicios y APIs REST.',
      );
      await box(page, 'Tareas').fill('Diseño de endpoints, pruebas automatizadas y revisión de código.');
      await next();
      await choose(page, 'Tipo de contrato', 'Prácticas curriculares');
      await fillDate(page.getByLabel(/^Fecha de inicio/), typedDayIn(30));
      await fillDate(page.getByLabel(/^Fecha de fin/), typedDayIn(120));
      await box(page, 'Horario').fill('De lunes a viernes de 9:00 a 14:00');
      await box(page, 'Horas al día').fill('5');
      await box(page, 'Horas a la semana').fill('25');
      await box(page, 'Horas totales').fill('300');
      await box(page, 'Ayuda al estudio (EUR al mes)').fill('400,50');
      await fillDate(page.getByLabel(/^Fecha de caducidad de la oferta/), typedDayIn(20));
      await next();
      await choose(page, 'Titulaciones a las que se dirige', 'Grado en Ingeniería Informática');
      await page.keyboard.press('Escape');
      await next();
      await box(page, 'Nombre del tutor').fill('Sergio');
      await box(page, 'Apellidos del tutor').fill('Blasco Marín');
      await box(page, 'Email del tutor').fill('sergio.blasco@levantetech.demo.test');
      await box(page, 'Titulación del tutor').fill('Ingeniería Informática');
      await box(page, 'Nombre del tutor de la universidad').fill('Inés Vallés');
      await next();
      // The review: the offer as students will see it.
      const preview = page.getByTestId('offer-preview');
      await expect(preview.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
      await expect(preview.getByText('Grado en Ingeniería Informática', { exact: false })).toBeVisible();
      await expectAccessible();
      await saveScreenshot(page, 'company-offer-form-preview');
      await page.getByRole('button', { name: 'Enviar propuesta' }).click();
      await expect(popup(page)).toHaveAttribute('data-code', '606');
      await closePopup(page, 'Propuesta creada');
      await expect(page.getByTestId('proposal-saved')).toBeVisible();
      await page.getByRole('link', { name: 'Ver la propuesta' }).click();
      await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      await expect(page.getByText('Pendiente de validación').first()).toBeVisible();
    });

    await test.step('edit it', async () => {
      await page.getByRole('link', { name: 'Editar', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Editar «${TITLE}»` })).toBeVisible();
      await expect(box(page, 'Nombre del tutor')).toHaveValue('Sergio');
      await box(page, 'Nombre del puesto').fill(EDITED_TITLE);
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(popup(page)).toHaveAttribute('data-code', '512');
      await closePopup(page, 'Propuesta modificada');
      await page.getByRole('link', { name: 'Ver la propuesta' }).click();
      await expect(page.getByRole('heading', { level: 1, name: EDITED_TITLE })).toBeVisible();
    });

    const detailUrl = page.url();

    await test.step('duplicate it, then the offer to edit the copy', async () => {
      await page.getByRole('button', { name: 'Duplicar', exact: true }).click();
      const copied = page.getByRole('dialog', { name: 'Copia creada' });
      await expect(copied).toBeVisible();
      await copied.getByRole('button', { name: 'Editar la copia' }).click();
      await expect(page).toHaveURL(/\/editar-propuesta\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: `Editar «${EDITED_TITLE}»` })).toBeVisible();
      expect(page.url()).not.toBe(detailUrl);
    });

    await test.step('close the original after the confirmation', async () => {
      await page.goto(detailUrl);
      await expect(page.getByRole('heading', { level: 1, name: EDITED_TITLE })).toBeVisible();
      await page.getByRole('button', { name: 'Cerrar oferta' }).click();
      const dialog = page.getByRole('dialog', { name: `Cerrar la oferta «${EDITED_TITLE}»` });
      await expect(dialog.getByTestId('close-confirmation')).toHaveText(CLOSE_TEXT);
      await expect(
        dialog.getByRole('radiogroup', {
          name: /¿Se ha elegido a algún candidato propuesto por una oficina de la universidad\?/,
        }),
      ).toBeVisible();
      await expectAccessible();
      await dialog.getByRole('radio', { name: 'No' }).check();
      await dialog.getByRole('button', { name: 'Cerrar oferta' }).click();
      await expect(popup(page)).toHaveAttribute('data-code', '511');
      await closePopup(page, 'Propuesta cerrada');
      await expect(page.getByText('Cerrada', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cerrar oferta' })).toHaveCount(0);
    });

    await test.step('the list shows both, filtered by state', async () => {
      await page.goto('/mis-propuestas?estado=4');
      await expect(page.getByRole('link', { name: EDITED_TITLE, exact: true })).toBeVisible();
      await page.goto('/les-meves-ofertes?estado=1');
      await expect(page.getByRole('link', { name: EDITED_TITLE, exact: true })).toBeVisible();
      await expectAccessible();
    });

    await test.step('delete the draft copy', async () => {
      await page.getByRole('link', { name: EDITED_TITLE, exact: true }).click();
      await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Eliminar oferta' })
        .getByRole('button', { name: 'Eliminar oferta' })
        .click();
      await expect(page).toHaveURL(/\/mis-propuestas$/);
      await expect(popup(page)).toHaveAttribute('data-code', '516');
      await closePopup(page, 'Propuesta eliminada');
    });

    await test.step('move a candidate through states', async () => {
      await page.goto('/mis-propuestas/3');
      await expect(page.getByRole('heading', { level: 1, name: 'Desarrollador/a full stack junior' })).toBeVisible();
      await page.getByRole('button', { name: 'Ver la candidatura de Lucía Martínez Soler' }).click();
      const drawer = page.getByRole('dialog', { name: 'Lucía Martínez Soler' });
      await expect(drawer.getByText('En proceso', { exact: true })).toBeVisible();
      await expectAccessible();
      for (const state of ['Entrevista', 'Finalista']) {
        await choose(page, 'Nuevo estado', state);
        await drawer.getByRole('button', { name: 'Cambiar estado' }).click();
        await expect(popup(page)).toHaveAttribute('data-code', '532');
        await closePopup(page, 'Información actualizada');
        await expect(drawer.getByText(state, { exact: true }).first()).toBeVisible();
      }
      await expect(drawer.getByRole('link', { name: 'Ver el CV' })).toHaveAttribute('href', /\/ver-cv\/3$/);
      await drawer.getByRole('button', { name: 'Cerrar', exact: true }).click();
    });

    await test.step('#12.12 reject another one with a company reason, after confirming the final state', async () => {
      await page.getByRole('button', { name: 'Ver la candidatura de Claudia Serrano Blanco' }).click();
      const drawer = page.getByRole('dialog', { name: 'Claudia Serrano Blanco' });
      await choose(page, 'Nuevo estado', 'Descartado');
      await drawer.getByRole('button', { name: 'Cambiar estado' }).click();
      // SPEC §5: rejection requires choosing a reason.
      await invalid(box(page, 'Motivo del descarte'));
      await expect(drawer.getByText(REQUIRED)).toBeVisible();
      // The company's reasons, never the student's for refusing a pre-enrolment (issue #12 item 12).
      await box(page, 'Motivo del descarte').click();
      const companyReason = page.getByRole('option', { name: 'Otros motivos de la empresa', exact: true });
      await expect(companyReason).toBeVisible();
      await expect(
        page.getByRole('option', { name: 'El horario de las prácticas es incompatible con mis estudios' }),
      ).toHaveCount(0);
      await companyReason.click();
      await box(page, 'Comentario para el candidato (opcional)').fill('Hemos elegido un perfil con más experiencia.');
      await drawer.getByRole('button', { name: 'Cambiar estado' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirmar el cambio de estado' });
      await expect(confirm).toContainText('«Descartado»');
      await confirm.getByRole('button', { name: 'Sí, cambiar el estado' }).click();
      await expect(popup(page)).toHaveAttribute('data-code', '532');
      await closePopup(page, 'Información actualizada');
      await expect(drawer.getByText('Descartado', { exact: true }).first()).toBeVisible();
      await expect(drawer.getByText('El estado de esta candidatura ya no se puede cambiar.')).toBeVisible();
      await drawer.getByRole('button', { name: 'Cerrar', exact: true }).click();
      await expect(page.getByTestId('candidate-row-17')).toContainText('Descartado');
      await expect(page.getByTestId('candidate-row-3')).toContainText('Finalista');
    });

    await test.step('a proposal with a preselected candidate starts with the DNI check (509)', async () => {
      await page.goto('/propuesta-practicas-con-candidato-preseleccionado');
      await box(page, 'DNI o NIE del candidato').fill('00000000T');
      await page.getByRole('button', { name: 'Comprobar' }).click();
      await expect(page.getByText('No hay ningún candidato con ese documento de identidad.')).toBeVisible();
      await invalid(box(page, 'DNI o NIE del candidato'));
      await box(page, 'DNI o NIE del candidato').fill('12345678Z');
      await page.getByRole('button', { name: 'Comprobar' }).click();
      await expect(page.getByTestId('preselected-student')).toHaveText('Lucía Martínez Soler (12345678Z)');
      await expect(box(page, 'Nombre del puesto')).toBeVisible();
    });

    await test.step("the candidate's CV", async () => {
      await page.goto('/ver-cv/3');
      await expect(page.getByRole('heading', { level: 1, name: 'Lucía Martínez Soler' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Formación académica' })).toBeVisible();
      await expectAccessible();
    });
  });

  test('alumna@ then sees the new state in a notification (and in her applications)', async ({ page }) => {
    await signIn(page, 'alumna@demo.test');
    // SPEC §2: alumna@ has no social-security number, so its request (518) greets her once per
    // session; closed here, it does not come back on the next page.
    const ssnRequest = page.getByRole('dialog', { name: 'Completa tus datos' });
    await expect(ssnRequest).toBeVisible();
    await ssnRequest.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(ssnRequest).toBeHidden();
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    const panel = page.getByRole('dialog', { name: /Notificaciones/ });
    await expect(panel.getByText(/ha pasado al estado\s*Finalista/).first()).toBeVisible();
    await expect(panel.getByText('Desarrollador/a full stack junior').first()).toBeVisible();
    await page.keyboard.press('Escape');

    // The offer is a job: its application is under the 'Empleo' tab of her applications.
    await page.goto('/mis-candidaturas');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'Empleo' }).click();
    const card = page.getByRole('article').filter({ hasText: 'Desarrollador/a full stack junior' });
    await expect(card.getByText('Finalista').first()).toBeVisible();
  });

  test('nueva@ must complete the signer dialog first', async ({ page, expectAccessible }) => {
    await signIn(page, 'nueva@demo.test');
    const dialog = page.getByRole('dialog', { name: 'Datos del firmante de la empresa' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cerrar' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expectAccessible();

    await dialog.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expect(dialog.getByText(REQUIRED).first()).toBeVisible();
    for (const [name, value] of [
      ['Nombre', 'Nuria'],
      ['Apellidos', 'Ferrer Gil'],
      ['Email', 'nuria.ferrer@nueva.demo.test'],
      ['Cargo', 'Administradora'],
    ] as const) {
      await dialog.getByRole('textbox', { name, exact: true }).fill(value);
    }
    await dialog.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expect(dialog).toBeHidden();
    // Then the processes load, and the unsigned-agreement reminder comes once.
    await expect(page.getByTestId('tile-count-my-proposals')).toBeVisible();
    const reminder = page.getByRole('dialog', { name: 'Convenio de prácticas pendiente' });
    await expect(reminder).toBeVisible();
    await reminder.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
    await page.reload();
    await expect(page.getByTestId('tile-count-my-proposals')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Datos del firmante de la empresa' })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Convenio de prácticas pendiente' })).toHaveCount(0);
  });
});
