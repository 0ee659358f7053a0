import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getPopup } from '../../../lib/error-popup-store';
import { rememberReturnPath } from '../../../lib/navigation';
import { getPendingSession, getSession } from '../../../lib/session';
import { fakeToken, renderApp, stubPages } from '../../../test/render-app';
import { answerEverythingWith, requestsTo, useApi } from '../../../test/msw-server';
import { resetBetweenTests } from '../../../test/reset-between-tests';

const PAGES = {
  ...stubPages(['home', 'cv']),
  'login-students': () => import('../pages/login-students-page'),
  'login-companies': () => import('../pages/login-companies-page'),
  'login-alumni': () => import('../pages/login-alumni-page'),
};

function session(overrides: Record<string, unknown> = {}) {
  return {
    token: fakeToken(),
    faltaConvenioFirmado: false,
    tieneCVadjunto: true,
    textoCortoRGPD: null,
    linkExternoRGPD: null,
    conPracticas: true,
    conEmpleo: true,
    primerAcceso: false,
    soloCiclosUAX: false,
    idIdiomaPreferido: 1,
    faltaNumeroSeguridadSocial: false,
    rol: 'student',
    idEmpresa: null,
    ...overrides,
  };
}

async function fillAndSubmit(user: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Usuario'), { target: { value: user } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

resetBetweenTests();
// Calls the test does not declare (the shell's) answer { status: 0, datos: null }.
beforeEach(() => answerEverythingWith(null));

describe('login form (SPEC §2 Public routes, §4 Login, §5)', () => {
  it('shows errors only after a submit attempt and focuses the first invalid field', async () => {
    renderApp({ path: '/login/alumnos', pages: PAGES });
    const userField = await screen.findByLabelText('Usuario');
    expect(screen.queryByText('Este campo es requerido')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getAllByText('Este campo es requerido')).toHaveLength(2));
    await waitFor(() => expect(document.activeElement).toBe(userField));
    expect(userField.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(userField, { target: { value: 'alumna@demo.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Contraseña')));
    expect(screen.getAllByText('Este campo es requerido')).toHaveLength(1);
    expect(requestsTo('/api/Alumno/logaUsuario', 'POST')).toHaveLength(0);
  });

  it('signs a student in and goes to the remembered path', async () => {
    useApi.post('/api/Alumno/logaUsuario', session());
    rememberReturnPath('/cv');
    const { router } = renderApp({ path: '/login/alumnos', pages: PAGES });
    await fillAndSubmit('alumna@demo.test', 'Demo2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cv'));
    expect(await screen.findByText('page:cv')).toBeTruthy();
    expect(requestsTo('/api/Alumno/logaUsuario', 'POST')[0].body).toEqual({
      eUsuario: 'alumna@demo.test',
      ePassword: 'Demo2026',
    });
    expect(getSession()).toMatchObject({ isAuthenticated: true, role: 'student' });
  });

  it("sends eAmbito 'antiguos' from /login/antiguos", async () => {
    useApi.post('/api/Alumno/logaUsuario', session());
    const { router } = renderApp({ path: '/login/antiguos', pages: PAGES });
    await fillAndSubmit('antiguo@demo.test', 'Demo2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo('/api/Alumno/logaUsuario', 'POST')[0].body).toMatchObject({ eAmbito: 'antiguos' });
  });

  it('shows the server message of status 3 and stays on the form', async () => {
    const mensaje = 'Usuario o contraseña incorrectos.';
    useApi.fail('post', '/api/Alumno/logaUsuario', 3, { mensaje });
    const { router } = renderApp({ path: '/login/alumnos', pages: PAGES });
    await fillAndSubmit('alumna@demo.test', 'mal');
    await waitFor(() => expect(getPopup()).toMatchObject({ code: 3, kind: 'error', mensaje }));
    expect(router.state.location.pathname).toBe('/login/alumnos');
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('lets a contact of several companies pick one, then posts again with eidEmpresa', async () => {
    useApi.post('/api/Empresa/logaUsuario', ({ body }) =>
      (body as { eidEmpresa?: number }).eidEmpresa
        ? session({ rol: 'company', idEmpresa: 3 })
        : {
            empresas: [
              { idEmpresa: 2, nombre: 'Grupo Norte S.A.' },
              { idEmpresa: 3, nombre: 'Grupo Sur S.L.' },
            ],
          },
    );
    const { router } = renderApp({ path: '/login/empresas', pages: PAGES });
    await fillAndSubmit('grupo@demo.test', 'Demo2026');

    const group = await screen.findByRole('radiogroup', { name: /Elige la empresa/ });
    fireEvent.click(within(group.closest('form')!).getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Este campo es requerido')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Grupo Norte S.A.' })));

    fireEvent.click(screen.getByRole('radio', { name: 'Grupo Sur S.L.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const posts = requestsTo('/api/Empresa/logaUsuario', 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1].body).toEqual({ eUsuario: 'grupo@demo.test', ePassword: 'Demo2026', eidEmpresa: 3 });
    expect(getSession()).toMatchObject({ isAuthenticated: true, role: 'company' });
    expect(getSession().user?.idEmpresa).toBe(3);
  });

  it('holds the session during the data-protection step, then confirms it on acceptance', async () => {
    const token = fakeToken();
    useApi.post(
      '/api/Alumno/logaUsuario',
      session({
        token,
        textoCortoRGPD: 'Tratamos tus datos para gestionar las prácticas.',
        linkExternoRGPD: 'https://ejemplo.es/rgpd',
      }),
    );
    useApi.get('/api/Alumno/guardaAceptacionRGPD', { idTexto: 1, version: 2, fechaAceptacion: '2026-01-01T00:00:00Z' });
    const { router } = renderApp({ path: '/login/alumnos', pages: PAGES });
    await fillAndSubmit('alumna@demo.test', 'Demo2026');

    const dialog = await screen.findByRole('dialog', { name: 'Protección de datos' });
    expect(within(dialog).getByText('Tratamos tus datos para gestionar las prácticas.')).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: /Leer la información completa/ });
    expect(link.getAttribute('href')).toBe('https://ejemplo.es/rgpd');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(getSession().isAuthenticated).toBe(false);
    expect(getPendingSession()?.token).toBe(token);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Acepto' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const accept = requestsTo('/api/Alumno/guardaAceptacionRGPD', 'GET');
    expect(accept).toHaveLength(1);
    expect(accept[0].headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(getSession()).toMatchObject({ isAuthenticated: true, token });
    expect(getPendingSession()).toBeNull();
  });

  it('discards the held session when the data-protection text is cancelled', async () => {
    useApi.post('/api/Alumno/logaUsuario', session({ textoCortoRGPD: 'Texto RGPD' }));
    const { router } = renderApp({ path: '/login/alumnos', pages: PAGES });
    await fillAndSubmit('alumna@demo.test', 'Demo2026');
    const dialog = await screen.findByRole('dialog', { name: 'Protección de datos' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getPendingSession()).toBeNull();
    expect(getSession().isAuthenticated).toBe(false);
    expect(router.state.location.pathname).toBe('/login/alumnos');
    expect(requestsTo('/api/Alumno/guardaAceptacionRGPD', 'GET')).toHaveLength(0);
  });

  it('opens password recovery at #recordarUsuario and shows notice 505 once sent', async () => {
    useApi.post('/api/Empresa/recuerdoPassword', null);
    renderApp({ path: '/login/empresas#recordarUsuario', pages: PAGES });
    const field = await screen.findByLabelText('Usuario o CIF');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Este campo es requerido')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'B12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() => expect(getPopup()).toMatchObject({ code: 505, kind: 'notice' }));
    expect(requestsTo('/api/Empresa/recuerdoPassword', 'POST')[0].body).toEqual({ nick: 'B12345678' });
  });

  it('offers password recovery on the student login too', async () => {
    useApi.post('/api/Alumno/solicitarReseteoPassword', null);
    renderApp({ path: '/login/alumnos', pages: PAGES });
    fireEvent.click(await screen.findByRole('button', { name: '¿Has olvidado tu contraseña?' }));
    fireEvent.change(await screen.findByLabelText('Correo electrónico'), { target: { value: 'alumna@demo.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() => expect(getPopup()).toMatchObject({ code: 505 }));
    expect(requestsTo('/api/Alumno/solicitarReseteoPassword', 'POST')[0].body).toEqual({ usuario: 'alumna@demo.test' });
  });
});
