import '../../../test/dom-polyfills';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TOfferDetail } from '@portal/contracts/offers/offers.schemas';
import { createQueryClient } from '../../../lib/query-client';
import { endSession } from '../../../lib/session';
import { signIn, testBrand, TestProviders } from '../../../test/render-app';
import { ApplyButton } from './apply-button';
import { apiRequests, useApi } from '../../../test/msw-server';

const OFFER = { titulo: 'Analista de datos', urlAcceso: 'analista-datos', idoferta: 7 } as TOfferDetail;
let answers: Record<string, unknown> = {};
/** The paths (and queries) the button called. */
const calls = () => apiRequests().map((request) => request.url);
/** Each call answers the envelope of the first `answers` key its path contains, else { status: 0, datos: null }. */
function answerFromTable() {
  useApi.all('*', ({ url }) => {
    const key = Object.keys(answers).find((k) => (url.pathname + url.search).includes(k));
    return Response.json(key ? answers[key] : { status: 0, datos: null });
  });
}

function renderButton() {
  render(
    <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
      <MemoryRouter>
        <ApplyButton offer={OFFER} />
      </MemoryRouter>
    </TestProviders>,
  );
}

beforeEach(() => {
  endSession();
  signIn('student');
  answerFromTable();
});
afterEach(() => {
  cleanup();
});

const noMissingData = { status: 0, datos: { faltanDatos: false, campos: [], faltaNumeroSeguridadSocial: false } };

describe('applying (SPEC §2 Popups)', () => {
  it('asks for confirmation, then enrols', async () => {
    answers = {
      faltanDatosPersonalesObligatorios: noMissingData,
      sacaAvisoDeMinimoDeCreditos: {
        status: 0,
        datos: { sacaAviso: false, porcentajeCreditos: null, porcentajeMinimo: 50 },
      },
      inscribirse: { status: 0, datos: { idCandidatura: 1, idEstado: 1, urlAcceso: 'analista-datos' } },
    };
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Inscribirme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar inscripción' });
    expect(calls().some((c) => c.endsWith('/inscribirse'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, inscribirme' }));
    await waitFor(() => expect(calls().some((c) => c.endsWith('/api/Alumno/inscribirse'))).toBe(true));
  });

  it('#12.16 tells a 2-year master under 50 % that enrolling is not possible, without offering to confirm or calling inscribirse', async () => {
    answers = {
      faltanDatosPersonalesObligatorios: noMissingData,
      sacaAvisoDeMinimoDeCreditos: {
        status: 0,
        datos: { sacaAviso: true, porcentajeCreditos: 30, porcentajeMinimo: 50 },
      },
      inscribirse: { status: 52, datos: null },
    };
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Inscribirme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créditos insuficientes' });
    expect(within(dialog).getByText(/al menos el 50 %/)).toBeTruthy();
    expect(within(dialog).getByText(/tienes superado el 30 %/)).toBeTruthy();
    expect(within(dialog).getByText(/todavía no puedes inscribirte/)).toBeTruthy();
    expect(within(dialog).queryByText(/¿Confirmas/)).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).not.toContain('Confirmo, inscribirme');
    expect(calls().some((c) => c.includes('sacaAvisoDeMinimoDeCreditosParaInscribirse/analista-datos'))).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Créditos insuficientes' })).toBeNull());
    expect(calls().some((c) => c.endsWith('/api/Alumno/inscribirse'))).toBe(false);
  });

  it('lists the missing documents of status 11', async () => {
    answers = {
      faltanDatosPersonalesObligatorios: noMissingData,
      sacaAvisoDeMinimoDeCreditos: {
        status: 0,
        datos: { sacaAviso: false, porcentajeCreditos: null, porcentajeMinimo: 50 },
      },
      inscribirse: {
        status: 11,
        datos: { documentacionNecesaria: [{ idTipoDocumento: 3, descripcion: 'Copia del título' }] },
      },
    };
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Inscribirme' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirmar inscripción' })).getByRole('button', {
        name: 'Sí, inscribirme',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Falta documentación' });
    expect(within(dialog).getByText('Copia del título')).toBeTruthy();
  });

  it('sends a student with missing personal data to the CV instead', async () => {
    answers = {
      faltanDatosPersonalesObligatorios: {
        status: 0,
        datos: { faltanDatos: true, campos: ['dni'], faltaNumeroSeguridadSocial: false },
      },
    };
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Inscribirme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Faltan datos personales' });
    expect(within(dialog).getByRole('link', { name: 'Ir a mi CV' }).getAttribute('href')).toBe('/cv#datos-personales');
  });
});
