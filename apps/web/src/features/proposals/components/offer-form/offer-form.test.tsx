import '../../../../test/dom-polyfills';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPublicBrand } from '@portal/contracts/brand';
import type { TOfferForm } from '@portal/contracts/proposals/offer-form.schemas';
import { createQueryClient } from '../../../../lib/query-client';
import { endSession } from '../../../../lib/session';
import { signIn, testBrand, TestProviders } from '../../../../test/render-app';
import { DOMAINS_FIXTURE, EDITABLE_FIXTURE } from '../../test/proposals-fixtures';
import { emptyOfferValues, offerValuesOf } from '../../utils/offer-form-defaults';
import type { TOfferFormValues } from '../../utils/offer-form-values';
import { OfferForm } from './offer-form';
import { useApi } from '../../../../test/msw-server';

const REQUIRED = 'Este campo es requerido';

// The whole offer form is large for jsdom: give renders and validation time on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

function renderForm(
  opts: { brand?: TPublicBrand; values?: TOfferFormValues; onSave?: (payload: TOfferForm) => Promise<unknown> } = {},
) {
  const onSave = opts.onSave ?? vi.fn(async () => undefined);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <OfferForm
            initialValues={opts.values ?? emptyOfferValues('practicas')}
            submitLabel="Enviar propuesta"
            onSave={onSave}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <TestProviders brand={opts.brand ?? testBrand()} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { onSave };
}

/** The input labelled `label` (Mantine appends ' *' to required labels). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`)) as HTMLInputElement;

/** The error text an input is described by. */
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

beforeEach(() => {
  localStorage.clear();
  endSession();
  signIn('company');
  // The envelope of each path from the table (by path prefix), `{ status: 0, datos: [] }` otherwise.
  const routes: Record<string, unknown> = {
    '/api/Dominios/dominios/': DOMAINS_FIXTURE,
    '/api/Empresa/dameDatosEmpresa': { centrosTrabajo: [] },
  };
  useApi.all('*', ({ url }) => {
    const match = Object.keys(routes).find((prefix) => (url.pathname + url.search).startsWith(prefix));
    return match ? routes[match] : [];
  });
});
afterEach(() => {
  cleanup();
});

describe('offer form (SPEC §5: errors after a submit attempt)', () => {
  /** A new offer (no idOferta: written in steps) with every field of the complete fixture. */
  const completeNewOffer = () => ({ ...offerValuesOf(EDITABLE_FIXTURE), idOferta: undefined });
  const next = () => fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));

  it('#16.6 a new offer goes on step by step: each step marks only its own fields and focuses the first', async () => {
    const { onSave } = renderForm();
    const titulo = await waitFor(() => field('Nombre del puesto'));
    fireEvent.change(field('Número de plazas'), { target: { value: '' } });
    expect(screen.queryByText(REQUIRED)).toBeNull();
    expect(titulo.getAttribute('aria-invalid')).not.toBe('true');
    // Only the review step sends.
    expect(screen.queryByRole('button', { name: 'Enviar propuesta' })).toBeNull();

    next();

    await waitFor(() => expect(titulo.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(field('Número de plazas'))).toBe(REQUIRED);
    // The fields of later steps are not marked yet (the tutor, the study aid, the degrees).
    expect(field('Nombre del tutor').getAttribute('aria-invalid')).not.toBe('true');
    expect(field('Ayuda al estudio (EUR al mes)').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText('Tienes que indicar al menos una titulación.', { exact: false })).toBeNull();
    // SPEC §5: the first invalid field of the step takes the focus; the step does not change.
    await waitFor(() => expect(document.activeElement).toBe(titulo));
    expect(field('Nombre del puesto').closest('[hidden]')).toBeNull();
    expect(field('Fecha de inicio').closest('[hidden]')).not.toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows error 27 on the end date when the start is not before the end, in the conditions step', async () => {
    renderForm({ values: completeNewOffer() });
    await waitFor(() => field('Nombre del puesto'));
    next();
    await waitFor(() => expect(field('Fecha de inicio').closest('[hidden]')).toBeNull());
    fireEvent.change(field('Fecha de inicio'), { target: { value: '30/06/2030' } });
    fireEvent.change(field('Fecha de fin'), { target: { value: '01/03/2030' } });
    next();
    await waitFor(() => expect(field('Fecha de fin').getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(field('Fecha de fin'))).toContain('La fecha de inicio debe ser anterior a la fecha de fin.');
    expect(field('Fecha de fin').closest('[hidden]')).toBeNull();
  });

  it('#16.6 reaches the review with a preview of the offer as students see it, and sends it from there', async () => {
    const { onSave } = renderForm({ values: completeNewOffer() });
    await waitFor(() => field('Nombre del puesto'));
    // Each step is checked before the next shows: one of its fields is then in view.
    for (const label of ['Fecha de inicio', 'Salario máximo (EUR)', 'Nombre del tutor']) {
      next();
      await waitFor(() => expect(field(label).closest('[hidden]')).toBeNull());
    }
    next();
    const preview = await screen.findByTestId('offer-preview');
    expect(preview.textContent).toContain('Prácticas de desarrollo web');
    expect(preview.textContent).toContain('Así verán la oferta los estudiantes');
    // Going on to the review sends nothing: only its 'Enviar propuesta' does.
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar propuesta' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(vi.mocked(onSave).mock.calls[0][0]).toMatchObject({
      tipo: 'practicas',
      titulo: 'Prácticas de desarrollo web',
    });
  });

  it('sends the addOferta body of a complete offer', async () => {
    const { onSave } = renderForm({ values: offerValuesOf(EDITABLE_FIXTURE) });
    await waitFor(() => field('Nombre del puesto'));
    fireEvent.change(field('Horas a la semana'), { target: { value: '22,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar propuesta' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const body = vi.mocked(onSave).mock.calls[0][0];
    expect(body).toMatchObject({
      idOferta: 13,
      tipo: 'practicas',
      titulo: 'Prácticas de desarrollo web',
      plazas: 2,
      contrato: 1,
      horasSemana: 22.5,
      idProvincia: 46,
      titulaciones: [{ idTitulacion: 1, obligatoria: true }],
      idiomas: [{ idIdioma: 3, idNivel: 4, certificacion: true }],
      tutorEmpresa: { nombre: 'Sergio', apellidos: 'Blasco', email: 'sergio@empresa.test' },
      etiquetas: ['remoto'],
    });
    expect(screen.queryByText(REQUIRED)).toBeNull();
  });
});

describe('offer form brand field rules (SPEC §1)', () => {
  const brand = testBrand({
    fields: {
      personal: {},
      academic: {},
      experience: {},
      internship: {},
      offer: {
        edadMaxima: { visible: false, editable: true, required: false },
        salarioMaximo: { visible: true, editable: false, required: false },
        fechaCaducidad: { visible: true, editable: true, required: true },
        tutorEmpresaDni: { visible: true, editable: true, required: true },
      },
    },
  });

  it('hides, locks and requires fields as the brand says', async () => {
    const { onSave } = renderForm({ brand, values: offerValuesOf({ ...EDITABLE_FIXTURE, fechaCaducidad: null }) });
    await waitFor(() => field('Nombre del puesto'));
    expect(screen.queryByLabelText(/^Edad máxima/)).toBeNull();
    expect(field('Salario máximo (EUR)').readOnly).toBe(true);
    expect(field('Fecha de caducidad de la oferta').required).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Enviar propuesta' }));
    await waitFor(() => expect(field('Fecha de caducidad de la oferta').getAttribute('aria-invalid')).toBe('true'));
    expect(field('DNI del tutor').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends no value for a field the brand hides', async () => {
    const { onSave } = renderForm({
      brand,
      values: offerValuesOf({
        ...EDITABLE_FIXTURE,
        edadMaxima: 30,
        tutorEmpresa: { ...EDITABLE_FIXTURE.tutorEmpresa!, dni: '12345678Z' },
      }),
    });
    await waitFor(() => field('Nombre del puesto'));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar propuesta' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(vi.mocked(onSave).mock.calls[0][0].edadMaxima).toBeUndefined();
  });

  it('shows the management fee of contract type 5 with the practice-conditions link', async () => {
    renderForm({ values: offerValuesOf({ ...EDITABLE_FIXTURE, contrato: 5 }) });
    const notice = await screen.findByTestId('fee-notice');
    expect(notice.textContent).toContain('50 EUR al mes');
    expect(notice.textContent).toContain('75 EUR al mes');
    expect(notice.querySelector('a')?.getAttribute('href')).toBe('/portal/condiciones-practicas');
  });
});
