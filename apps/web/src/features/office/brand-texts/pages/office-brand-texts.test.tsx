import '../../../../test/dom-polyfills';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TBrandTexts } from '@portal/contracts/office/brand-texts.schemas';
import { PERMISSIONS } from '@portal/contracts/office/permissions';
import { endOfficeSession, startOfficeSession } from '../../../../office/office-session';
import { requestsTo, useApi } from '../../../../test/msw-server';
import { fakeToken, renderApp } from '../../../../test/render-app';

// The office's banner and data-protection page (issue #15 'Content') in the routed app, the API answered by MSW.

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
const texts: TBrandTexts = {
  banner: null,
  proteccionDatos: [
    {
      version: 1,
      textoEs: 'La universidad trata tus datos personales para gestionar las prácticas.',
      textoCa: 'La universitat tracta les teves dades personals per gestionar les pràctiques.',
      fecha: '2026-01-10T10:00:00.000Z',
      comun: true,
      actual: true,
      aceptaciones: 42,
    },
  ],
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endOfficeSession();
  useApi.get('/api/Gestion/resumen', { diasAviso: 7, contadores: [] });
  useApi.get('/api/Gestion/textos', texts);
  startOfficeSession({ token: fakeToken(), perfil });
});
afterEach(() => cleanup());

describe('office brand texts page (issue #15)', () => {
  it('#15.texts previews the banner in both languages (Catalan falling back to Spanish) and publishes it', async () => {
    const user = userEvent.setup();
    useApi.post('/api/Gestion/textos/banner', ({ body }) => ({
      ...texts,
      banner: {
        version: 1,
        textoEs: body.textoEs,
        textoCa: null,
        enlace: null,
        publicadoDesde: null,
        publicadoHasta: null,
        visible: true,
        fecha: '2026-11-26T10:00:00.000Z',
      },
    }));
    renderApp({ path: '/gestion/textos' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Banner y protección de datos' }, { timeout: 10_000 }),
    ).toBeTruthy();
    // The data-protection versions with their acceptances.
    const versions = await screen.findByRole('table', { name: 'Versiones del texto de protección de datos' });
    expect(within(versions).getByRole('cell', { name: '42' })).toBeTruthy();
    await user.type(screen.getByLabelText('Texto del banner (castellano)'), 'Feria de empleo');
    const preview = screen.getByRole('group', { name: 'Vista previa del banner' });
    expect(within(preview).getAllByText('Feria de empleo')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Publicar banner' }));
    await waitFor(() => expect(requestsTo('/api/Gestion/textos/banner')).toHaveLength(1));
    expect(requestsTo('/api/Gestion/textos/banner')[0].body).toMatchObject({ textoEs: 'Feria de empleo' });
    expect(await screen.findByText('Banner publicado.')).toBeTruthy();
    expect(await screen.findByText('Visible ahora')).toBeTruthy();
  }, 30_000);

  it('shows a gestor the data-protection versions but not the form of a new one (admins only, ADR 0035)', async () => {
    renderApp({ path: '/gestion/textos' });
    expect(
      await screen.findByRole('table', { name: 'Versiones del texto de protección de datos' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Texto (castellano)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publicar nueva versión' })).toBeNull();
    cleanup();
    startOfficeSession({ token: fakeToken(), perfil: { ...perfil, tipo: 'admin', permisos: [...PERMISSIONS.admin] } });
    renderApp({ path: '/gestion/textos' });
    expect(
      await screen.findByRole('table', { name: 'Versiones del texto de protección de datos' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Texto (castellano)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publicar nueva versión' })).toBeTruthy();
  }, 30_000);
});
