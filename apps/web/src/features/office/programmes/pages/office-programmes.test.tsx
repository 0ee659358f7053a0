import '../../../../test/dom-polyfills';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TOfficeAdhesion, TOfficeProgramme } from '@portal/contracts/office/programmes.schemas';
import { PERMISSIONS } from '@portal/contracts/office/permissions';
import { endOfficeSession, startOfficeSession } from '../../../../office/office-session';
import { requestsTo, useApi } from '../../../../test/msw-server';
import { fakeToken, renderApp } from '../../../../test/render-app';

// The office's programmes page (issue #15 'Content') in the routed app, the API answered by MSW.

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
const programme: TOfficeProgramme = {
  idPrograma: 3,
  nombreEs: 'Erasmus+ Prácticas',
  nombreCa: 'Erasmus+ Pràctiques',
  descripcionEs: null,
  descripcionCa: null,
  paraAlumnos: true,
  paraEmpresas: false,
  requiereAdhesion: true,
  dedicacion: null,
  meses: 6,
  fechaInicio: '2026-10-27',
  fechaFin: null,
  activo: true,
  adhesionesPendientes: 1,
};
const adhesion = (estado: TOfficeAdhesion['estado'], motivo: string | null = null): TOfficeAdhesion => ({
  idAdhesion: 2,
  idPrograma: 3,
  programa: 'Erasmus+ Prácticas',
  tipo: 'alumno',
  solicitante: 'Lucía Martínez Soler',
  email: 'alumna@demo.test',
  estado,
  fecha: '2026-11-20T10:00:00.000Z',
  dedicacion: null,
  meses: null,
  alumno: null,
  decision: motivo ? { fecha: '2026-11-26T10:00:00.000Z', motivo } : null,
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endOfficeSession();
  useApi.get('/api/Gestion/resumen', { diasAviso: 7, contadores: [] });
  useApi.get('/api/Gestion/programas', [programme]);
  startOfficeSession({ token: fakeToken(), perfil });
});
afterEach(() => cleanup());

describe('office programmes page (issue #15)', () => {
  it('#15.programmes refuses an adhesion only with a reason, which the API receives', async () => {
    const user = userEvent.setup();
    let current = adhesion('solicitada');
    useApi.get('/api/Gestion/adhesiones', ({ url }) =>
      url.searchParams.get('estado') && url.searchParams.get('estado') !== current.estado ? [] : [current],
    );
    useApi.post('/api/Gestion/adhesiones/2/rechazar', () => {
      current = adhesion('rechazada', 'Faltan créditos');
      return current;
    });
    renderApp({ path: '/gestion/programas' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Programas de prácticas' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const programmes = await screen.findByRole('table', { name: 'Programas de prácticas de la marca' });
    expect(within(programmes).getByRole('rowheader', { name: 'Erasmus+ Prácticas' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Rechazar la adhesión de Lucía Martínez Soler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar la adhesión' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Escribe el motivo (al menos 3 caracteres).')).toBeTruthy();
    expect(requestsTo('/api/Gestion/adhesiones/2/rechazar')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Motivo del rechazo/), 'Faltan créditos');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(requestsTo('/api/Gestion/adhesiones/2/rechazar')).toHaveLength(1));
    expect(requestsTo('/api/Gestion/adhesiones/2/rechazar')[0].body).toEqual({ motivo: 'Faltan créditos' });
    expect(await screen.findByText('Adhesión rechazada.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Estado'), 'rechazada');
    expect(await screen.findByText('Faltan créditos')).toBeTruthy();
  }, 30_000);
});
