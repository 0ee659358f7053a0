import '../../../test/dom-polyfills';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endSession } from '../../../lib/session';
import { renderRoutes } from '../../../test/render-routes';
import { signIn, testBrand } from '../../../test/render-app';
import StudentPracticeRequestPage from './student-practice-request-page';
import { apiRequests, useApi } from '../../../test/msw-server';

// issue #12 item 14: the student's 'Proponer unas prácticas' opened 'Muy pronto disponible'.
/** The requests the page made (url, body). */
const calls = () => apiRequests();
let emailAnswer: { status: number; datos: unknown } = { status: 0, datos: { existe: false } };

function answer(url: string): { status: number; datos: unknown; aviso?: number } {
  if (url.endsWith('/compruebaCIF')) return { status: 0, datos: { existe: true } };
  if (url.endsWith('/compruebaEmailContactoEmpresa')) return emailAnswer;
  if (url.endsWith('/solicitudPractica'))
    return { status: 0, aviso: 510, datos: { idSolicitudPractica: 9, titulo: 'Analista de datos' } };
  return { status: 0, datos: null };
}

beforeEach(() => {
  localStorage.clear();
  endSession();
  emailAnswer = { status: 0, datos: { existe: false } };
  useApi.all('*', ({ url }) => {
    const res = answer(url.pathname + url.search);
    return Response.json(res, { status: res.status === 44 ? 409 : 200 });
  });
  signIn('student');
});
afterEach(() => {
  cleanup();
});

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const brand = testBrand({ flagsOn: ['hasPropuestaPracticasAlumno'] });

describe('#12.14 a student proposes an internship', () => {
  it('#12.14 company by CIF, contact, then the internship: the request is sent with all three', async () => {
    renderRoutes({
      path: '/propuesta-practicas-con-candidato-preseleccionado',
      pages: { 'preselected-proposal-new': StudentPracticeRequestPage },
      brand,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Proponer unas prácticas' })).toBeTruthy();
    type(/CIF de la empresa/, 'B46123451');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByLabelText(/Email del tutor o tutora/);
    expect(calls().find((c) => c.url.endsWith('/api/Alumno/compruebaCIF'))?.body).toEqual({ cif: 'B46123451' });
    type(/Nombre y apellidos del tutor/, 'Marta Ruiz');
    type(/Email del tutor o tutora/, 'marta@tecnologiaslevante.test');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByLabelText(/Puesto o proyecto/);
    expect(calls().find((c) => c.url.endsWith('/compruebaEmailContactoEmpresa'))?.body).toEqual({
      cif: 'B46123451',
      email: 'marta@tecnologiaslevante.test',
    });
    // SPEC §5: hours and study aid are required.
    fireEvent.click(screen.getByRole('button', { name: 'Enviar la propuesta' }));
    expect((await screen.findAllByText('Este campo es requerido')).length).toBeGreaterThanOrEqual(7);
    type(/Puesto o proyecto/, 'Analista de datos');
    type(/Fecha de inicio/, '01/02/2027');
    type(/Fecha de fin/, '31/05/2027');
    type(/Horas por semana/, '25');
    type(/Horas por día/, '5');
    type(/Horas totales/, '300');
    type(/Ayuda al estudio/, '450,5');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar la propuesta' }));
    expect(await screen.findByText('Propuesta enviada')).toBeTruthy();
    const sent = calls().find((c) => c.url.endsWith('/api/Alumno/solicitudPractica'));
    expect(sent?.body).toMatchObject({
      cif: 'B46123451',
      tutorNombre: 'Marta Ruiz',
      tutorEmail: 'marta@tecnologiaslevante.test',
      titulo: 'Analista de datos',
      fechaInicio: '2027-02-01',
      fechaFin: '2027-05-31',
      horasSemana: 25,
      horasDia: 5,
      horasTotales: 300,
      ayudaEstudio: 450.5,
    });
  });

  it("#12.14 an email of another company (44) is said on the contact's email field", async () => {
    emailAnswer = { status: 44, datos: null };
    renderRoutes({
      path: '/propuesta-practicas-con-candidato-preseleccionado',
      pages: { 'preselected-proposal-new': StudentPracticeRequestPage },
      brand,
    });
    await screen.findByLabelText(/CIF de la empresa/);
    type(/CIF de la empresa/, 'B46123451');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByLabelText(/Nombre y apellidos del tutor/);
    type(/Nombre y apellidos del tutor/, 'Marta Ruiz');
    type(/Email del tutor o tutora/, 'nueva@demo.test');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Email del tutor o tutora/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.queryByLabelText(/Puesto o proyecto/)).toBeNull();
    expect(calls().some((c) => c.url.endsWith('/solicitudPractica'))).toBe(false);
  });
});
