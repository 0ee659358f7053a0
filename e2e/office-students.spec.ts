import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD } from './support/auth';
import { withDatabase } from './support/database';
import { DESK, atBothSizes } from './support/sizes';
import { chooseFile } from './support/upload';

// Students in the office console (issue #15 'Students'): gestor@demo.test finds alumna@, opens her
// sheet with the CV as companies see it, blocks and unblocks her access, then imports a small CSV
// with two bad rows: reads the dry run, applies it and reads the report. alumna@ is left active.

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKET';
const dni = (n: number) => `${String(n).padStart(8, '0')}${LETTERS[n % 23]}`;

const activeAgain = () =>
  withDatabase((db) => db.prepare(`UPDATE users SET status = 'active' WHERE email = 'alumna@demo.test'`).run());

test.describe.serial('office students (issue #15)', () => {
  test.afterAll(() => {
    activeAgain();
  });

  test('gestor@ finds a student, reads the CV, blocks and unblocks, and imports a CSV after its dry run', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    activeAgain();
    // New people on every run, so that a retry finds them new again.
    const seed = randomInt(10_000_000, 40_000_000);

    await page.setViewportSize(DESK);
    await page.goto('/gestion/login');
    await page.getByLabel('Correo electrónico').fill('gestor@demo.test');
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/gestion$/);
    const nav = page.getByRole('navigation', { name: 'Navegación de la gestión' });

    await test.step('search a student by name', async () => {
      await nav.getByRole('link', { name: 'Estudiantes' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Estudiantes' })).toBeVisible();
      await page.getByLabel('Nombre, DNI o correo').fill('martínez soler');
      await page.getByRole('button', { name: 'Buscar' }).click();
      await expect(page).toHaveURL(/q=mart/);
      await expect(page.getByRole('status').filter({ hasText: /^1 resultado$/ })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Martínez Soler, Lucía' })).toBeVisible();
      await atBothSizes(page);
    });

    await test.step('open the sheet: the CV as companies see it', async () => {
      await page.getByRole('link', { name: 'Martínez Soler, Lucía' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Lucía Martínez Soler' })).toBeVisible();
      const cv = page.getByRole('region', { name: 'Currículum (como lo ven las empresas)' });
      await expect(cv.getByText('Estudiante de tercero de Ingeniería Informática')).toBeVisible();
      await expect(cv.getByRole('heading', { name: 'Idiomas' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Candidaturas' }).getByRole('table')).toBeVisible();
      await atBothSizes(page);
    });

    await test.step('block, then unblock her access', async () => {
      await page.getByRole('button', { name: 'Bloquear el acceso' }).click();
      await expect(page.getByText('Acceso bloqueado: el estudiante no podrá iniciar sesión.')).toBeVisible();
      await expect(page.getByText('Bloqueado', { exact: true })).toBeVisible();
      const timeline = page.getByRole('region', { name: 'Historial' });
      await expect(timeline.getByRole('cell', { name: 'Acceso bloqueado' }).last()).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Desbloquear el acceso' }).click();
      await expect(page.getByText('Activo', { exact: true })).toBeVisible();
      await expect(timeline.getByRole('cell', { name: 'Acceso desbloqueado' }).last()).toBeVisible();
    });

    await test.step('upload a CSV with two bad rows and read the dry run', async () => {
      await nav.getByRole('link', { name: 'Estudiantes' }).click();
      await page.getByRole('link', { name: 'Importar desde un CSV' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Importar estudiantes' })).toBeVisible();
      await atBothSizes(page);
      const csv = [
        'dni;email;nombre;apellidos;titulacion;sede;curso',
        `${dni(seed)};e2e${seed}@alumnos.import.test;Ona;Prova Una;1;1;2`,
        `${dni(seed + 1)};e2e${seed + 1}@alumnos.import.test;Pere;Prova Dos;3;;1`,
        // A check letter that is not the right one ('A' alone was right for one seed in 23).
        `${dni(seed + 2).slice(0, 8)}${dni(seed + 2).endsWith('A') ? 'B' : 'A'};e2e${seed + 2}@alumnos.import.test;Mal;Dni;1;;1`,
        `${dni(seed + 3)};e2e${seed + 3}@alumnos.import.test;Sin;Grado;999;;1`,
      ].join('\n');
      await chooseFile(page, 'Fichero CSV', {
        name: 'alumnos.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${csv}\n`, 'utf8'),
      });
      await page.getByRole('button', { name: 'Revisar el fichero' }).click();
      await expect(page.getByRole('heading', { name: /Simulación de alumnos\.csv/ })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Se crearán: 2' })).toBeVisible();
      const errors = page.getByRole('region', { name: 'Filas con errores' });
      await expect(errors.getByRole('row')).toHaveCount(3);
      await expect(errors.getByRole('cell', { name: /DNI o NIE incorrecto/ })).toBeVisible();
      await expect(errors.getByRole('cell', { name: 'Titulación desconocida' })).toBeVisible();
      await atBothSizes(page);
    });

    await test.step('apply it and read the report', async () => {
      await page.getByRole('button', { name: 'Aplicar la importación' }).click();
      await expect(page.getByRole('heading', { name: 'Importación de alumnos.csv aplicada' })).toBeVisible();
      const counts = page.getByRole('status').filter({ hasText: 'Creados:' });
      await expect(counts).toContainText('Creados: 2');
      await expect(counts).toContainText('Con errores (no importadas): 2');
      await expect(
        page
          .getByRole('region', { name: 'Importaciones anteriores' })
          .getByRole('cell', { name: 'alumnos.csv' })
          .first(),
      ).toBeVisible();
      await atBothSizes(page);
      await nav.getByRole('link', { name: 'Estudiantes' }).click();
      await page.getByLabel('Nombre, DNI o correo').fill(dni(seed));
      await page.getByRole('button', { name: 'Buscar' }).click();
      // The unfiltered list stays on screen until the search answers: wait for its one result.
      await expect(page).toHaveURL(new RegExp(`q=${dni(seed)}`));
      await expect(page.getByRole('status').filter({ hasText: /^1 resultado$/ })).toBeVisible();
      const row = page
        .getByRole('region', { name: 'Estudiantes', exact: true })
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: 'Prova Una, Ona' }) });
      await expect(row).toHaveCount(1);
      await expect(row.getByText('Sin primer acceso', { exact: true })).toBeVisible();
    });
  });
});
