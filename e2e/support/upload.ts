import type { FileChooser, Locator, Page } from '@playwright/test';

type TFile = Parameters<FileChooser['setFiles']>[0];

/**
 * Chooses a file in the upload widget (#16 part 5) as a person does: the widget's button, named by
 * its field's label and 'Elegir fichero', opens the system picker, which gets `file`.
 */
export async function chooseFile(scope: Page | Locator, label: string, file: TFile): Promise<void> {
  const page = 'waitForEvent' in scope ? scope : scope.page();
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: new RegExp(`^${escaped}.*Elegir fichero$`) }).click();
  await (await chooser).setFiles(file);
}
