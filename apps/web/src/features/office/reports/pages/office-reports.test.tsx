import '../../../../test/dom-polyfills';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  TAgreementReport,
  TOfferReport,
  TOfficeWorkReport,
  TStudentReport,
  TSurveyReport,
} from '@portal/contracts/office/reports.schemas';
import { PERMISSIONS } from '@portal/contracts/office/permissions';
import { endOfficeSession, startOfficeSession } from '../../../../office/office-session';
import { requestsTo, useApi } from '../../../../test/msw-server';
import { fakeToken, renderApp } from '../../../../test/render-app';

// The office's figures page (issue #17 'Office dashboard of figures') in the routed app, the API answered by MSW.

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
const bucket = (clave: string, total: number, nombreEs: string | null = null) => ({
  clave,
  nombreEs,
  nombreCa: nombreEs,
  total,
});
const agreements: TAgreementReport = {
  porEstado: [bucket('generado', 4), bucket('formalizado', 7)],
  antiguedad: [bucket('0-7', 1), bucket('90+', 3)],
  medianaSolicitudFormalizado: { dias: 12.5, muestras: 7 },
  caducanEn30Dias: 2,
  esperandoA: [bucket('empresa', 3), bucket('oficina', 1), bucket('secretaria', 0)],
};
const offers: TOfferReport = {
  publicadasPorMes: [{ mes: '2026-10', practicas: 5, empleo: 2, alternancia: 1 }],
  porSector: [bucket('1', 4, 'Tecnología')],
  porTitulacion: [bucket('1', 3, 'Grado en Informática')],
  candidaturasPorOferta: [bucket('0', 2), bucket('1', 1)],
  sinCandidaturas14Dias: 2,
  medianaPrimerCambio: { dias: 6, muestras: 2 },
  medianaCubierta: { dias: null, muestras: 0 },
};
const students: TStudentReport = {
  colocacion: [
    {
      idTitulacion: 1,
      nombreEs: 'Grado en Informática',
      nombreCa: 'Grau en Informàtica',
      elegibles: 3,
      colocados: 2,
      tasa: 0.667,
    },
  ],
  empresasAnfitrionas: [bucket('1', 4, 'Anfitriona SA')],
  enElExtranjero: 1,
};
const surveys: TSurveyReport = {
  encuestas: [
    {
      idEncuesta: 1,
      tituloEs: 'Satisfacción',
      tituloCa: null,
      audiencia: 'alumnos',
      destinatarios: 5,
      respuestas: 2,
      tasa: 0.4,
    },
  ],
};
const work: TOfficeWorkReport = {
  validadosPorSemana: [{ semana: '2026-11-02', empresas: 2, ofertas: 1, convenios: 0, solicitudes: 0, planes: 0 }],
  tiempoEnCola: [{ cola: 'empresas', dias: 6.5, muestras: 2 }],
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endOfficeSession();
  useApi.get('/api/Gestion/resumen', { diasAviso: 7, contadores: [] });
  useApi.get('/api/Dominios/sedes', [{ id: 1, descripcion: 'Campus de Valencia' }]);
  useApi.get('/api/Dominios/titulaciones/es', [
    {
      id: 1,
      descripcion: 'Grado en Informática',
      nivel: 'grado',
      idSede: 1,
      idArea: 5,
      creditos: 240,
      dosAnios: false,
    },
  ]);
  useApi.get('/api/Gestion/informes/convenios', agreements);
  useApi.get('/api/Gestion/informes/ofertas', offers);
  useApi.get('/api/Gestion/informes/estudiantes', students);
  useApi.get('/api/Gestion/informes/encuestas', surveys);
  useApi.get('/api/Gestion/informes/oficina', work);
  startOfficeSession({ token: fakeToken(), perfil });
});
afterEach(() => cleanup());

describe('office figures page (issue #17)', () => {
  it('#17.dashboard shows each figure with a table of its numbers, and a filter goes to the URL and the API', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/gestion/informes' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Informes' }, { timeout: 10_000 })).toBeTruthy();
    const byState = await screen.findByRole('table', { name: 'Convenios por estado' });
    expect(within(byState).getByRole('row', { name: 'Formalizado 7' })).toBeTruthy();
    const key = screen.getByRole('table', { name: 'Cifras clave de los convenios' });
    expect(within(key).getByText('12.5 días (sobre 7)')).toBeTruthy();
    expect(within(key).getByRole('row', { name: /caducan en los próximos 30 días 2/ })).toBeTruthy();
    const months = await screen.findByRole('table', { name: 'Ofertas publicadas por mes y tipo' });
    expect(within(months).getByRole('row', { name: '2026-10 5 2 1' })).toBeTruthy();
    const placement = await screen.findByRole('table', { name: 'Tasa de colocación por titulación' });
    expect(within(placement).getByRole('row', { name: 'Grado en Informática 66.7 % 2 3' })).toBeTruthy();
    const rate = await screen.findByRole('table', { name: 'Tasa de respuesta por encuesta y público' });
    expect(within(rate).getByRole('row', { name: 'Satisfacción (estudiantes) 40 % 2 5' })).toBeTruthy();
    const weeks = await screen.findByRole('table', { name: 'Elementos validados por semana' });
    expect(within(weeks).getByRole('row', { name: '2026-11-02 2 1 0 0 0' })).toBeTruthy();
    expect(screen.getByText(/Colocado: estudiante con unas prácticas/)).toBeTruthy();

    await user.selectOptions(await screen.findByLabelText('Sede'), '1');
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sede=1'));
    await waitFor(() =>
      expect(requestsTo('/api/Gestion/informes/estudiantes').some((r) => r.url.endsWith('?sede=1'))).toBe(true),
    );
  }, 30_000);
});
