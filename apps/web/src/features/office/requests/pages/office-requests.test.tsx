import '../../../../test/dom-polyfills';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TRequestListItem, TRequestSheet } from '@portal/contracts/office/requests.schemas';
import { PERMISSIONS } from '@portal/contracts/office/permissions';
import { endOfficeSession, startOfficeSession } from '../../../../office/office-session';
import { requestsTo, useApi } from '../../../../test/msw-server';
import { fakeToken, renderApp } from '../../../../test/render-app';

// The office's requests pages (issue #14 part 5) in the routed app, the API answered by MSW.

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
const counter = (clave: string, total: number, tipo: string) => ({
  clave,
  total,
  masAntiguo: '2026-11-20T10:00:00.000Z',
  diasEspera: 6,
  retrasado: false,
  lista: 'solicitudes',
  filtro: { tipo, estado: 'pendiente' },
});
const summary = {
  diasAviso: 7,
  contadores: [
    counter('solicitudesPracticas', 2, 'practicas'),
    counter('solicitudesCambioPracticas', 1, 'cambio'),
    counter('solicitudesEducacion', 0, 'educacion'),
    counter('solicitudesBaja', 1, 'baja'),
  ],
};
const item = (
  idSolicitud: number,
  titulo: string,
  estado: TRequestListItem['estado'] = 'pendiente',
): TRequestListItem => ({
  idSolicitud,
  tipo: 'cambio',
  estado,
  titulo,
  fecha: '2026-11-24T10:00:00.000Z',
  diasEspera: 2,
  solicitante: 'Javier López Castillo',
  rolSolicitante: 'company',
  empresa: 'Tecnologías Levante S.L.',
  alumno: 'Lucía Martínez Soler',
  sede: 'Valencia',
});
const sheet = (estado: TRequestListItem['estado']): TRequestSheet => ({
  ...item(1, 'Prácticas en análisis de datos', estado),
  campos: [
    { clave: 'accion', valor: 'cambio_fechas' },
    { clave: 'fechaFin', valor: '2027-02-08' },
  ],
  decision:
    estado === 'rechazada'
      ? { fecha: '2026-11-26T10:00:00.000Z', autor: 'Carmen Gómez Ortega', motivo: 'El convenio no cubre esas fechas' }
      : null,
  historial:
    estado === 'rechazada'
      ? [
          {
            id: 9,
            fecha: '2026-11-26T10:00:00.000Z',
            accion: 'request.reject',
            rol: 'staff',
            autor: 'Carmen Gómez Ortega',
            desde: 'pendiente',
            hasta: 'rechazada',
            motivo: 'El convenio no cubre esas fechas',
          },
        ]
      : [],
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endOfficeSession();
  useApi.get('/api/Gestion/resumen', summary);
  startOfficeSession({ token: fakeToken(), perfil });
});
afterEach(() => cleanup());

describe('office requests pages (issue #14 part 5)', () => {
  it('#14 lists the kind and state of the URL, counts what waits, switches kind and sorts on the server', async () => {
    const user = userEvent.setup();
    useApi.get('/api/Gestion/solicitudes/:tipo', ({ params }) => ({
      items: params.tipo === 'cambio' ? [{ ...item(1, 'Prácticas en análisis de datos'), diasEspera: 9 }] : [],
      total: params.tipo === 'cambio' ? 1 : 0,
      pagina: 1,
      tamano: 25,
    }));
    const { router } = renderApp({ path: '/gestion/solicitudes?tipo=cambio&estado=pendiente' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitudes' }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Prácticas en análisis de datos' })).toBeTruthy();
    // Waiting longer than the brand's 7 days is marked.
    expect(await screen.findByText('Más de 7 días')).toBeTruthy();
    expect(requestsTo('/api/Gestion/solicitudes/cambio')[0].url).toContain('estado=pendiente');
    expect((screen.getByLabelText('Estado') as HTMLSelectElement).value).toBe('pendiente');
    // The side navigation counts every waiting request; the kind links theirs.
    const nav = screen.getByRole('navigation', { name: 'Navegación de la gestión' });
    const entry = await within(nav).findByRole('link', { name: /Solicitudes/ });
    expect(await within(entry).findByLabelText('4 pendientes', {}, { timeout: 5000 })).toBeTruthy();
    const kinds = screen.getByRole('navigation', { name: 'Tipo de solicitud' });
    expect(
      within(kinds)
        .getByRole('link', { name: /Cambios de prácticas/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    await user.click(screen.getByRole('button', { name: /^Fecha/ }));
    await waitFor(() => expect(router.state.location.search).toContain('orden=fecha&dir=desc'));
    await waitFor(() => expect(requestsTo('/api/Gestion/solicitudes/cambio').at(-1)?.url).toContain('dir=desc'));
    await user.selectOptions(screen.getByLabelText('Estado'), 'rechazada');
    await user.type(screen.getByLabelText('Texto'), 'datos');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.search).toContain('estado=rechazada&q=datos'));
    await waitFor(() => expect(requestsTo('/api/Gestion/solicitudes/cambio').at(-1)?.url).toContain('q=datos'));
    await user.click(within(kinds).getByRole('link', { name: /Bajas/ }));
    await waitFor(() => expect(router.state.location.search).toContain('tipo=baja'));
    expect(await screen.findByText('Nada registrado todavía.')).toBeTruthy();
  }, 30_000);

  it('#14 rejects a request only with a reason typed in the dialog, then shows the decision and its timeline', async () => {
    const user = userEvent.setup();
    let current = sheet('pendiente');
    useApi.get('/api/Gestion/solicitudes/cambio/1', () => current);
    useApi.post('/api/Gestion/solicitudes/cambio/1/rechazar', () => {
      current = sheet('rechazada');
      return current;
    });
    renderApp({ path: '/gestion/solicitudes/cambio/1' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Solicitud de cambio de prácticas #1' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Nueva fecha de fin:')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar la solicitud' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Escribe el motivo del rechazo.')).toBeTruthy();
    expect(requestsTo('/api/Gestion/solicitudes/cambio/1/rechazar')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Motivo del rechazo/), 'El convenio no cubre esas fechas');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() =>
      expect(requestsTo('/api/Gestion/solicitudes/cambio/1/rechazar')[0]?.body).toEqual({
        motivo: 'El convenio no cubre esas fechas',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Decisión de la oficina' })).toBeTruthy();
    expect(screen.getByText('request.reject')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aceptar' })).toBeNull();
  }, 30_000);

  it('#14 warns before accepting a deregistration that the data will be erased', async () => {
    const user = userEvent.setup();
    const baja = (estado: TRequestListItem['estado']) => ({
      ...sheet(estado),
      idSolicitud: 4,
      tipo: 'baja',
      campos: [],
    });
    let current = baja('pendiente');
    useApi.get('/api/Gestion/solicitudes/baja/4', () => current);
    useApi.post('/api/Gestion/solicitudes/baja/4/aceptar', () => {
      current = baja('aceptada');
      return current;
    });
    renderApp({ path: '/gestion/solicitudes/baja/4' });
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Aceptar la solicitud' });
    expect(within(dialog).getByText(/No se puede deshacer/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(requestsTo('/api/Gestion/solicitudes/baja/4/aceptar')).toHaveLength(1));
    expect(await screen.findByText('Aceptada')).toBeTruthy();
  }, 30_000);
});
