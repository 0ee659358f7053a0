import '../../../../test/dom-polyfills';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TAuditEntry, TAuditPage } from '@portal/contracts/office/audit.schemas';
import type { TAuditVerification } from '@portal/contracts/office/audit-verification.schemas';
import { PERMISSIONS } from '@portal/contracts/office/permissions';
import { endOfficeSession, startOfficeSession } from '../../../../office/office-session';
import { useApi } from '../../../../test/msw-server';
import { fakeToken, renderApp } from '../../../../test/render-app';

// The audit page's integrity indicator (ADR 0037) in the routed app, the API answered by MSW.

const perfil = {
  idUsuario: 7,
  email: 'gestor@demo.test',
  nombre: 'Carmen',
  apellidos: 'Gómez Ortega',
  tipo: 'admin' as const,
  sedes: [],
  permisos: [...PERMISSIONS.admin],
  segundoFactor: false,
  idIdiomaPreferido: 1,
};
const row = (id: number): TAuditEntry => ({
  id,
  fecha: '2026-11-02T09:00:00.000Z',
  idActor: 7,
  emailActor: 'gestor@demo.test',
  rolActor: 'staff',
  accion: 'offer.approve',
  tipoObjeto: 'offer',
  idObjeto: String(id),
  estadoAnterior: null,
  estadoNuevo: null,
  motivo: `motivo ${id}`,
  idPeticion: null,
  ip: null,
});
/** The list answers the page asked for: 120 entries, ids 120 (newest) down to 1. */
function page(url: URL): TAuditPage {
  const pagina = Number(url.searchParams.get('pagina') ?? 1);
  const ids = Array.from({ length: 50 }, (_, i) => 120 - (pagina - 1) * 50 - i).filter((id) => id > 0);
  return { items: ids.map(row), total: 120, pagina, tamano: 50 };
}
const intact: TAuditVerification = {
  integro: true,
  verificadas: 120,
  rotas: 0,
  primeraRota: null,
  ultima: { id: 120, hash: 'a'.repeat(64) },
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endOfficeSession();
  useApi.get('/api/Gestion/resumen', { diasAviso: 7, contadores: [] });
  useApi.get('/api/Gestion/auditoria', ({ request }) => page(new URL(request.url)));
  startOfficeSession({ token: fakeToken(), perfil });
});
afterEach(async () => {
  cleanup();
  await act(() => i18next.changeLanguage('es'));
});

describe('office audit page: the hash chain indicator', () => {
  it('says the log is intact with the number of entries verified', async () => {
    useApi.get('/api/Gestion/auditoria/verificacion', intact);
    renderApp({ path: '/gestion/auditoria' });
    expect(await screen.findByText('Registro íntegro: 120 entradas verificadas', {}, { timeout: 10_000 })).toBeTruthy();
  }, 30_000);

  it('names the first broken entry and links to it, marked in the list', async () => {
    const user = userEvent.setup();
    useApi.get('/api/Gestion/auditoria/verificacion', {
      integro: false,
      verificadas: 120,
      rotas: 1,
      primeraRota: {
        id: 63,
        fecha: '2026-11-02T09:00:00.000Z',
        accion: 'staff.invite',
        problema: 'contenido',
        masRecientes: 57,
      },
      ultima: { id: 120, hash: 'a'.repeat(64) },
    } satisfies TAuditVerification);
    const { router } = renderApp({ path: '/gestion/auditoria' });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByText('Registro alterado: 1 entrada no cuadra con la cadena de huellas')).toBeTruthy();
    expect(within(alert).getByText(/Primera entrada rota: n\.º 63 \(.*staff\.invite\)/)).toBeTruthy();
    expect(within(alert).getByText(/se falsificó o se reescribió/)).toBeTruthy();
    await user.click(within(alert).getByRole('link', { name: 'Ver la entrada n.º 63 en la lista' }));
    expect(router.state.location.search).toBe('?pagina=2&fila=63');
    const marked = await screen.findByText('Entrada que rompe la cadena de huellas');
    expect(marked.closest('tr')?.getAttribute('aria-current')).toBe('true');
    expect(within(marked.closest('tr') as HTMLElement).getByText('motivo 63')).toBeTruthy();
  }, 30_000);

  it('speaks Catalan to a Catalan speaker', async () => {
    await act(() => i18next.changeLanguage('ca'));
    useApi.get('/api/Gestion/auditoria/verificacion', intact);
    renderApp({ path: '/gestio/auditoria' });
    expect(await screen.findByText('Registre íntegre: 120 entrades verificades', {}, { timeout: 10_000 })).toBeTruthy();
  }, 30_000);
});
