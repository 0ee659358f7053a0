import { Drawer, Modal } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguageLocally } from '../i18n';
import { BrandContextProvider } from '../lib/brand';
import { testBrand } from '../test/render-app';
import { BrandedMantine } from './app-root';

// #16 part 8: Mantine's 'X' has no name of its own (an axe 'button-name' failure); the theme names it.
function Dialogs({ named }: { named?: boolean }) {
  return (
    <BrandedMantine>
      <Modal
        opened
        onClose={() => undefined}
        title="Aviso"
        closeButtonProps={named ? { 'aria-label': 'Volver' } : undefined}
      >
        <button type="button">Cerrar</button>
      </Modal>
      <Drawer opened onClose={() => undefined} title="Filtros">
        contenido
      </Drawer>
    </BrandedMantine>
  );
}

function renderWithBrand(named?: boolean) {
  return render(
    <BrandContextProvider brand={testBrand()}>
      <Dialogs named={named} />
    </BrandContextProvider>,
  );
}

afterEach(() => {
  cleanup();
  act(() => changeLanguageLocally('es'));
});

describe('the close button of every Modal and Drawer', () => {
  it('is named in Spanish, apart from a footer button named "Cerrar"', async () => {
    renderWithBrand();
    expect(await screen.findAllByRole('button', { name: 'Cerrar ventana' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Cerrar' })).toHaveLength(1);
  });

  it('speaks Catalan once the language changes', async () => {
    renderWithBrand();
    await screen.findAllByRole('button', { name: 'Cerrar ventana' });
    act(() => changeLanguageLocally('ca'));
    expect(await screen.findAllByRole('button', { name: 'Tancar finestra' })).toHaveLength(2);
  });

  it('keeps the name a dialog gives it', async () => {
    renderWithBrand(true);
    expect(await screen.findByRole('button', { name: 'Volver' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Cerrar ventana' })).toHaveLength(1);
  });
});
