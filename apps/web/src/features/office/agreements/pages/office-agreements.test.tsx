import '../../../../test/dom-polyfills';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TOfficeAgreementSheet } from '@portal/contracts/office/agreements.schemas';
import { PERMISSIONS } from '@portal/contracts/office/permissions';
import { endOfficeSession, startOfficeSession } from '../../../../office/office-session';
import { requestsTo, useApi } from '../../../../test/msw-server';
import { fakeToken, renderApp } from '../../../../test/render-app';

// The office's agreements pages (issue #14 part 4) in the routed app, with the API answered by MSW.

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
      clave: 'conveniosFirmadoEmpresa',
      total: 3,
      masAntiguo: '2026-11-01T10:00:00.000Z',
      diasEspera: 20,
      retrasado: true,
      lista: 'convenios',
      filtro: { estado: 'firmado_empresa' },
    },
  ],
};
const item = (idConvenio: number, empresa: string, estado: TOfficeAgreementSheet['estado'] = 'firmado_empresa') => ({
  idConvenio,
  codigo: `CONV-2026-000${idConvenio}`,
  idEmpresa: idConvenio,
  empresa,
  cif: 'B35678903',
  estado,
  desde: '2026-11-01T10:00:00.000Z',
  diasEsperando: 20,
  fechaCaducidad: '2030-11-01',
  inicioPrimeraPractica: null,
});
const sheet = (
  estado: TOfficeAgreementSheet['estado'],
  extra: Partial<TOfficeAgreementSheet> = {},
): TOfficeAgreementSheet => ({
  idConvenio: 13,
  codigo: 'CONV-2026-00013',
  estado,
  desde: '2026-11-01T10:00:00.000Z',
  diasEsperando: 20,
  fechaSolicitud: '2026-10-20',
  fechaFirma: '2026-10-25',
  fechaCaducidad: '2030-10-20',
  empresa: { idEmpresa: 6, nombre: 'CanEnergía', cif: 'B35678903' },
  firmantes: [
    {
      idFirmante: null,
      lado: 'empresa',
      nombre: 'Alejandro Suárez',
      cargo: 'Director',
      email: null,
      fechaFirma: '2026-10-25',
    },
  ],
  documentos: [
    {
      idDocumento: 90,
      nombre: 'Convenio firmado.pdf',
      fecha: '2026-10-25T10:00:00.000Z',
      origen: 'empresa',
      url: '/api/Gestion/convenios/13/documentos/90',
    },
  ],
  motivo: null,
  motivoCa: null,
  firmaFuera: null,
  inicioPrimeraPractica: null,
  acciones:
    estado === 'firmado_empresa'
      ? ['marcaErroneo', 'enviaSecretaria']
      : estado === 'enviado_secretaria'
        ? ['marcaErroneo', 'formaliza']
        : [],
  historial: [],
  ...extra,
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endOfficeSession();
  useApi.get('/api/Gestion/resumen', summary);
  startOfficeSession({ token: fakeToken(), perfil });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('office agreements pages (issue #14 part 4)', () => {
  it('#14 shows the queue of the state in the URL, switches queues and counts what waits in the side navigation', async () => {
    const user = userEvent.setup();
    useApi.get('/api/Gestion/convenios', ({ url }) => {
      const estado = url.searchParams.get('estado') ?? 'firmado_empresa';
      return {
        items: estado === 'erroneo_empresa' ? [item(6, 'Hoteles Baleares', estado)] : [item(13, 'CanEnergía')],
        total: 1,
        pagina: 1,
        tamano: 25,
      };
    });
    const { router } = renderApp({ path: '/gestion/convenios?estado=firmado_empresa' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Convenios' }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'CONV-2026-00013' })).toBeTruthy();
    expect(screen.getByText('20 días')).toBeTruthy();
    expect(requestsTo('/api/Gestion/convenios')[0].url).toContain('estado=firmado_empresa');
    const nav = screen.getByRole('navigation', { name: 'Navegación de la gestión' });
    const entry = await within(nav).findByRole('link', { name: /Convenios/ });
    expect(await within(entry).findByLabelText('3 pendientes', {}, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Erróneo empresa' }));
    await waitFor(() => expect(router.state.location.search).toContain('estado=erroneo_empresa'));
    expect(await screen.findByText('Hoteles Baleares')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erróneo empresa' }).getAttribute('aria-current')).toBe('page');
  }, 30_000);

  it('#14 marks Erróneo with a required reason in a dialog; the sheet then shows the reason the company reads', async () => {
    const user = userEvent.setup();
    let current = sheet('firmado_empresa');
    useApi.get('/api/Gestion/convenios/13', () => current);
    useApi.post('/api/Gestion/convenios/13/marcaErroneo', ({ body }) => {
      current = sheet('erroneo_empresa', { motivo: body.motivo, motivoCa: body.motivoCa ?? null });
      return current;
    });
    renderApp({ path: '/gestion/convenios/13' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Convenio CONV-2026-00013 · CanEnergía' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Alejandro Suárez')).toBeTruthy();
    expect(screen.getByText(/Convenio firmado.pdf/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Marcar como erróneo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar el convenio como erróneo' });
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como erróneo' }));
    expect(await within(dialog).findByText('Escribe el motivo.')).toBeTruthy();
    expect(requestsTo('/api/Gestion/convenios/13/marcaErroneo')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Motivo \(lo lee la empresa\)/), 'Falta la firma');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como erróneo' }));
    await waitFor(() =>
      expect(requestsTo('/api/Gestion/convenios/13/marcaErroneo')[0]?.body).toEqual({ motivo: 'Falta la firma' }),
    );
    expect(await screen.findByText('Convenio marcado como erróneo. La empresa ha recibido el motivo.')).toBeTruthy();
    expect(screen.getByText('Falta la firma')).toBeTruthy();
  }, 30_000);

  it('#14 formalises with the university PDF, or as signed outside the portal (who signed is required)', async () => {
    const user = userEvent.setup();
    let current = sheet('enviado_secretaria');
    useApi.get('/api/Gestion/convenios/13', () => current);
    useApi.post('/api/Gestion/convenios/13/formaliza', ({ body }) => {
      current = sheet(
        'formalizado',
        body.modo === 'fuera' ? { firmaFuera: { fecha: body.fechaFirma, firmadoPor: body.firmadoPor } } : {},
      );
      return current;
    });
    renderApp({ path: '/gestion/convenios/13' });
    await user.click(await screen.findByRole('button', { name: 'Formalizar' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Formalizar el convenio' });
    await user.click(within(dialog).getByRole('button', { name: 'Formalizar' }));
    expect(await within(dialog).findAllByText('Este campo es requerido')).toHaveLength(1);
    await user.click(within(dialog).getByLabelText('Firmado fuera del portal'));
    await user.click(within(dialog).getByRole('button', { name: 'Formalizar' }));
    expect(within(dialog).getAllByText('Este campo es requerido')).toHaveLength(1);
    await user.type(within(dialog).getByLabelText(/Quién firmó/), 'Rector, en papel');
    await user.click(within(dialog).getByRole('button', { name: 'Formalizar' }));
    await waitFor(() =>
      expect(requestsTo('/api/Gestion/convenios/13/formaliza')[0]?.body).toMatchObject({
        modo: 'fuera',
        firmadoPor: 'Rector, en papel',
        firmantes: [],
      }),
    );
    expect(await screen.findByText('Convenio formalizado. La empresa ha sido avisada.')).toBeTruthy();
    expect(screen.getByText(/Rector, en papel/)).toBeTruthy();
  }, 30_000);

  it("#14 opens a document of the agreement with the console's session, under its own name", async () => {
    const user = userEvent.setup();
    const token = fakeToken();
    startOfficeSession({ token, perfil });
    const saved = vi.fn(() => 'blob:convenio');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    useApi.get('/api/Gestion/convenios/13', () => sheet('firmado_empresa'));
    useApi.get(
      '/api/Gestion/convenios/13/documentos/90',
      () =>
        new Response('%PDF-1.4', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': "attachment; filename*=UTF-8''Convenio%20firmado.pdf",
          },
        }),
    );
    renderApp({ path: '/gestion/convenios/13' });
    await user.click(
      await screen.findByRole('button', { name: 'Descargar Convenio firmado.pdf' }, { timeout: 10_000 }),
    );
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const [request] = requestsTo('/api/Gestion/convenios/13/documentos/90');
    expect(request.headers.get('authorization')).toBe(`Bearer ${token}`);
  }, 30_000);
});
