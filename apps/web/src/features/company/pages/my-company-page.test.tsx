import '../../../test/dom-polyfills';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TCompanyData } from '@portal/contracts/company/company.schemas';
import { loadAllCatalogues } from '../../../i18n';
import { closePopup } from '../../../lib/error-popup-store';
import { endSession } from '../../../lib/session';
import { signIn } from '../../../test/render-app';
import { renderRoutes } from '../../../test/render-routes';
import MyCompanyPage from './my-company-page';
import { useApi } from '../../../test/msw-server';

const DOMAINS = {
  paises: [
    { id: 1, descripcion: 'España', codigo: 'ES', ue: true },
    { id: 2, descripcion: 'Francia', codigo: 'FR', ue: true },
  ],
  provincias: [
    { id: 46, descripcion: 'Valencia', tieneIslas: false },
    { id: 8, descripcion: 'Barcelona', tieneIslas: false },
  ],
  tiposEmpresa: [
    { id: 1, descripcion: 'Privada' },
    { id: 2, descripcion: 'Pública' },
  ],
  tiposSociedad: [
    { id: 1, descripcion: 'Sociedad anónima' },
    { id: 2, descripcion: 'Sociedad limitada' },
  ],
  sectoresActividad: [
    { id: 1, descripcion: 'Agricultura' },
    { id: 5, descripcion: 'Tecnologías de la información' },
  ],
  rangosEmpleados: [
    { id: 1, descripcion: '1 a 10' },
    { id: 3, descripcion: '51 a 250' },
  ],
};

const COMPANY: TCompanyData = {
  idEmpresa: 1,
  nombre: 'Tecnologías Levante S.L.',
  nombreComercial: 'TecLevante',
  cif: 'B46123451',
  idTipoEmpresa: 1,
  idTipoSociedad: 2,
  idSector: 5,
  idRangoEmpleados: 3,
  idRangoFacturacion: null,
  idAreaFuncional: null,
  web: null,
  email: null,
  telefono: null,
  iban: null,
  descripcion: null,
  autorizaLogo: false,
  direccion: 'Avinguda de Blasco Ibáñez, 100',
  cp: '46022',
  localidad: 'València',
  idLocalidad: null,
  idProvincia: 46,
  idPais: 1,
  anioFundacion: null,
  requiereEnvioPostalFacturas: false,
  validada: true,
  firmante: null as unknown as TCompanyData['firmante'],
  centrosTrabajo: [],
  cuentasFacturacion: [],
};

/** The reference lists answer only when `release` is called: the company's data arrives first, as on a slow network. */
function mockApi() {
  let release: () => void = () => undefined;
  const domainsArrive = new Promise<void>((resolve) => {
    release = resolve;
  });
  useApi.all('*', async ({ url }) => {
    const path = url.pathname + url.search;
    if (path.startsWith('/api/Dominios/dominios/')) {
      await domainsArrive;
      return DOMAINS;
    }
    if (path === '/api/Empresa/dameDatosEmpresa') return COMPANY;
    if (path === '/api/Empresa/dameDatosContactoEmpresa') return [];
    return null;
  });
  return () => release();
}

function selectedText(name: RegExp): string {
  const select = screen.getByRole('combobox', { name }) as HTMLSelectElement;
  return select.selectedOptions[0]?.textContent ?? '';
}

beforeAll(async () => {
  await loadAllCatalogues();
});
beforeEach(() => {
  localStorage.clear();
  endSession();
  closePopup();
  signIn('company');
});
afterEach(() => {
  cleanup();
});

describe('my company page (SPEC §2 /mi-empresa)', () => {
  it('#12.13 after a reload the selects show the saved choices once their options load', async () => {
    // A reload: a fresh page and cache, the company data before the reference lists.
    for (let load = 0; load < 2; load += 1) {
      const releaseDomains = mockApi();
      renderRoutes({ path: '/mi-empresa', pages: { 'my-company': MyCompanyPage } });
      await screen.findByRole('combobox', { name: /^Tipo de empresa/ });
      releaseDomains();
      await screen.findAllByRole('option', { name: 'Valencia' });
      await waitFor(() => expect(selectedText(/^Tipo de empresa/)).toBe('Privada'));
      expect(selectedText(/^Tipo de sociedad/)).toBe('Sociedad limitada');
      expect(selectedText(/^Sector/)).toBe('Tecnologías de la información');
      expect(selectedText(/^Número de empleados/)).toBe('51 a 250');
      expect(selectedText(/^País/)).toBe('España');
      expect(selectedText(/^Provincia/)).toBe('Valencia');
      cleanup();
    }
  }, 30_000);
});
