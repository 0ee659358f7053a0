import '../../../test/dom-polyfills';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo, useApi } from '../../../test/msw-server';
import { renderRoutes } from '../../../test/render-routes';
import { resetBetweenTests } from '../../../test/reset-between-tests';
import CompanyEvaluationPage from './company-evaluation-page';

// The company tutor's evaluation through the mailed link, without an account (issue #15 'Academic tutor pages').

const TOKEN = 'a'.repeat(64);
const API = `/api/EvaluacionEmpresa/${TOKEN}`;
const pages = { 'company-evaluation': CompanyEvaluationPage };
const SUMMARY = {
  alumno: 'Lucía Martínez Soler',
  titulo: 'Prácticas en análisis de datos',
  empresa: 'Tecnologías Levante',
  fechaInicio: '2026-10-27',
  fechaFin: '2027-01-25',
  tutorEmpresa: 'Sergio Blasco Marín',
  criterios: ['aprendizaje', 'responsabilidad', 'trabajoEquipo', 'iniciativa'],
};

resetBetweenTests();

describe('#15.4 the company evaluation page', () => {
  it('#15.4 shows the internship, asks for every field, and thanks the tutor once sent', async () => {
    useApi.get(API, SUMMARY);
    useApi.post(API, null);
    renderRoutes({ path: `/evaluacion-tutor-empresa/${TOKEN}`, pages });
    expect(await screen.findByText(/Lucía Martínez Soler/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Evaluación de las prácticas' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar la evaluación' }));
    expect(await screen.findByText('Escribe una nota de 0 a 10')).toBeTruthy();
    expect(requestsTo(API, 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Nota final/), { target: { value: '7' } });
    for (const label of [/Aprendizaje/, /Responsabilidad/, /Trabajo en equipo/, /Iniciativa/]) {
      fireEvent.change(screen.getByLabelText(label), { target: { value: '3' } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Enviar la evaluación' }));
    expect(await screen.findByText('Gracias: hemos recibido tu evaluación.')).toBeTruthy();
    expect(requestsTo(API, 'POST')[0].body).toEqual({
      nota: 7,
      comentario: '',
      criterios: { aprendizaje: 3, responsabilidad: 3, trabajoEquipo: 3, iniciativa: 3 },
    });
  });

  it('#15.4 says on the page that an expired link is no longer valid', async () => {
    useApi.fail('get', API, 226, { http: 410 });
    renderRoutes({ path: `/avaluacio-tutor-empresa/${TOKEN}`, pages });
    expect(await screen.findByText('El enlace de evaluación ha caducado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar la evaluación' })).toBeNull();
  });
});
