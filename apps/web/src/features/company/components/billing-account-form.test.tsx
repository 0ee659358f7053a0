import '../../../test/dom-polyfills';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllCatalogues } from '../../../i18n';
import { createQueryClient } from '../../../lib/query-client';
import { testBrand, TestProviders } from '../../../test/render-app';
import { BillingAccountForm } from './billing-account-form';
import { answerEverythingWith } from '../../../test/msw-server';

const DOMAINS = {
  paises: [
    { id: 1, descripcion: 'España', codigo: 'ES', ue: true },
    { id: 2, descripcion: 'Francia', codigo: 'FR', ue: true },
  ],
  provincias: [
    { id: 46, descripcion: 'Valencia', tieneIslas: false },
    { id: 8, descripcion: 'Barcelona', tieneIslas: false },
  ],
};

function renderForm(onSubmit = vi.fn()) {
  answerEverythingWith(DOMAINS);
  render(
    <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
      <BillingAccountForm onSubmit={onSubmit} />
    </TestProviders>,
  );
  return onSubmit;
}

async function fillCommon(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Nombre fiscal/), 'Tecnologías Levante S.L.');
  await user.type(screen.getByLabelText(/^CIF/), 'B46123451');
  await user.type(screen.getByLabelText(/^Domicilio fiscal/), 'Avinguda de Blasco Ibáñez, 100');
  await user.type(screen.getByLabelText(/^Población/), 'València');
  await user.type(screen.getByLabelText(/^Código postal/), '46022');
}

beforeAll(async () => {
  await loadAllCatalogues();
});
afterEach(() => {
  cleanup();
});

describe('billing account form (SPEC §5 Fiscal account)', () => {
  it('asks for the province from the list in Spain and as free text elsewhere', async () => {
    const user = userEvent.setup();
    const submit = renderForm();
    await screen.findByRole('option', { name: 'Valencia' });
    expect(screen.getByRole('combobox', { name: /^Provincia/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Provincia o región/ })).toBeNull();

    await fillCommon(user);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    // Spain without a province: the list is required.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Provincia/ }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(submit).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: /^País/ }), 'Francia');
    expect(screen.queryByRole('combobox', { name: /^Provincia/ })).toBeNull();
    const freeText = screen.getByRole('textbox', { name: /^Provincia o región/ });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(freeText.getAttribute('aria-invalid')).toBe('true'));
    await user.type(freeText, 'Bretagne');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0]).toMatchObject({ idPais: 2, Provincia: 'Bretagne', CIF: 'B46123451' });
  });

  it('shows and requires the postal delivery address only with postal invoices', async () => {
    const user = userEvent.setup();
    const submit = renderForm();
    await screen.findByRole('option', { name: 'Valencia' });
    expect(screen.queryByLabelText(/^Dirección de envío postal/)).toBeNull();
    await fillCommon(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Provincia/ }), 'Valencia');

    await user.click(screen.getByRole('checkbox', { name: /correo postal/ }));
    const postal = screen.getByLabelText(/^Dirección de envío postal/);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(postal.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Este campo es requerido')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();

    await user.type(postal, 'Apartado de correos 12, València');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0]).toMatchObject({
      idPais: 1,
      idProvincia: 46,
      requiereEnvioPostalFacturas: true,
      domicilioEnvioPostal: 'Apartado de correos 12, València',
    });

    // Without postal invoices the field goes away and is not required.
    await user.click(screen.getByRole('checkbox', { name: /correo postal/ }));
    expect(screen.queryByLabelText(/^Dirección de envío postal/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    expect(submit.mock.calls[1][0]).toMatchObject({ requiereEnvioPostalFacturas: false });
  });

  it('#12.19 an empty form shows the province error with the others, in Spain and elsewhere', async () => {
    const user = userEvent.setup();
    const submit = renderForm();
    await screen.findByRole('option', { name: 'Valencia' });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const province = screen.getByRole('combobox', { name: /^Provincia/ });
    await waitFor(() => expect(province.getAttribute('aria-invalid')).toBe('true'));
    // Nombre fiscal, CIF, domicilio, población, código postal and the province.
    expect(screen.getAllByText('Este campo es requerido')).toHaveLength(6);

    await user.selectOptions(screen.getByRole('combobox', { name: /^País/ }), 'Francia');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Provincia o región/ }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getAllByText('Este campo es requerido')).toHaveLength(6);
    expect(submit).not.toHaveBeenCalled();
  });
});
