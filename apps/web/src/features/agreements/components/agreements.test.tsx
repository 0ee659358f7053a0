import '../../../test/dom-polyfills';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllCatalogues } from '../../../i18n';
import { createQueryClient } from '../../../lib/query-client';
import { testBrand, TestProviders } from '../../../test/render-app';
import type { ReactNode } from 'react';
import { AgreementForm } from './agreement-form';
import { SignedAgreementUpload } from './signed-agreement-upload';

function wrap(children: ReactNode) {
  return render(
    <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
      {children}
    </TestProviders>,
  );
}

beforeAll(async () => {
  await loadAllCatalogues();
});
afterEach(cleanup);

const SIGNER = {
  nombre: 'Marta',
  apellidos: 'Gil Ferrer',
  dni: '12345678Z',
  cargo: 'Gerente',
  email: 'marta@empresa.test',
  fechaEscritura: '2019-05-14',
  notario: 'Luis Pons',
  localidadNotario: 'Valencia',
};

describe('new-agreement form (SPEC §2, §5 Agreement request)', () => {
  it("'Rellenar datos' prefills the signer and deed from the latest agreement", async () => {
    const user = userEvent.setup();
    const load = vi.fn(async () => SIGNER);
    wrap(<AgreementForm onSubmit={vi.fn()} loadLatestSigner={load} />);
    await user.click(await screen.findByRole('button', { name: 'Rellenar datos' }));
    await waitFor(() => expect((screen.getByLabelText(/^Nombre/) as HTMLInputElement).value).toBe('Marta'));
    expect(load).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText(/^Apellidos/) as HTMLInputElement).value).toBe('Gil Ferrer');
    expect((screen.getByLabelText(/^DNI/) as HTMLInputElement).value).toBe('12345678Z');
    expect((screen.getByLabelText(/^Fecha de la escritura/) as HTMLInputElement).value).toBe('14/05/2019');
    expect((screen.getByLabelText(/^Localidad del notario/) as HTMLInputElement).value).toBe('Valencia');
    // Prefilling is not a submit attempt: no errors yet.
    expect(screen.queryByText('Este campo es requerido')).toBeNull();
  });

  it("#12.17 after a failed submit, 'Rellenar datos' clears the errors of the fields it filled", async () => {
    const user = userEvent.setup();
    wrap(<AgreementForm onSubmit={vi.fn()} loadLatestSigner={async () => SIGNER} />);
    await user.click(await screen.findByRole('button', { name: 'Solicitar convenio' }));
    // Eight text fields and the declaration are required.
    await waitFor(() => expect(screen.getAllByText('Este campo es requerido')).toHaveLength(9));
    await user.click(screen.getByRole('button', { name: 'Rellenar datos' }));
    await waitFor(() => expect((screen.getByLabelText(/^Nombre/) as HTMLInputElement).value).toBe('Marta'));
    // Only the declaration, which the latest agreement does not fill, is still asked for.
    await waitFor(() => expect(screen.getAllByText('Este campo es requerido')).toHaveLength(1));
    for (const label of [
      /^Nombre/,
      /^Apellidos/,
      /^DNI/,
      /^Cargo/,
      /^Fecha de la escritura/,
      /^Localidad del notario/,
    ]) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('false');
    }
  });

  it('requires the declaration checkbox before sending', async () => {
    const user = userEvent.setup();
    const submit = vi.fn();
    wrap(<AgreementForm onSubmit={submit} loadLatestSigner={async () => SIGNER} />);
    await user.click(await screen.findByRole('button', { name: 'Rellenar datos' }));
    await waitFor(() => expect((screen.getByLabelText(/^Nombre/) as HTMLInputElement).value).toBe('Marta'));
    await user.click(screen.getByRole('button', { name: 'Solicitar convenio' }));
    await waitFor(() => expect(screen.getByText('Este campo es requerido')).toBeTruthy());
    expect(submit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: /Declaro/ }));
    await user.click(screen.getByRole('button', { name: 'Solicitar convenio' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0]).toMatchObject({ ...SIGNER, declaracion: true });
  });

  it('shows the generic messages only after a submit attempt (ID min 9)', async () => {
    const user = userEvent.setup();
    wrap(<AgreementForm onSubmit={vi.fn()} loadLatestSigner={async () => null} />);
    await user.type(await screen.findByLabelText(/^DNI/), '1234');
    expect(screen.queryByText('El campo no tiene la longitud mínima requerida')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Solicitar convenio' }));
    expect(await screen.findByText('El campo no tiene la longitud mínima requerida')).toBeTruthy();
  });
});

describe('signed agreement upload (SPEC §5 Files: PDF only)', () => {
  it('refuses a PNG before sending and accepts a PDF', async () => {
    const user = userEvent.setup();
    const upload = vi.fn(async () => undefined);
    wrap(<SignedAgreementUpload idConvenio={7} onUpload={upload} />);
    // The upload widget: its button names the field; the file goes through the dropzone's input.
    await screen.findByRole('button', { name: /^Convenio firmado \(PDF\).*Elegir fichero$/ });
    const choose = (file: File) =>
      fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
    choose(new File(['png'], 'firma.png', { type: 'image/png' }));
    expect(await screen.findByText('Este tipo de fichero no esta permitido')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Subir convenio firmado' }));
    expect(upload).not.toHaveBeenCalled();

    choose(new File(['%PDF-1.4'], 'convenio.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Fichero convenio.pdf añadido correctamente')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Subir convenio firmado' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]).toEqual([
      { idConvenio: 7, ficheroB64ParaAltas: btoa('%PDF-1.4'), extension_adjunto: 'pdf', nombre: 'convenio.pdf' },
    ]);
  });
});
