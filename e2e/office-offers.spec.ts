import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD, signIn } from './support/auth';
import { auditSince, lastAuditId, withDatabase } from './support/database';
import { chooseNecessaryCookies, closeRemindersWhenShown } from './support/journeys';
import { DESK, atBothSizes } from './support/sizes';

// The office's offer validation (issue #14 '3. Offers'): gestor@demo.test approves an offer
// (alumna@ then finds it in her list), rejects another with a reason (empresa@ reads it on her
// offer) and returns a third for changes (empresa@ edits and resubmits it). The three are offers of
// empresa@'s company, put back in their demo states afterwards so that the other journeys find them.

const APPROVE = 7;
const REJECT = 10;
const RETURN = 13;
const DEMO_STATES: Record<number, string> = {
  [APPROVE]: 'pendiente_validacion',
  [REJECT]: 'pendiente_validacion',
  [RETURN]: 'borrador',
};

function arrange(states: Record<number, string>): Record<number, string> {
  return withDatabase((db) => {
    const titles: Record<number, string> = {};
    for (const [id, estado] of Object.entries(states)) {
      db.prepare(
        `UPDATE offers SET estado = ?, published_at = NULL, fecha_cierre = NULL, descripcion_estado_motivo = NULL,
           office_decision = NULL, office_reason_code = NULL, office_comment = NULL, office_decided_at = NULL WHERE id = ?`,
      ).run(estado, Number(id));
      titles[Number(id)] = (
        db.prepare('SELECT titulo FROM offers WHERE id = ?').get(Number(id)) as { titulo: string }
      ).titulo;
    }
    return titles;
  });
}

async function asUser(browser: Browser, email: string, work: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ viewport: DESK });
  const page = await context.newPage();
  try {
    await signIn(page, email);
    await page.evaluate(() => localStorage.setItem('portal.documentationReminderDismissed', '1'));
    await closeRemindersWhenShown(page);
    await chooseNecessaryCookies(page);
    await work(page);
  } finally {
    await context.close();
  }
}

test.describe.serial('office offers (issue #14)', () => {
  test.afterAll(() => {
    arrange(DEMO_STATES);
  });

  test('gestor@ approves, rejects with a reason and returns for changes; alumna@ and empresa@ see the outcome', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const titles = arrange({
      [APPROVE]: 'pendiente_validacion',
      [REJECT]: 'pendiente_validacion',
      [RETURN]: 'pendiente_validacion',
    });
    const mark = lastAuditId();

    await page.setViewportSize(DESK);
    await page.goto('/gestion/login');
    await page.getByLabel('Correo electrónico').fill('gestor@demo.test');
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/gestion$/);

    const nav = page.getByRole('navigation', { name: 'Navegación de la gestión' });
    const queue = async () => {
      await nav.getByRole('link', { name: /^Ofertas/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
    };
    const open = async (id: number) => {
      await page.getByLabel('Título o empresa').fill(titles[id]);
      await page.getByRole('button', { name: 'Buscar' }).click();
      await expect(page).toHaveURL(/q=/);
      await page.getByRole('link', { name: titles[id], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/gestion/ofertas/${id}$`));
      await expect(page.getByRole('heading', { level: 1, name: titles[id] })).toBeVisible();
    };

    await test.step('the queue: pending offers with row selection, counted in the side navigation', async () => {
      await queue();
      await expect(page.getByRole('checkbox', { name: 'Seleccionar todas las ofertas de la página' })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: `Seleccionar «${titles[APPROVE]}»` })).toBeVisible();
      await atBothSizes(page);
    });

    await test.step('approve one: it is published', async () => {
      await open(APPROVE);
      await expect(page.getByRole('heading', { level: 2, name: 'Así la ve un estudiante' })).toBeVisible();
      await atBothSizes(page);
      await page.getByRole('button', { name: 'Aprobar y publicar' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Oferta publicada.' })).toBeVisible();
      await expect(page.getByRole('cell', { name: 'offer.approve' })).toBeVisible();
    });

    await test.step('reject another with a coded reason', async () => {
      await queue();
      await open(REJECT);
      await page.getByRole('button', { name: 'Rechazar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rechazar la oferta' });
      await dialog.getByLabel('Motivo').selectOption('no_formativa');
      await dialog
        .getByLabel('Comentario para la empresa (opcional)')
        .fill('Las tareas son de soporte, no de la titulación.');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Rechazar' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Oferta rechazada.' })).toBeVisible();
      await atBothSizes(page);
    });

    await test.step('return a third for changes with a comment', async () => {
      await queue();
      await open(RETURN);
      await page.getByRole('button', { name: 'Devolver para cambios' }).click();
      const dialog = page.getByRole('dialog', { name: 'Devolver la oferta para cambios' });
      await dialog.getByLabel('Comentario para la empresa').fill('Indicad el horario exacto.');
      await dialog.getByRole('button', { name: 'Devolver para cambios' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Oferta devuelta a la empresa.' })).toBeVisible();
    });

    await test.step('alumna@ finds the approved offer in her list', async () => {
      await asUser(browser, 'alumna@demo.test', async (student) => {
        await student.goto('/propuesta-practicas');
        await expect(student.getByRole('heading', { level: 1, name: 'Ofertas de prácticas' })).toBeVisible();
        await expect(student.getByTestId('offer-card').filter({ hasText: titles[APPROVE] })).toBeVisible();
      });
    });

    await test.step('empresa@ reads the reason of the rejection, and edits and resubmits the returned offer', async () => {
      await asUser(browser, 'empresa@demo.test', async (company) => {
        await company.goto(`/mis-propuestas/${REJECT}`);
        await expect(company.getByTestId('office-decision')).toContainText(
          'Las tareas no son formativas para la titulación',
        );
        await expect(company.getByTestId('office-decision')).toContainText(
          'Las tareas son de soporte, no de la titulación.',
        );
        await company.goto(`/mis-propuestas/${RETURN}`);
        await expect(company.getByTestId('office-decision')).toContainText('Indicad el horario exacto.');
        await company.getByRole('link', { name: 'Editar', exact: true }).click();
        await company.getByRole('textbox', { name: 'Horario', exact: true }).fill('De 9:00 a 14:00');
        // The demo offer predates two fields the form now requires: the company completes them.
        await company
          .getByRole('textbox', { name: 'Titulación del tutor', exact: true })
          .fill('Ingeniería Informática');
        await company
          .getByRole('textbox', { name: 'Nombre del tutor de la universidad', exact: true })
          .fill('Marta Soler');
        await company.getByRole('button', { name: 'Guardar cambios' }).click();
        // Saving submits the offer to the office again (SPEC §4: editable while pending validation).
        await expect
          .poll(
            () =>
              withDatabase(
                (db) =>
                  db.prepare('SELECT estado, horario FROM offers WHERE id = ?').get(RETURN) as {
                    estado: string;
                    horario: string;
                  },
              ),
            { timeout: 15_000 },
          )
          .toEqual({ estado: 'pendiente_validacion', horario: 'De 9:00 a 14:00' });
      });
    });

    await test.step('the audit log holds a row for every decision of the journey', async () => {
      expect(auditSince(mark)).toEqual(
        expect.arrayContaining([
          `offer.approve offer:${APPROVE}`,
          `offer.reject offer:${REJECT}`,
          `offer.return offer:${RETURN}`,
        ]),
      );
    });
  });
});
