import '../../../test/dom-polyfills';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TOfferDetail } from '@portal/contracts/offers/offers.schemas';
import { createQueryClient } from '../../../lib/query-client';
import { endSession } from '../../../lib/session';
import { signIn, testBrand, TestProviders } from '../../../test/render-app';
import { OfferDetailView } from './offer-detail-view';

/** A calendar day `n` days from today where the test runs ('YYYY-MM-DD'). */
function dayFromToday(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const OFFER: TOfferDetail = {
  empresa: 'Levante Tech',
  titulo: 'Analista de datos',
  idoferta: 7,
  estado: 'Publicada',
  descripcionEstadoMotivo: null,
  fecha: '01/03/2026',
  fechaDestacada: null,
  provincia: 'Valencia',
  nombreIsla: null,
  idIsla: null,
  urlAcceso: 'analista-datos',
  textoPerfilOferta: 'Prácticas',
  idPerfil: 2,
  tipo: 'practicas',
  descripcion: 'Análisis de datos de clientes.',
  tareas: null,
  plazas: 2,
  horario: 'De 9:00 a 14:00',
  fechaInicio: '2026-03-02',
  fechaFin: '2026-06-30',
  fechaCaducidad: dayFromToday(5),
  contrato: null,
  salario: null,
  otraRemuneracion: null,
  ayudaEstudio: 450.5,
  horasDia: 5,
  horasSemana: 22.5,
  horasTotales: null,
  dedicacion: null,
  diasSemana: null,
  meses: null,
  idModalidad: 2,
  tipoPractica: null,
  idAreaFuncional: null,
  idSector: null,
  idPrograma: null,
  experienciaRequerida: null,
  experienciaDeseable: null,
  trabajoFin: null,
  localidad: 'Valencia',
  idProvincia: 46,
  idPais: 1,
  internacional: false,
  titulaciones: [{ id: 1, descripcion: 'Grado en Informática', obligatoria: true }],
  idiomas: [
    { idIdioma: 3, idioma: 'Inglés', idNivel: 4, nivel: 'B2', certificacion: false },
    { idIdioma: 4, idioma: 'Francés', idNivel: 1, nivel: 'A1', certificacion: false },
  ],
  etiquetas: [],
  documentosRequeridos: [],
  urlInscripcion: null,
  urlInfo: null,
  datosEmpresa: null,
  candidatura: null,
  encaje: {
    titulacion: true,
    nivel: null,
    idiomas: [
      { idIdioma: 3, cumple: true },
      { idIdioma: 4, cumple: false },
    ],
    otrosNoCumplidos: ['vehículo propio'],
  },
};

function renderOffer(offer: TOfferDetail) {
  render(
    <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
      <MemoryRouter>
        <OfferDetailView offer={offer} />
      </MemoryRouter>
    </TestProviders>,
  );
}

beforeEach(() => {
  endSession();
  signIn('student');
});
afterEach(cleanup);

describe('offer detail (#16 part 4)', () => {
  it('shows the facts first: dates in dd/mm/yyyy, hours and pay with a decimal comma, the days left', () => {
    renderOffer(OFFER);
    const facts = screen.getByRole('region', { name: 'Lo esencial' });
    expect(within(facts).getByTestId('fact-place').textContent).toContain('Valencia');
    expect(within(facts).getByText('Híbrida')).toBeTruthy();
    expect(within(facts).getByTestId('fact-dates').textContent).toBe('FechasDel 02/03/2026 al 30/06/2026');
    expect(within(facts).getByText('22,5 h a la semana')).toBeTruthy();
    expect(within(facts).getByTestId('fact-pay').textContent).toMatch(/Ayuda al estudio: 450,5\s€/);
    expect(within(facts).getByTestId('offer-closes-in').textContent).toBe('Cierra en 5 días');
    // The facts come before the description.
    const description = screen.getByRole('heading', { name: 'Descripción' });
    expect(facts.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says which requirements I meet and which not, in words', () => {
    renderOffer(OFFER);
    const items = within(screen.getByTestId('offer-fit')).getAllByRole('listitem');
    expect(items.map((i) => i.textContent?.replace(/[✓✕]/g, ''))).toEqual([
      'Tu titulaciónCumples',
      'Inglés B2Cumples',
      'Francés A1No cumples',
      'vehículo propioNo cumples',
    ]);
  });

  it("keeps 'Inscribirme' in the action card, and once applied shows the state and the way to my application", () => {
    renderOffer(OFFER);
    const action = screen.getByRole('complementary', { name: 'Inscripción' });
    expect(within(action).getByRole('button', { name: 'Inscribirme' })).toBeTruthy();
    expect(within(action).getByText('Cierra en 5 días')).toBeTruthy();
    cleanup();

    renderOffer({ ...OFFER, candidatura: { idCandidatura: 9, idEstado: 1, estado: 'Inscrito' } });
    const applied = screen.getByRole('complementary', { name: 'Inscripción' });
    expect(within(applied).queryByRole('button', { name: 'Inscribirme' })).toBeNull();
    expect(within(applied).getByText('Ya estás inscrito en esta oferta.')).toBeTruthy();
    expect(within(applied).getByTestId('offer-application-state').textContent).toContain('Inscrito');
    expect(within(applied).getByRole('link', { name: 'Ver mi candidatura' }).getAttribute('href')).toBe(
      '/mis-candidaturas/analista-datos',
    );
  });

  it('has no requirement verdicts without a judgement (a preview)', () => {
    renderOffer({ ...OFFER, encaje: undefined });
    expect(screen.queryByTestId('offer-fit')).toBeNull();
  });
});
