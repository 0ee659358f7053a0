import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguageLocally } from '../i18n';
import { closePopup } from '../lib/error-popup-store';
import { endSession, getSession } from '../lib/session';
import { fakeToken, renderApp, signIn, stubPages } from '../test/render-app';
import { cvOf } from '../test/fixtures/cv';
import { answerEverythingWith, requestsTo, useApi } from '../test/msw-server';

const PAGES = stubPages(['home', 'job-offers', 'cv', 'my-profile']);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endSession();
  closePopup();
  changeLanguageLocally('es');
  answerEverythingWith(null);
});
afterEach(() => cleanup());

describe('#16 part 1: sections in view, global search, greeting, company switch', () => {
  it('lists the sections of the student menu as links, job offers included, and searches offers', async () => {
    signIn('student');
    const { router } = renderApp({ path: '/', pages: PAGES });
    await screen.findByText('page:home');
    const nav = await screen.findByRole('navigation', { name: 'Secciones' });
    expect(within(nav).getByRole('link', { name: 'Ofertas de empleo' }).getAttribute('href')).toBe('/ofertas-empleo');
    expect(within(nav).getByRole('link', { name: 'Mi CV' }).getAttribute('href')).toBe('/cv');

    const search = screen.getAllByRole('searchbox', { name: 'Buscar ofertas' })[0];
    fireEvent.change(search, { target: { value: 'java junior' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    expect(await screen.findByText('page:job-offers')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ofertas-empleo');
    expect(new URLSearchParams(router.state.location.search).get('titulo')).toBe('java junior');
  });

  it('greets by the name of the CV when the session has none', async () => {
    useApi.get('/api/Alumno/dameCvUsuario', cvOf('Marta'));
    signIn('student', { nombre: undefined });
    renderApp({ path: '/', pages: PAGES });
    expect(await screen.findByRole('link', { name: 'Hola, Marta' })).toBeTruthy();
  });

  it('shows the active company to a contact of several and switches without signing out', async () => {
    useApi.get('/api/Empresa/dameEmpresasDelUsuario', [
      { idEmpresa: 2, nombre: 'Grupo Norte' },
      { idEmpresa: 3, nombre: 'Grupo Sur' },
    ]);
    const newToken = fakeToken(3600, { cid: 3 });
    useApi.post('/api/Empresa/cambiarEmpresa', ({ body }) => ({
      token: newToken,
      faltaConvenioFirmado: false,
      tieneCVadjunto: false,
      textoCortoRGPD: null,
      linkExternoRGPD: null,
      conPracticas: true,
      conEmpleo: true,
      primerAcceso: false,
      soloCiclosUAX: false,
      idIdiomaPreferido: 1,
      faltaNumeroSeguridadSocial: false,
      rol: 'company',
      idEmpresa: (body as { eidEmpresa: number }).eidEmpresa,
    }));
    signIn('company', { idEmpresa: 2, nombre: 'Ana' });
    renderApp({ path: '/mi-perfil', pages: PAGES });
    await screen.findByText('page:my-profile');
    const select = (await screen.findAllByRole('combobox', { name: 'Empresa activa' }))[0] as HTMLSelectElement;
    expect(select.value).toBe('2');
    expect(within(select).getByRole('option', { name: 'Grupo Sur' })).toBeTruthy();

    fireEvent.change(select, { target: { value: '3' } });
    await waitFor(() => expect(getSession().token).toBe(newToken));
    expect(requestsTo('/api/Empresa/cambiarEmpresa', 'post')[0]?.body).toEqual({ eidEmpresa: 3 });
    expect(getSession().user?.idEmpresa).toBe(3);
    expect(getSession().user?.nombre).toBe('Ana');
    expect(await screen.findByText('page:home')).toBeTruthy();
  });

  it('shows no switch to a contact of one company', async () => {
    useApi.get('/api/Empresa/dameEmpresasDelUsuario', [{ idEmpresa: 1, nombre: 'Demo' }]);
    signIn('company', { idEmpresa: 1 });
    renderApp({ path: '/', pages: PAGES });
    await screen.findByRole('navigation', { name: 'Secciones' });
    await waitFor(() => expect(requestsTo('/api/Empresa/dameEmpresasDelUsuario').length).toBeGreaterThan(0));
    expect(screen.queryByRole('combobox', { name: 'Empresa activa' })).toBeNull();
  });
});
