import '../../../../test/dom-polyfills';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMISSIONS } from '@portal/contracts/office/permissions';
import { endOfficeSession, startOfficeSession } from '../../../../office/office-session';
import { fakeToken, renderApp } from '../../../../test/render-app';

// Staff edit an offer from its page (issue #14 part 3), with the API answered by a fetch stub.

const perfil = {
  idUsuario: 7,
  email: 'gestor@demo.test',
  nombre: 'Carmen',
  apellidos: 'Gómez Ortega',
  tipo: 'gestor' as const,
  sedes: [],
  permisos: [...PERMISSIONS.gestor],
  segundoFactor: false,
  idIdiomaPreferido: 1,
};
const sheet = (titulo: string) => ({
  idOferta: 7,
  estado: 'pendiente_validacion',
  idEmpresa: 1,
  empresa: 'Tecnologías Levante S.L.',
  decision: null,
  vistaAlumno: {
    titulo,
    empresa: 'Tecnologías Levante S.L.',
    descripcion: 'Análisis de datos de ventas.',
    tareas: null,
    plazas: 2,
    horario: 'Mañanas',
    fechaInicio: null,
    fechaFin: null,
    fechaCaducidad: null,
    localidad: null,
    titulaciones: [],
    idiomas: [],
  },
  historial: [],
});

type Answer = { status: number; datos: unknown };
let answers: Record<string, Answer>;
const calls: Array<{ url: string; body: unknown }> = [];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endOfficeSession();
  calls.length = 0;
  answers = { '/api/Gestion/resumen': { status: 0, datos: { diasAviso: 7, contadores: [] } } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const [url] = String(input).split('?');
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[url] ?? { status: 0, datos: null };
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  startOfficeSession({ token: fakeToken(), perfil });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('office offer edit (issue #14 part 3)', () => {
  it('#14.3 Editar opens the offer texts, sends only what changed and says the company was told', async () => {
    const user = userEvent.setup();
    answers['/api/Gestion/ofertas/7'] = { status: 0, datos: sheet('Prácticas de datos') };
    answers['/api/Gestion/ofertas/7/editar'] = { status: 0, datos: sheet('Prácticas de análisis de datos') };
    renderApp({ path: '/gestion/ofertas/7' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prácticas de datos' }, { timeout: 10_000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar la oferta' });
    const title = within(dialog).getByLabelText(/Título/);
    await user.clear(title);
    await user.type(title, 'Prácticas de análisis de datos');
    answers['/api/Gestion/ofertas/7'] = { status: 0, datos: sheet('Prácticas de análisis de datos') };
    await user.click(within(dialog).getByRole('button', { name: 'Guardar los cambios' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/Gestion/ofertas/7/editar')?.body).toEqual({
        titulo: 'Prácticas de análisis de datos',
      }),
    );
    expect(await screen.findByText('Oferta modificada. La empresa ha sido avisada.')).toBeTruthy();
  }, 30_000);
});
