import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signIn } from './support/auth';

// Issue #12 'What students and companies see': items 13 and 21 as a person sees them in Chromium.

/**
 * Console errors and uncaught page errors from now on. React reports a recovered render error
 * (#520) through `reportError`; its cause (the real error) is added to the list for the failure message.
 */
async function collectErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  await page.addInitScript(() => {
    window.addEventListener('error', (event) => {
      const cause = (event.error as { cause?: Error } | undefined)?.cause;
      if (cause) console.error(`cause: ${cause.message}\n${cause.stack ?? ''}`);
    });
  });
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** The text of the chosen option of a select, by its label (a required label ends with ' *'). */
async function chosen(page: Page, label: string): Promise<string> {
  const select = page.getByRole('combobox', { name: new RegExp(`^${label}(\\s*\\*)?$`) });
  return select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
}

test.describe('issue #12 web fixes', () => {
  test('#12.13 Mi empresa shows the saved company type, society type, sector, staff range, country and province after a reload', async ({
    page,
  }) => {
    await signIn(page, 'empresa@demo.test');
    await page.goto('/mi-empresa');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const saved = await page.evaluate(async () => {
      const token = localStorage.getItem('portal.token') ?? sessionStorage.getItem('portal.token');
      const res = await fetch('/api/Empresa/dameDatosEmpresa', {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      return (await res.json()) as { status: number; datos: Record<string, number | null> };
    });
    for (let load = 0; load < 2; load += 1) {
      if (load > 0) await page.reload();
      const form = page.getByRole('form', { name: 'Datos de la empresa' });
      await expect(form.getByRole('combobox', { name: /^País/ })).toBeVisible();
      for (const label of [
        'Tipo de empresa',
        'Tipo de sociedad',
        'Sector de actividad',
        'Número de empleados',
        'País',
        'Provincia',
      ]) {
        await expect
          .poll(() => chosen(page, label), { message: `${label} after load ${load + 1}` })
          .not.toBe('Selecciona una opción');
      }
      if (saved.status === 0) {
        for (const [label, key] of [
          ['País', 'idPais'],
          ['Provincia', 'idProvincia'],
          ['Tipo de empresa', 'idTipoEmpresa'],
        ] as const) {
          const value = await form.getByRole('combobox', { name: new RegExp(`^${label}`) }).inputValue();
          expect(value, label).toBe(String(saved.datos[key]));
        }
      }
    }
  });

  test('#12.21 the new-offer page renders without a React error', async ({ page }) => {
    await signIn(page, 'empresa@demo.test');
    const errors = await collectErrors(page);
    // Each full load starts without the catalogue chunk: the moment the error came from.
    for (const path of [
      '/nueva-propuesta/practicas',
      '/nueva-propuesta/empleo',
      '/nueva-propuesta',
      '/nueva-propuesta/practicas',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: /^Nueva (propuesta|oferta)/ })).toBeVisible();
      // A new offer is written in steps (#16 part 6): the first step checks its fields.
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await expect(page.getByText('Este campo es requerido').first()).toBeVisible();
    }
    expect(errors.filter((e) => /React error|#520|#467|Minified React|concurrent rendering|cause:/i.test(e))).toEqual(
      [],
    );
  });

  for (const path of ['/registro', '/acceso', '/establecer-login', '/restablecer-candidato']) {
    test(`#12.21 ${path} has exactly one h1`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }

  test("#12.21 the footer's version label is SPEC §9's 3.4.2", async ({ page }) => {
    await page.goto('/login');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('3.4.2');
    await expect(footer).not.toContainText('3.4.2.');
  });
});
