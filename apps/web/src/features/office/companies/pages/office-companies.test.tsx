import '../../../../test/dom-polyfills';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCompanySheet } from '@portal/contracts/office/companies.schemas';
import { PERMISSIONS } from '@portal/contracts/office/permissions';
import { endOfficeSession, startOfficeSession } from '../../../../office/office-session';
import { fakeToken, renderApp } from '../../../../test/render-app';

// The office's companies pages (issue #14 part 2) in the routed app, with the API answered by a fetch stub.

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
  ],
};
const item = (idEmpresa: number, nombre: string, estado: 'pendiente' | 'validada', duplicados = 0) => ({
  idEmpresa,
  nombre,
  nombreComercial: null,
  cif: 'B46123451',
  estado,
  idSector: 8,
  sector: 'Informática',
  idProvincia: 46,
  provincia: 'Valencia',
  alta: '2026-11-20T10:00:00.000Z',
  duplicados,
});
const sheet = (estado: 'pendiente' | 'validada' | 'rechazada'): TCompanySheet => ({
  perfil: {
    ...item(151, 'Tecnologias Levante SL', 'pendiente', 1),
    estado,
    email: null,
    telefono: null,
    web: null,
    direccion: null,
    cp: null,
    localidad: null,
    descripcion: null,
    iban: false,
    motivoRechazo: estado === 'rechazada' ? 'Falta la escritura' : null,
  },
  firmante: null,
  contactos: [
    {
      id: 151,
      nombre: 'Clara',
      apellidos: 'Ortiz Gil',
      puesto: null,
      email: 'clara@levantetech.demo.test',
      telefono: null,
      principal: true,
      acceso: false,
    },
  ],
  centros: [],
  cuentas: [],
  convenios: [],
  ofertas: [
    {
      id: 150,
      titulo: 'Prácticas en soporte',
      tipo: 'practicas',
      estado: 'borrador',
      alta: '2026-11-20T10:00:00.000Z',
    },
  ],
  practicas: [],
  documentos: 0,
  mismosCif: [
    { idEmpresa: 1, nombre: 'Tecnologías Levante S.L.', estado: 'validada', alta: '2025-01-01T10:00:00.000Z' },
  ],
  historial:
    estado === 'rechazada'
      ? [
          {
            id: 1,
            fecha: '2026-11-26T10:00:00.000Z',
            accion: 'company.reject',
            rol: 'staff',
            autor: 'Carmen Gómez',
            desde: 'pendiente',
            hasta: 'rechazada',
            motivo: 'Falta la escritura',
          },
        ]
      : [],
});

type Answer = { status: number; datos: unknown };
let answers: Record<string, Answer>;
const calls: Array<{ url: string; query: string; body: unknown }> = [];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endOfficeSession();
  calls.length = 0;
  answers = { '/api/Gestion/resumen': { status: 0, datos: summary } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const [url, query = ''] = String(input).split('?');
      calls.push({ url, query, body: init?.body ? JSON.parse(String(init.body)) : undefined });
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

describe('office companies pages (issue #14 part 2)', () => {
  it('lists the companies with the filters of the URL, sorts by a column, and counts what waits in the side navigation', async () => {
    const user = userEvent.setup();
    answers['/api/Gestion/empresas'] = {
      status: 0,
      datos: {
        items: [
          item(150, 'Huerta Digital Agrotech S.L.', 'pendiente'),
          item(151, 'Tecnologias Levante SL', 'pendiente', 1),
        ],
        total: 2,
        pagina: 1,
        tamano: 25,
      },
    };
    const { router } = renderApp({ path: '/gestion/empresas?estado=pendiente' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Empresas' }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Huerta Digital Agrotech S.L.' })).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/Gestion/empresas')?.query).toContain('estado=pendiente');
    expect((screen.getByLabelText('Estado') as HTMLSelectElement).value).toBe('pendiente');
    const nav = screen.getByRole('navigation', { name: 'Navegación de la gestión' });
    const companiesEntry = await within(nav).findByRole('link', { name: /Empresas/ });
    expect(await within(companiesEntry).findByLabelText('2 pendientes', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('1 registro más con este CIF')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Razón social/ }));
    await waitFor(() => expect(router.state.location.search).toContain('orden=nombre'));
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/Gestion/empresas').at(-1)?.query).toContain('orden=nombre&dir=asc'),
    );
  }, 30_000);

  it('rejects with a reason typed in a dialog (required), and merges after picking the other record of the same CIF', async () => {
    const user = userEvent.setup();
    // Merging two records is brand-wide and irreversible: an admin's (ADR 0035).
    startOfficeSession({ token: fakeToken(), perfil: { ...perfil, tipo: 'admin', permisos: [...PERMISSIONS.admin] } });
    answers['/api/Gestion/empresas/151'] = { status: 0, datos: sheet('pendiente') };
    answers['/api/Gestion/empresas/151/rechazar'] = { status: 0, datos: sheet('rechazada') };
    renderApp({ path: '/gestion/empresas/151' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tecnologias Levante SL' }, { timeout: 10_000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar la empresa' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Escribe el motivo.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Motivo/), 'Falta la escritura');
    answers['/api/Gestion/empresas/151'] = { status: 0, datos: sheet('rechazada') };
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/Gestion/empresas/151/rechazar')?.body).toEqual({
        motivo: 'Falta la escritura',
      }),
    );
    expect(await screen.findByText(/Rechazada por este motivo: Falta la escritura/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Fusionar registros' }));
    const merge = await screen.findByRole('dialog', { name: 'Fusionar registros de la misma empresa' });
    expect((within(merge).getByLabelText(/Tecnologías Levante S.L./) as HTMLInputElement).checked).toBe(true);
    await user.click(within(merge).getByRole('button', { name: 'Fusionar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/Gestion/empresas/151/fusionar')?.body).toEqual({
        idEmpresaDuplicada: 1,
      }),
    );
  }, 30_000);
});
