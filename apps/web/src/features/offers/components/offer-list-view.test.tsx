import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TOfferCard } from '@portal/contracts/offers/offers.schemas';
import { changeLanguageLocally } from '../../../i18n';
import { closePopup } from '../../../lib/error-popup-store';
import { endSession } from '../../../lib/session';
import { renderApp, signIn, stubPages } from '../../../test/render-app';
import { answerEverythingWith, apiRequests, useApi } from '../../../test/msw-server';

const offer = (idoferta: number, titulo: string, empresa: string | null, fecha: string): TOfferCard => ({
  empresa,
  titulo,
  idoferta,
  estado: 'Publicada',
  descripcionEstadoMotivo: null,
  fecha,
  fechaDestacada: null,
  provincia: 'Barcelona',
  nombreIsla: null,
  idIsla: null,
  urlAcceso: `oferta-${idoferta}`,
  textoPerfilOferta: 'Empleo',
  idPerfil: 1,
  tipo: 'empleo',
});
/** A day `n` days from today, 'YYYY-MM-DD' in local time (as the card counts). */
function inDays(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
const ddmmyyyy = (day: string) => day.split('-').reverse().join('/');
const JAVA_CLOSES = inDays(3);
const OFFERS: TOfferCard[] = [
  {
    ...offer(11, 'Desarrollo Java', 'Acme Ibérica', '01/11/2026'),
    logo: '/api/Publico/logoEmpresa/7?v=0123456789ab',
    idModalidad: 3,
    salario: 24000,
    fechaCaducidad: JAVA_CLOSES,
  },
  { ...offer(12, 'Analista de datos', null, '05/11/2026'), ayudaEstudio: 450, fechaCaducidad: inDays(30) },
];
const PAGES = stubPages(['home'], { 'job-offers': () => import('../pages/job-offers-page') });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endSession();
  closePopup();
  changeLanguageLocally('es');
  answerEverythingWith(null);
  useApi.get('/api/Alumno/dameOfertasUsuario/empleo/:page', { ofertas: OFFERS, pagina: 1, tamPagina: 10 });
  useApi.get('/api/Alumno/dameNumOfertasEmpleoUsuario', { numPaginas: 1, numTotal: 2 });
  useApi.get('/api/Alumno/dameCandidaturasEmpleoUsuario', [{ ...OFFERS[0], idCandidatura: 5 }]);
  useApi.get('/api/Alumno/dameCandidaturasPracticasUsuario', []);
});
afterEach(() => cleanup());

const listCalls = () => apiRequests().filter((r) => r.path.startsWith('/api/Alumno/dameOfertasUsuario/empleo/'));

describe('#16 part 2: the offer list keeps its filters in the URL, shows them as chips, marks applied offers', () => {
  it('reads the filters of a shared URL, shows them as chips, and a removed chip leaves the URL and the call', async () => {
    signIn('student');
    const { router } = renderApp({ path: '/ofertas-empleo?titulo=java&internacional=1&bogus=1', pages: PAGES });
    const cards = await screen.findAllByTestId('offer-card');
    expect(cards).toHaveLength(2);
    const call = new URL(listCalls()[0].url, 'http://x').searchParams;
    expect(call.get('titulo')).toBe('java');
    expect(call.get('internacional')).toBe('1');
    expect(call.get('bogus')).toBeNull();

    const active = screen.getByRole('group', { name: 'Filtros activos' });
    expect(
      within(active)
        .getAllByTestId('active-filter')
        .map((c) => c.textContent),
    ).toEqual(['Nombre: java', 'Solo internacionales']);
    // A shared link without 'orden' keeps the default sort.
    expect((screen.getByRole('combobox', { name: 'Ordenar' }) as HTMLSelectElement).value).toBe('destacadas');

    fireEvent.click(within(active).getByRole('button', { name: 'Quitar el filtro Solo internacionales' }));
    await waitFor(() => expect(router.state.location.search).toBe('?titulo=java'));
    await waitFor(() =>
      expect(new URL(listCalls().at(-1)!.url, 'http://x').searchParams.get('internacional')).toBeNull(),
    );
    expect(screen.getByRole('checkbox', { name: 'Internacionales' })).not.toBeChecked();
  });

  it('applies the quick filters and the search box to the URL; Back restores the previous list', async () => {
    signIn('student');
    const { router } = renderApp({ path: '/ofertas-empleo', pages: PAGES });
    await screen.findAllByTestId('offer-card');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sin las ya inscritas' }));
    await waitFor(() => expect(router.state.location.search).toBe('?omitirInscritos=1'));
    const main = screen.getByRole('main');
    fireEvent.change(within(main).getByRole('searchbox', { name: 'Buscar en la lista' }), {
      target: { value: 'datos' },
    });
    fireEvent.click(within(main).getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?omitirInscritos=1&titulo=datos&orden=relevancia'));
    expect(screen.getAllByTestId('active-filter')).toHaveLength(2);
    void router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?omitirInscritos=1'));
    await waitFor(() => expect(screen.getAllByTestId('active-filter')).toHaveLength(1));
  });

  it("shows the company's initials and 'Inscrito' on the offers already applied to", async () => {
    signIn('student');
    renderApp({ path: '/ofertas-empleo', pages: PAGES });
    const java = (await screen.findByRole('heading', { name: 'Desarrollo Java' })).closest('article') as HTMLElement;
    // The logo, lazily loaded and decorative; the initials when it fails to load.
    const logo = within(java).getByTestId('offer-logo').querySelector('img') as HTMLImageElement;
    expect(logo.getAttribute('src')).toBe('/api/Publico/logoEmpresa/7?v=0123456789ab');
    expect(logo.getAttribute('alt')).toBe('');
    expect(logo.getAttribute('loading')).toBe('lazy');
    fireEvent.error(logo);
    expect(await within(java).findByText('AI')).toBeTruthy();
    expect(await within(java).findByText('Inscrito')).toBeTruthy();
    const data = screen.getByRole('heading', { name: 'Analista de datos' }).closest('article') as HTMLElement;
    expect(within(data).queryByText('Inscrito')).toBeNull();
  });

  it('shows modality, pay with Intl, the closing date and "Cierra pronto" within 7 days (es and ca)', async () => {
    signIn('student');
    renderApp({ path: '/ofertas-empleo', pages: PAGES });
    const java = (await screen.findByRole('heading', { name: 'Desarrollo Java' })).closest('article') as HTMLElement;
    // Intl separates the amount and the sign with a no-break space: read as a person does.
    const factsOf = (card: HTMLElement) => within(card).getByTestId('offer-facts').textContent?.replace(/\s/g, ' ');
    expect(factsOf(java)).toBe(`En remoto · 24.000 € al año · Cierra el ${ddmmyyyy(JAVA_CLOSES)}`);
    expect(within(java).getByText('Cierra pronto')).toBeTruthy();
    const data = screen.getByRole('heading', { name: 'Analista de datos' }).closest('article') as HTMLElement;
    expect(factsOf(data)).toContain('450 € al mes de ayuda al estudio');
    expect(within(data).queryByTestId('offer-closes-soon')).toBeNull();
    // The hidden company's card shows no logo at all.
    expect(within(data).getByTestId('offer-logo').querySelector('img')).toBeNull();
    changeLanguageLocally('ca');
    expect(await within(java).findByText('Tanca aviat')).toBeTruthy();
    expect(factsOf(java)).toContain("24.000 € l'any");
  });
});
