import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { expectHome, expectPath, shell } from './support/journeys';

// SPEC §2 Shell (bell with the unread count, also in the page title) and §4 Notification
// (opening one marks it read and follows its link; delete one, or all after a confirmation).
// Each journey works on demo notifications no other test reads (DESIGN.md, Demo data): nueva@'s
// for reading, grupo@'s (one per company) for deleting; alumna@'s stay untouched. Counts are read
// from the screen first, so a notification another journey adds changes nothing here.

const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Notificaciones' });
const deleteButtons = (panel: Locator) => panel.getByRole('button', { name: /^Eliminar la notificación/ });

async function openPanel(page: Page): Promise<Locator> {
  await shell.bell(page).click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  return panel;
}

/** The unread count the bell announces ('Notificaciones, 2 sin leer'; 0 when it says none). */
async function unreadInBell(page: Page): Promise<number> {
  await expect(shell.bell(page)).toBeVisible();
  const name = (await shell.bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) sin leer/.exec(name)?.[1] ?? 0);
}

function bellName(unread: number): string {
  return unread > 0 ? `Notificaciones, ${unread} sin leer` : 'Notificaciones';
}

test('opening a notification marks it read, follows its link, and drops the count in the bell and the title', async ({
  page,
}) => {
  await signIn(page, 'nueva@demo.test');
  await expectHome(page, 'company');
  // The home may open with nueva@'s blocking signer dialog (incomplete signer): the bell is on
  // every page, so read from another company page.
  await page.goto('/mis-propuestas');
  await expect(shell.bell(page)).toHaveAccessibleName(/sin leer/);
  const unread = await unreadInBell(page);
  expect(unread).toBeGreaterThan(0);
  await expect(page).toHaveTitle(new RegExp(`\\(${unread}\\)$`));

  const panel = await openPanel(page);
  const notification = panel.getByRole('listitem').filter({ hasText: 'Firma tu convenio de colaboración' });
  await expect(notification.getByText('Sin leer')).toBeVisible();
  await notification.getByRole('button', { name: /^Firma tu convenio de colaboración/ }).click();

  // Its link: the signed-agreement upload, with the panel closed; one unread fewer.
  await expectPath(page, '/subir-convenio-firmado');
  await expect(panel).toBeHidden();
  await expect(shell.bell(page)).toHaveAccessibleName(bellName(unread - 1));
  if (unread - 1 > 0) await expect(page).toHaveTitle(new RegExp(`\\(${unread - 1}\\)$`));
  else await expect(page).not.toHaveTitle(/\(\d+\)$/);

  // Read, not deleted: still in the list, without the unread mark.
  const again = await openPanel(page);
  const read = again.getByRole('listitem').filter({ hasText: 'Firma tu convenio de colaboración' });
  await expect(read).toBeVisible();
  await expect(read.getByText('Sin leer')).toHaveCount(0);
});

test('deletes one notification, then all of them after confirming', async ({ page }) => {
  // grupo@ sees, for each of its companies, that company's notifications (demo data: one each).
  await signIn(page, 'grupo@demo.test', undefined, { company: 'Grupo Mediterráneo Servicios S.A.' });
  await expectHome(page, 'company');
  let panel = await openPanel(page);
  await expect(panel.getByRole('button', { name: /^Nuevas candidaturas/ })).toBeVisible();
  const before = await deleteButtons(panel).count();
  await panel.getByRole('button', { name: 'Eliminar la notificación «Nuevas candidaturas»' }).click();
  await expect(panel.getByRole('button', { name: /^Nuevas candidaturas/ })).toHaveCount(0);
  if (before > 1) await expect(deleteButtons(panel)).toHaveCount(before - 1);
  else await expect(panel.getByText('No tienes notificaciones pendientes')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.goto('/logout');
  await expectPath(page, '/login');
  await signIn(page, 'grupo@demo.test', undefined, { company: 'Mediterráneo Digital S.L.' });
  await expectHome(page, 'company');
  panel = await openPanel(page);
  await expect(panel.getByRole('button', { name: /^Convenio pendiente de revisión/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Eliminar todas' }).click();
  // A confirmation first; cancelling keeps them.
  await expect(panel.getByText('¿Seguro que quieres eliminar todas las notificaciones?')).toBeVisible();
  await panel.getByRole('button', { name: 'Cancelar' }).click();
  await expect(panel.getByRole('button', { name: /^Convenio pendiente de revisión/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Eliminar todas' }).click();
  await panel.getByRole('button', { name: 'Sí, eliminar todas' }).click();
  await expect(panel.getByText('No tienes notificaciones pendientes')).toBeVisible();
  await expect(shell.bell(page)).toHaveAccessibleName('Notificaciones');

  // Gone on the server too: a new page load lists none.
  await page.reload();
  await expectHome(page, 'company');
  panel = await openPanel(page);
  await expect(panel.getByText('No tienes notificaciones pendientes')).toBeVisible();
});
