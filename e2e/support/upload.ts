import type { FileChooser, Locator, Page } from '@playwright/test';

type TFile = Parameters<FileChooser['setFiles']>[0];

/**
 * Chooses a file in the upload widget (#16 part 5) named by its field's label: its button reads
 * the label and 'Elegir fichero'; the file goes into that widget's hidden input, as the picker
 * would put it (the dropzone's picker is not always a file-chooser event Playwright sees).
 */
export async function chooseFile(scope: Page | Locator, label: string, file: TFile): Promise<void> {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const button = scope.getByRole('button', { name: new RegExp(`^${escaped}.*Elegir fichero$`) });
  await button.locator('xpath=ancestor::*[.//input[@type="file"]][1]//input[@type="file"]').setInputFiles(file);
}
