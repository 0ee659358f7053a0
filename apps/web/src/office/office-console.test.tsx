import '../test/dom-polyfills';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TStaffProfile } from '@portal/contracts/office/office-auth.schemas';
import { PERMISSIONS } from '@portal/contracts/office/permissions';
import { fakeToken, renderApp } from '../test/render-app';
import { endOfficeSession, startOfficeSession } from './office-session';

// The office console (issue #14) in the routed app, with the API answered by a fetch stub.

const profile = (tipo: TStaffProfile['tipo']): TStaffProfile => ({
  idUsuario: 7,
  email: 'gestor@demo.test',
  nombre: 'Carmen',
  apellidos: 'Gómez Ortega',
  tipo,
  sedes: [],
  permisos: [...PERMISSIONS[tipo]],
  segundoFactor: tipo === 'admin',
  idIdiomaPreferido: 1,
});

const summary = {
  diasAviso: 7,
  contadores: [
    {
      clave: 'empresasPendientes',
      total: 2,
      masAntiguo: '2026-11-01T10:00:00.000Z',
      diasEspera: 25,
      retrasado: true,
      lista: 'empresas',
      filtro: { estado: 'pendiente' },
    },
    {
      clave: 'ofertasPendientes',
      total: 3,
      masAntiguo: null,
      diasEspera: null,
      retrasado: false,
      lista: 'ofertas',
      filtro: { estado: 'pendiente_validacion' },
    },
  ],
};

type Answer = { status: number; datos: unknown };
let answers: Record<string, Answer>;
const calls: Array<{ url: string; body: unknown; auth: string | null }> = [];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endOfficeSession();
  calls.length = 0;
  answers = { '/api/Gestion/resumen': { status: 0, datos: summary } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input).split('?')[0];
      const headers = (init?.headers ?? {}) as Record<string, string>;
      calls.push({
        url,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        auth: headers.Authorization ?? null,
      });
      const answer = answers[url] ?? { status: 0, datos: null };
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('office console (issue #14)', () => {
  it('sends a visitor without a console session to /gestion/login', async () => {
    const { router } = renderApp({ path: '/gestion' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acceso a la gestión' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/gestion/login');
  });

  it('enrols an admin: QR code, first code, the recovery codes shown once, then the dashboard with its counters', async () => {
    const user = userEvent.setup();
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
    answers['/api/Gestion/logaUsuario'] = {
      status: 0,
      datos: { segundoFactor: 'alta', ticket: 'tk', qr: 'data:image/png;base64,AAAA', secreto: 'JBSWY3DPEHPK3PXP' },
    };
    answers['/api/Gestion/confirmaSegundoFactor'] = {
      status: 0,
      datos: { token: fakeToken(), rol: 'staff', perfil: profile('admin'), codigosRecuperacion: codes },
    };
    const { router } = renderApp({ path: '/gestion/login' });
    await user.type(
      await screen.findByLabelText('Correo electrónico', {}, { timeout: 10_000 }),
      'gestor@catalunya.demo.test',
    );
    await user.type(screen.getByLabelText('Contraseña'), 'Demo2026');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('img', { name: /Código QR/ })).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    await user.type(screen.getByLabelText('Primer código'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(calls.find((c) => c.url === '/api/Gestion/confirmaSegundoFactor')?.body).toEqual({
      ticket: 'tk',
      codigo: '123456',
    });

    const list = await screen.findByRole('list', { name: 'Tus códigos de recuperación' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'He guardado los códigos, continuar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Resumen' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/gestion');
    const late = await screen.findByRole('link', { name: 'Empresas pendientes de validar' });
    expect(late.getAttribute('href')).toBe('/gestion/empresas?estado=pendiente');
    expect(screen.getByText('Más de 7 días')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/Gestion/resumen')?.auth).toMatch(/^Bearer /);
    const nav = screen.getByRole('navigation', { name: 'Navegación de la gestión' });
    expect(within(nav).getByRole('link', { name: /Personal/ })).toBeTruthy();
    expect(within(nav).getByLabelText('5 pendientes')).toBeTruthy();
  });

  it('#15.1 takes a tutor from the dashboard to their own list, "Mis tutorías", the only entry they may open', async () => {
    startOfficeSession({ token: fakeToken(), perfil: profile('tutor') });
    answers['/api/Gestion/tutorias'] = {
      status: 0,
      datos: {
        items: [
          {
            idPractica: 1,
            titulo: 'Prácticas en análisis de datos',
            estado: 'en_curso',
            alumno: 'Lucía Martínez Soler',
            empresa: 'Tecnologías Levante',
            fechaInicio: '2026-10-27',
            fechaFin: '2027-01-25',
            planEstado: 'pendiente',
            evaluada: false,
          },
        ],
        total: 1,
        pagina: 1,
        tamano: 25,
      },
    };
    const { router } = renderApp({ path: '/gestion' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis tutorías' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/gestion/tutorias');
    expect((await screen.findByRole('link', { name: 'Prácticas en análisis de datos' })).getAttribute('href')).toBe(
      '/gestion/tutorias/1',
    );
    expect(screen.getByText('Pendiente de revisión')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Navegación de la gestión' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Mis tutorías']);
    expect(calls.some((c) => c.url === '/api/Gestion/resumen')).toBe(false);
  });

  it('#15.1 still tells a tutor plainly that a page of another kind is not for them', async () => {
    startOfficeSession({ token: fakeToken(), perfil: profile('tutor') });
    renderApp({ path: '/gestion/personal' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sin acceso a esta página' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it("lets an admin change a member's kind and campuses from the staff list", async () => {
    const user = userEvent.setup();
    startOfficeSession({ token: fakeToken(), perfil: profile('admin') });
    const rosa = {
      idUsuario: 90,
      email: 'oficina@demo.test',
      nombre: 'Rosa',
      apellidos: 'Iglesias Marín',
      tipo: 'gestor',
      activo: true,
      sedes: [1],
      segundoFactor: false,
      invitacionPendiente: false,
      ultimoAcceso: null,
    };
    answers['/api/Gestion/personal'] = { status: 0, datos: { items: [rosa], total: 1, pagina: 1, tamano: 25 } };
    answers['/api/Gestion/sedes'] = {
      status: 0,
      datos: [
        { id: 1, nombre: 'Campus de Valencia' },
        { id: 3, nombre: 'Campus de Madrid' },
      ],
    };
    answers['/api/Gestion/personal/90/editar'] = { status: 0, datos: { ...rosa, sedes: [1, 3] } };
    renderApp({ path: '/gestion/personal' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Personal de la oficina' }, { timeout: 10_000 }),
    ).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Editar a Rosa Iglesias Marín' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perfil de Rosa Iglesias Marín' });
    await user.click(await within(dialog).findByLabelText('Campus de Madrid'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/Gestion/personal/90/editar')?.body).toEqual({
        tipo: 'gestor',
        sedes: [1, 3],
      }),
    );
  });

  it('ends the console session, not the portal one, when the API says it is lost', async () => {
    startOfficeSession({ token: fakeToken(), perfil: profile('gestor') });
    answers['/api/Gestion/resumen'] = { status: 2, datos: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 2, datos: null }), {
            status: 401,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const { router } = renderApp({ path: '/gestion' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/gestion/login'), { timeout: 10_000 });
    expect(sessionStorage.getItem('portal.office.session')).toBeNull();
  });
});
