import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/auth';
import { DESK, atBothSizes } from './support/sizes';

// The office's figures (issue #17 'Office dashboard of figures'): gestor@demo.test opens Informes
// from the navigation, sees every figure with its table for the demo brand, changes a filter (the
// URL keeps it), and the page is accessible and without sideways scroll at desk and phone widths.

const FIGURE_TABLES = [
  'Cifras clave de los convenios',
  'Convenios por estado',
  'Antigüedad de los pendientes',
  'Pendientes: a quién esperan',
  'Cifras clave de las ofertas',
  'Ofertas publicadas por mes y tipo',
  'Candidaturas por oferta',
  'Ofertas publicadas por sector',
  'Ofertas publicadas por titulación',
  'Cifras clave de los estudiantes',
  'Tasa de colocación por titulación',
  'Empresas con más prácticas',
  'Tasa de respuesta por encuesta y público',
  'Elementos validados por semana',
  'Mediana de días en cada cola',
];

test('gestor@ opens Informes, sees every figure with its table, filters by campus; axe clean at both widths', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESK);
  await page.goto('/gestion/login');
  await page.getByLabel('Correo electrónico').fill('gestor@demo.test');
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/gestion$/);
  const nav = page.getByRole('navigation', { name: 'Navegación de la gestión' });

  await test.step('every figure with its table', async () => {
    await nav.getByRole('link', { name: 'Informes' }).click();
    await expect(page).toHaveURL(/\/gestion\/informes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Informes' })).toBeVisible();
    for (const name of FIGURE_TABLES) await expect(page.getByRole('table', { name })).toBeVisible();
    // The demo brand has formalised agreements.
    await expect(
      page.getByRole('table', { name: 'Convenios por estado' }).getByRole('row', { name: /^Formalizado [1-9]/ }),
    ).toBeVisible();
    await expect(page.getByText(/Colocado: estudiante con unas prácticas/)).toBeVisible();
  });

  await test.step('a campus filter goes to the URL and the figures follow', async () => {
    await page.getByLabel('Sede').selectOption({ label: 'Campus de Valencia' });
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page).toHaveURL(/\/gestion\/informes\?sede=1$/);
    await expect(page.getByRole('table', { name: 'Tasa de colocación por titulación' })).toBeVisible();
  });

  await test.step('accessible and without sideways scroll at desk and phone widths', async () => {
    await atBothSizes(page, {
      check: () => expect(page.getByRole('heading', { level: 1, name: 'Informes' })).toBeVisible(),
    });
  });
});
