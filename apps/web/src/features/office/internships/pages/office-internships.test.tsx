import '../../../../test/dom-polyfills';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TOfficeInternshipSheet } from '@portal/contracts/office/internships.schemas';
import { PERMISSIONS } from '@portal/contracts/office/permissions';
import { endOfficeSession, startOfficeSession } from '../../../../office/office-session';
import { failure, requestsTo, useApi } from '../../../../test/msw-server';
import { fakeToken, renderApp } from '../../../../test/render-app';

// The office's internships pages (issue #15 'Internships') in the routed app, the API answered by MSW.

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
const option = (id: number, nombre: string) => ({ id, nombre });
const options = {
  alumnos: [option(1, 'Martínez Soler, Lucía (12345678Z)')],
  empresas: [option(1, 'LevanteTech')],
  tutoresAcademicos: [option(91, 'Teresa Ballester Roig')],
  programas: [option(1, 'Prácticas extracurriculares')],
  centros: [option(12, 'Oficina de Valencia')],
  tutoresEmpresa: [option(2, 'Sergio Blasco Marín')],
  convenios: [option(1, 'CONV-2026-00001 (formalizado)')],
};
const sheet: TOfficeInternshipSheet = {
  idPractica: 9,
  estado: 'pendiente',
  curso: '2026-27',
  datos: {
    idAlumno: 1,
    idEmpresa: 1,
    idCentroTrabajo: null,
    idTutorEmpresa: null,
    idTutorAcademico: 91,
    idConvenio: 1,
    idPrograma: null,
    titulo: 'Prácticas de verano en datos',
    tipo: null,
    fechaInicio: '2027-03-01',
    fechaFin: '2027-05-31',
    horasDia: 5,
    horasSemana: 25,
    ayudaEstudio: null,
    tareas: null,
    objetivos: null,
  },
  alumno: { nombre: 'Lucía Martínez Soler', email: 'alumna@demo.test', dni: '12345678Z', sede: 'Valencia' },
  empresa: 'LevanteTech',
  centroTrabajo: null,
  tutorEmpresa: null,
  tutorAcademico: 'Teresa Ballester Roig',
  convenio: 'CONV-2026-00001',
  programa: null,
  planEstado: null,
  idCandidatura: null,
  idSolicitud: null,
  documentos: [],
  solicitudesCambio: [],
  enmiendas: [
    {
      id: 1,
      fecha: '2026-11-26T10:00:00.000Z',
      fechaEfecto: '2026-11-26',
      aprobadoPor: 'Carmen Gómez Ortega',
      idSolicitud: 3,
      cambios: [{ campo: 'fechaFin', antes: '2027-05-15', despues: '2027-05-31' }],
    },
  ],
  historial: [
    {
      id: 5,
      fecha: '2026-11-26T10:00:00.000Z',
      accion: 'internship.warnings_confirmed',
      rol: 'staff',
      autor: 'Carmen Gómez Ortega',
      desde: null,
      hasta: null,
      motivo: '206',
    },
  ],
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endOfficeSession();
  useApi.get('/api/Gestion/resumen', { diasAviso: 7, contadores: [] });
  useApi.get('/api/Gestion/practicas/opciones', options);
  useApi.get('/api/Gestion/practicas/9', sheet);
  startOfficeSession({ token: fakeToken(), perfil });
});
afterEach(() => cleanup());

describe('office internships pages (issue #15)', () => {
  it('#15.3 refuses 6 hours with the catalogue popup, lists the warnings, and saves confirming them', async () => {
    const user = userEvent.setup();
    useApi.post('/api/Gestion/practicas', ({ body }) => {
      if (body.datos.horasDia > 5) return failure(203, { http: 409 });
      if (!body.confirmarAvisos) return failure(201, { http: 409, datos: { avisos: [206] } });
      return sheet;
    });
    const { router } = renderApp({ path: '/gestion/practicas/nuevas' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nuevas prácticas' }, { timeout: 10_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('option', { name: /Martínez Soler/ })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText(/^Alumno/), '1');
    await user.selectOptions(screen.getByLabelText(/^Empresa/), '1');
    await user.type(screen.getByLabelText(/^Título/), 'Prácticas de verano en datos');
    await user.type(screen.getByLabelText(/^Fecha de inicio/), '01/03/2027');
    await user.type(screen.getByLabelText(/^Fecha de fin/), '31/05/2027');
    await user.type(screen.getByLabelText(/^Horas al día/), '6');
    await user.type(screen.getByLabelText(/^Horas a la semana/), '25');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const popup = await screen.findByRole('dialog', { name: 'Demasiadas horas' });
    await user.click(within(popup).getByRole('button', { name: 'Aceptar' }));
    await user.clear(screen.getByLabelText(/^Horas al día/));
    await user.type(screen.getByLabelText(/^Horas al día/), '5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByText('Falta el número de la Seguridad Social')).toBeTruthy();
    await user.click(within(warning).getByRole('button', { name: 'Confirmar y guardar' }));
    await waitFor(() => expect(requestsTo('/api/Gestion/practicas').at(-1)?.body?.confirmarAvisos).toBe(true));
    expect(requestsTo('/api/Gestion/practicas').at(-1)?.body?.datos).toMatchObject({
      idAlumno: 1,
      idEmpresa: 1,
      horasDia: 5,
      horasSemana: 25,
      fechaInicio: '2027-03-01',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/gestion/practicas/9'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prácticas de verano en datos' })).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Historial de cambios' });
    expect(within(history).getByText(/solicitud de cambio #3/)).toBeTruthy();
    expect(within(history).getByText('Fecha de fin: 15/05/2027 → 31/05/2027')).toBeTruthy();
    expect(screen.getByText('internship.warnings_confirmed')).toBeTruthy();
  }, 40_000);
});
