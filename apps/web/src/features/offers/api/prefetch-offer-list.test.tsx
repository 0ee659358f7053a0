import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TOfferCard } from '@portal/contracts/offers/offers.schemas';
import { changeLanguageLocally } from '../../../i18n';
import { createQueryClient } from '../../../lib/query-client';
import { endSession } from '../../../lib/session';
import { renderApp, signIn, stubPages } from '../../../test/render-app';
import { answerEverythingWith, apiRequests, apiSettled, requestsTo, useApi } from '../../../test/msw-server';
import { prefetch } from '../pages/job-offers-page';

const OFFER: TOfferCard = {
  empresa: 'Acme Ibérica',
  titulo: 'Desarrollo Java',
  idoferta: 11,
  estado: 'Publicada',
  descripcionEstadoMotivo: null,
  fecha: '01/11/2026',
  fechaDestacada: null,
  provincia: 'Barcelona',
  nombreIsla: null,
  idIsla: null,
  urlAcceso: 'oferta-11',
  textoPerfilOferta: 'Empleo',
  idPerfil: 1,
  tipo: 'empleo',
};
const PAGES = stubPages(['home'], { 'job-offers': () => import('../pages/job-offers-page') });
const listCalls = () => apiRequests().filter((r) => r.path.startsWith('/api/Alumno/dameOfertasUsuario/empleo/'));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endSession();
  changeLanguageLocally('es');
  answerEverythingWith(null);
  useApi.get('/api/Alumno/dameOfertasUsuario/empleo/:page', { ofertas: [OFFER], pagina: 1, tamPagina: 10 });
  useApi.get('/api/Alumno/dameNumOfertasEmpleoUsuario', { numPaginas: 1, numTotal: 1 });
  useApi.get('/api/Alumno/dameCandidaturasEmpleoUsuario', []);
  useApi.get('/api/Alumno/dameCandidaturasPracticasUsuario', []);
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('#16.9 an offer list starts its first requests with its chunk', () => {
  it("asks the URL's filtered first page and the applications once; the list then asks nothing again", async () => {
    signIn('student');
    window.history.replaceState(null, '', '/ofertas-empleo?titulo=java');
    const queryClient = createQueryClient();
    prefetch(queryClient);
    await apiSettled();
    expect(listCalls()).toHaveLength(1);
    expect(new URL(listCalls()[0].url, 'http://x').searchParams.get('titulo')).toBe('java');
    expect(requestsTo('/api/Alumno/dameCandidaturasEmpleoUsuario')).toHaveLength(1);

    renderApp({ path: '/ofertas-empleo?titulo=java', pages: PAGES, queryClient });
    expect(await screen.findAllByTestId('offer-card')).toHaveLength(1);
    await apiSettled();
    expect(listCalls()).toHaveLength(1);
    expect(requestsTo('/api/Alumno/dameCandidaturasEmpleoUsuario')).toHaveLength(1);
    expect(requestsTo('/api/Alumno/dameCandidaturasPracticasUsuario')).toHaveLength(1);
  });

  it('takes the filters this tab last used when the URL has none, as the list restores them', async () => {
    signIn('student');
    sessionStorage.setItem('portal.offerFilters.empleo', 'internacional=1');
    window.history.replaceState(null, '', '/ofertas-empleo');
    prefetch(createQueryClient());
    await apiSettled();
    expect(new URL(listCalls()[0].url, 'http://x').searchParams.get('internacional')).toBe('1');
  });

  it('asks nothing for a company or a visitor', async () => {
    signIn('company');
    prefetch(createQueryClient());
    endSession();
    prefetch(createQueryClient());
    await apiSettled();
    expect(apiRequests()).toHaveLength(0);
  });
});
