import '../../test/dom-polyfills';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguageLocally } from '../../i18n';
import { createQueryClient } from '../../lib/query-client';
import { testBrand, TestProviders } from '../../test/render-app';
import { FileDrop } from './file-drop';
import type { TPickedFile } from './picked-file';

function wrap(children: ReactNode) {
  return render(
    <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
      {children}
    </TestProviders>,
  );
}

function fileOf(name: string, bytes: number, type = 'application/pdf'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** Chooses a file through the dropzone's hidden input, as the 'Elegir fichero' button's picker does. */
function pick(file: File): void {
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
}

function Harness({
  onValue,
  allowUrl = true,
  sending = false,
  progress = null,
}: {
  onValue: (v: TPickedFile) => void;
  allowUrl?: boolean;
  sending?: boolean;
  progress?: number | null;
}) {
  const [value, setValue] = useState<TPickedFile>(null);
  return (
    <FileDrop
      label="Fichero"
      allowUrl={allowUrl}
      sending={sending}
      progress={progress}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

afterEach(() => {
  cleanup();
  changeLanguageLocally('es');
});

describe('upload widget (SPEC §5 Files, #16 part 5)', () => {
  it('refuses a type outside the whitelist', async () => {
    const onValue = vi.fn();
    wrap(<Harness onValue={onValue} />);
    pick(fileOf('virus.exe', 10));
    expect((await screen.findByRole('alert')).textContent).toBe('Este tipo de fichero no esta permitido');
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('narrows the picker to its extensions', () => {
    wrap(<FileDrop label="Fichero" extensions={['pdf']} value={null} onChange={vi.fn()} />);
    expect(document.querySelector('input[type="file"]')?.getAttribute('accept')).toBe('.pdf');
  });

  it('refuses a file over 2000 KB and offers a URL instead', async () => {
    const onValue = vi.fn();
    wrap(<Harness onValue={onValue} />);
    pick(fileOf('big.pdf', 2_100_000));
    expect(await screen.findByText('El fichero supera el límite de 2000 KB.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'URL del fichero' }), {
      target: { value: 'https://example.org/big.pdf' },
    });
    expect(onValue).toHaveBeenLastCalledWith({ kind: 'url', url: 'https://example.org/big.pdf' });
  });

  it('#12.19 a file over 2000 KB offers a URL only where the form has the URL field', async () => {
    wrap(<Harness onValue={vi.fn()} allowUrl={false} />);
    pick(fileOf('big.pdf', 2_100_000));
    expect(await screen.findByText('El fichero supera el límite de 2000 KB.')).toBeTruthy();
    expect(screen.queryByText(/URL/)).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('reads an allowed file as base64 plus extension, confirms it and removes it with Eliminar', async () => {
    const onValue = vi.fn();
    wrap(<Harness onValue={onValue} />);
    pick(fileOf('cv.pdf', 3));
    expect(await screen.findByText('Fichero cv.pdf añadido correctamente')).toBeTruthy();
    expect(onValue).toHaveBeenLastCalledWith({ kind: 'file', ficheroB64: 'AAAA', extension: 'pdf', nombre: 'cv.pdf' });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(screen.queryByText('Fichero cv.pdf añadido correctamente')).toBeNull();
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('shows the real share sent while sending, with its value text', () => {
    const { rerender } = wrap(<Harness onValue={vi.fn()} sending progress={0.424} />);
    const bar = screen.getByRole('progressbar', { name: 'Enviando el fichero…' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuetext')).toBe('Enviado el 42 %');
    expect(screen.getByTestId('upload-percent').textContent).toBe('Enviado el 42 %');
    expect(screen.getByRole('status').textContent).toBe('Enviando el fichero…');
    rerender(
      <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
        <Harness onValue={vi.fn()} sending progress={1} />
      </TestProviders>,
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Enviado el 100 %');
    // The choose button waits for the send.
    expect(screen.getByRole('button', { name: /Elegir fichero/ })).toHaveProperty('disabled', true);
  });

  it('says it in Catalan too', () => {
    changeLanguageLocally('ca');
    wrap(<Harness onValue={vi.fn()} sending progress={0.5} />);
    const bar = screen.getByRole('progressbar', { name: "S'està enviant el fitxer…" });
    expect(bar.getAttribute('aria-valuetext')).toBe('Enviat el 50 %');
  });

  it("without a known progress, an indeterminate 'Enviando…' bar; no bar when idle", () => {
    const { rerender } = wrap(<Harness onValue={vi.fn()} sending />);
    const bar = screen.getByRole('progressbar', { name: 'Enviando el fichero…' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(screen.queryByTestId('upload-percent')).toBeNull();
    rerender(
      <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
        <Harness onValue={vi.fn()} progress={0.5} />
      </TestProviders>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
