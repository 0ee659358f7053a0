import '../../../test/dom-polyfills';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { endSession } from '../../../lib/session';
import { signIn, testBrand, TestProviders } from '../../../test/render-app';
import { InternshipUploadForm } from './internship-upload-form';
import { apiRequests, apiSettled, envelope, requestsTo, useApi } from '../../../test/msw-server';

function renderForm() {
  render(
    <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
      <InternshipUploadForm idPractica={1} />
    </TestProviders>,
  );
  return document.querySelector('input[type=file]') as HTMLInputElement;
}

beforeEach(() => {
  endSession();
  signIn('student');
  useApi.all('*', () => envelope({ id: 9, nombre: 'memoria.pdf', extension: 'pdf', tamano: 4 }, { aviso: 513 }));
});
afterEach(() => {
  cleanup();
});

describe('internship document upload (SPEC §5 Files)', () => {
  it("refuses an extension outside the whitelist with 'Este tipo de fichero no esta permitido'", async () => {
    const input = renderForm();
    fireEvent.change(input, {
      target: { files: [new File(['MZ'], 'programa.exe', { type: 'application/octet-stream' })] },
    });
    expect(await screen.findByText('Este tipo de fichero no esta permitido')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Subir documento' }));
    await apiSettled();
    expect(apiRequests()).toHaveLength(0);
  });

  it('refuses a file over 2000 KB', async () => {
    const input = renderForm();
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(2000 * 1024 + 1)], 'grande.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('El fichero supera el límite de 2000 KB.')).toBeTruthy();
  });

  it('sends an allowed file as base64 plus its extension', async () => {
    const input = renderForm();
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'memoria.pdf', { type: 'application/pdf' })] } });
    // The field reads the file, then says it holds it.
    expect(await screen.findByText('Fichero memoria.pdf añadido correctamente')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Subir documento' }));
    await waitFor(() => expect(apiRequests()).toHaveLength(1));
    const calls = apiRequests();
    expect(calls[0]?.url).toBe('/api/Alumno/addFicheroPractica');
    expect(calls[0]?.body).toMatchObject({
      idPractica: 1,
      ficheroB64ParaAltas: btoa('%PDF'),
      extension_adjunto: 'pdf',
      nombre: 'memoria.pdf',
    });
    // Uploaded: the field starts afresh and the success line stays.
    await waitFor(() => expect((document.querySelector('input[type=file]') as HTMLInputElement).files).toHaveLength(0));
    expect(screen.getByText('Fichero memoria.pdf añadido correctamente')).toBeTruthy();
  });

  it('#16.5 shows the progress of its own upload while it is sent', async () => {
    useApi.hang('post', '/api/Alumno/addFicheroPractica');
    const input = renderForm();
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'memoria.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Fichero memoria.pdf añadido correctamente')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Subir documento' }));
    // The bar of a tracked upload has a value (an untracked send would be an indeterminate bar).
    const bar = await screen.findByRole('progressbar', { name: 'Enviando el fichero…' });
    expect(bar.getAttribute('aria-valuetext')).toBe('Enviado el 0 %');
    // The hanging request is seen in this test, never as a stray one in the next test's list
    // (the bar can show before the request has started).
    await waitFor(() => expect(requestsTo('/api/Alumno/addFicheroPractica', 'post')).toHaveLength(1));
  });

  it('asks for a file when none is chosen', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Subir documento' }));
    expect(await screen.findByText('Este campo es requerido')).toBeTruthy();
    expect(apiRequests()).toHaveLength(0);
  });
});
