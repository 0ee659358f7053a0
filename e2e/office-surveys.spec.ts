import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/auth';
import { withDatabase } from './support/database';
import { expect, test } from './support/fixtures';
import { closeRemindersWhenShown, expectHome, shell } from './support/journeys';

// The office's survey builder (issue #15 'Survey builder', 'Done when'): gestor@ builds in the
// browser a survey with a jump and a mandatory question, mandatory for students; alumna@ is
// blocked until she answers it (following the jump), then reaches her home; the results show her
// answer.
//
// Why the main server and not the maintenance one: there, only god mode opens the portal, and god
// mode also lifts the mandatory-survey popup (SPEC §6), so the block could not be seen without
// faking the server's maintenance status. Journeys run one at a time (one worker), and the survey
// is unpublished at the end of the journey and, whatever happened, straight in the database after
// it, so it blocks no other journey.

const TITLE = 'Encuesta de seguimiento del curso';
const COMMENT = 'Me quedo con las prácticas.';

/** Unpublishes every survey this journey built (a retry builds a new one). */
function unpublishJourneySurveys(): void {
  withDatabase((db) => db.prepare('UPDATE surveys SET activa = 0 WHERE titulo = ?').run(TITLE));
}

const questionFieldset = (page: Page, n: number): Locator =>
  page.getByRole('group', { name: `Pregunta ${n}`, exact: true });

test.describe('office survey builder (issue #15)', () => {
  test.afterEach(() => unpublishJourneySurveys());

  test('gestor@ builds a mandatory survey with a jump; alumna@ is blocked until she answers it; the results show her answer', async ({
    page,
    expectAccessible,
  }) => {
    test.setTimeout(300_000);
    unpublishJourneySurveys();

    // The console.
    await page.goto('/gestion/login');
    await page.getByLabel('Correo electrónico').fill('gestor@demo.test');
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/gestion$/);
    await page
      .getByRole('navigation', { name: 'Navegación de la gestión' })
      .getByRole('link', { name: 'Encuestas' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Encuestas' })).toBeVisible();
    await expectAccessible();

    // The builder: texts, a mandatory survey for students, three questions.
    await page.getByRole('link', { name: 'Nueva encuesta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva encuesta' })).toBeVisible();
    await expectAccessible();
    await page.getByLabel('Título (castellano)').fill(TITLE);
    await page.getByLabel('Título (catalán)').fill('Enquesta de seguiment del curs');
    await page.getByLabel('Publicada (si no, queda en borrador)').check();
    await page.getByLabel(/^Encuesta obligatoria/).check();
    await expect(page.getByRole('checkbox', { name: 'Estudiantes' })).toBeChecked();

    const q1 = questionFieldset(page, 1);
    await q1.getByLabel('Texto de la pregunta (castellano)').fill('¿Trabajas ahora?');
    await q1.getByLabel('Respuesta obligatoria').check();
    await q1.getByLabel('Respuesta 1 (castellano)').fill('Sí');
    await q1.getByLabel('Respuesta 2 (castellano)').fill('No');

    await page.getByRole('button', { name: 'Añadir pregunta' }).click();
    const q2 = questionFieldset(page, 2);
    await q2.getByLabel('Tipo de pregunta').selectOption('scale');
    await q2.getByLabel('Texto de la pregunta (castellano)').fill('¿Cuánto se relaciona con tus estudios?');
    await q2.getByLabel('Respuesta obligatoria').check();

    await page.getByRole('button', { name: 'Añadir pregunta' }).click();
    const q3 = questionFieldset(page, 3);
    await q3.getByLabel('Tipo de pregunta').selectOption('text');
    await q3.getByLabel('Texto de la pregunta (castellano)').fill('Comentarios sobre el curso');

    // 'No' jumps past the scale question.
    await q1
      .getByLabel('Al elegir la respuesta 2, ir a')
      .selectOption({ label: 'Pregunta 3: Comentarios sobre el curso' });
    await expectAccessible();
    await page.getByRole('button', { name: 'Guardar la encuesta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page).toHaveURL(/\/gestion\/encuestas\/\d+$/);
    const surveyPath = new URL(page.url()).pathname;
    await expect(page.getByLabel('Enlace de acceso')).toHaveValue(
      /\/encuestas\/encuesta-de-seguimiento-del-curso-[0-9a-f]+$/,
    );
    await expect(page.getByRole('button', { name: 'Copiar el enlace' })).toBeVisible();
    await expectAccessible();

    // The preview runs the portal's runner; nothing is stored.
    await page.getByRole('link', { name: 'Vista previa' }).click();
    await expect(page.getByRole('heading', { name: 'Pregunta 1 de 3' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar progreso' })).toHaveCount(0);
    await expectAccessible();
    await page.getByRole('radio', { name: 'Sí' }).check();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('heading', { name: 'Pregunta 2 de 3' })).toBeVisible();
    await page.getByRole('radio', { name: '4' }).check();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Finalizar y enviar' }).click();
    await expect(page.getByText(/Vista previa terminada/)).toBeVisible();

    // alumna@ signs in: blocked by the new mandatory survey.
    await closeRemindersWhenShown(page);
    await signIn(page, 'alumna@demo.test');
    const gate = shell.surveysGate(page);
    await expect(gate).toBeVisible();
    await expect(gate.getByText(TITLE)).toBeVisible();
    await expectAccessible();
    // Blocked elsewhere too.
    await page.goto('/mis-candidaturas');
    await expect(gate).toBeVisible();

    await gate.getByRole('link', { name: `Responder «${TITLE}»` }).click();
    await expect(page.getByRole('heading', { name: 'Pregunta 1 de 3' })).toBeVisible();
    await expectAccessible();
    // The mandatory question cannot be skipped.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('heading', { name: 'Pregunta 1 de 3' })).toBeVisible();
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    // The jump: straight to the third question.
    await expect(page.getByRole('heading', { name: 'Pregunta 3 de 3' })).toBeVisible();
    await page.getByLabel('Comentarios sobre el curso').fill(COMMENT);
    await page.getByRole('button', { name: 'Finalizar y enviar' }).click();
    await expect(page.getByRole('heading', { name: '¡Gracias por responder!' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await expectHome(page, 'student');
    await page.waitForLoadState('networkidle');
    await expect(gate).toBeHidden();
    await expectAccessible();

    // The results: one answer, 'No' counted, her comment listed.
    await page.goto(`${surveyPath}/resultados`);
    await expect(page.getByRole('heading', { level: 1, name: `Resultados: ${TITLE}` })).toBeVisible();
    await expect(page.getByText(/^Han contestado 1 de \d+ personas/)).toBeVisible();
    const table = page.getByRole('region', { name: 'Respuestas a «¿Trabajas ahora?»' });
    await expect(table.getByRole('row', { name: /^No 1 100 %/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /^Sí 0 0 %/ })).toBeVisible();
    await expect(page.getByText(COMMENT)).toBeVisible();
    await expect(page.getByText(/Lucía Martínez Soler/)).toBeVisible();
    await expectAccessible();

    // Unpublished again, so that it blocks no one else on this server: with an answer, settings still change.
    await page.goto(surveyPath);
    await expect(page.getByText(/ya tiene 1 respuesta:/)).toBeVisible();
    await page.getByLabel('Publicada (si no, queda en borrador)').uncheck();
    await page.getByRole('button', { name: 'Guardar la encuesta' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Encuesta guardada' })).toBeVisible();
  });
});
