import '../../../test/dom-polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TSurveyAccess } from '@portal/contracts/surveys/surveys.schemas';
import { getSession } from '../../../lib/session';
import { consumeReturnPath } from '../../../lib/navigation';
import { fakeToken, signIn, testBrand } from '../../../test/render-app';
import { renderRoutes } from '../../../test/render-routes';
import { jumpingSurvey, mockApi } from '../test/survey-fixtures';
import { getSurveyToken } from '../utils/survey-token';
import SurveyAccessPage from './survey-access-page';
import SurveySheetPage from './survey-sheet-page';
import SurveysPage from './surveys-page';
import { resetBetweenTests } from '../../../test/reset-between-tests';

const ACCESS = '/api/Encuestas/accesoEncuesta/valoracion-eventos';
const SHEET = '/api/Encuestas/valoracion-eventos';

const pages = {
  surveys: SurveysPage,
  'survey-link': SurveyAccessPage,
  'survey-access': SurveyAccessPage,
  'survey-sheet': SurveySheetPage,
};

function access(extra: Partial<TSurveyAccess> = {}): TSurveyAccess {
  const { preguntas: _p, lContestaciones: _l, maxLongitudRespuesta: _m, anonima: _a, ...data } = jumpingSurvey();
  return { ...data, token: null, identificado: false, ...extra };
}

resetBetweenTests();

describe('survey pages (SPEC §2 Surveys routes, §4 Survey flow)', () => {
  it('access link, anonymous entry: the survey token is kept and sent instead of any session', async () => {
    const api = mockApi({
      [ACCESS]: { datos: access() },
      'POST /api/Encuestas/logaAnonimo/valoracion-eventos': { datos: { token: 'enc_anon', idEncuesta: 2 } },
      [SHEET]: { datos: jumpingSurvey({ anonima: true }) },
    });
    const { router } = renderRoutes({ path: '/encuestas/valoracion-eventos', pages });
    expect(await screen.findByRole('heading', { level: 1, name: 'Valoración de talleres' })).toBeTruthy();
    expect(screen.getByLabelText('Usuario')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Responder de forma anónima' }));
    expect(await screen.findByRole('heading', { name: 'Pregunta 1 de 4' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/informes/valoracion-eventos');
    expect(getSurveyToken('valoracion-eventos')).toBe('enc_anon');
    expect(getSurveyToken(2)).toBe('enc_anon');
    expect(api.to(SHEET)[0].authorization).toBe('Bearer enc_anon');
  });

  it('a signed-in student goes straight to the sheet, or may choose to answer anonymously', async () => {
    const token = signIn('student');
    mockApi({ [ACCESS]: { datos: access({ identificado: true }) }, [SHEET]: { datos: jumpingSurvey() } });
    const { router } = renderRoutes({ path: '/encuestas/valoracion-eventos', pages });
    fireEvent.click(await screen.findByRole('button', { name: 'Responder con mi cuenta' }));
    expect(await screen.findByRole('heading', { name: 'Pregunta 1 de 4' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/informes/valoracion-eventos');
    expect(getSession().token).toBe(token);
  });

  it('goes on without asking when the survey has no anonymous option', async () => {
    signIn('student');
    mockApi({
      [ACCESS]: { datos: access({ identificado: true, sacaOpcionAnonima: false }) },
      [SHEET]: { datos: jumpingSurvey() },
    });
    const { router } = renderRoutes({ path: '/encuestas/valoracion-eventos?idPractica=4', pages });
    expect(await screen.findByRole('heading', { name: 'Pregunta 1 de 4' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/informes/valoracion-eventos');
  });

  it('signs in for the survey (logaUsuario/{id}) and starts a portal session', async () => {
    const token = fakeToken();
    const login = {
      token,
      faltaConvenioFirmado: false,
      tieneCVadjunto: true,
      textoCortoRGPD: null,
      linkExternoRGPD: null,
      conPracticas: true,
      conEmpleo: true,
      primerAcceso: false,
      soloCiclosUAX: false,
      idIdiomaPreferido: 1,
      faltaNumeroSeguridadSocial: false,
      rol: 'student',
      idEmpresa: null,
    };
    const api = mockApi({
      [ACCESS]: { datos: access({ sacaOpcionAnonima: false }) },
      'POST /api/Encuestas/logaUsuario/valoracion-eventos': { datos: login },
      [SHEET]: { datos: jumpingSurvey() },
    });
    renderRoutes({ path: '/informes/valoracion-eventos/acceso', pages });
    expect(await screen.findByLabelText('Usuario')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Responder de forma anónima' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Este campo es requerido')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Usuario'), { target: { value: 'master@demo.test' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'Demo2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Pregunta 1 de 4' })).toBeTruthy();
    expect(api.to('logaUsuario/valoracion-eventos')[0].body).toEqual({
      eUsuario: 'master@demo.test',
      ePassword: 'Demo2026',
    });
    await waitFor(() => expect(getSession().role).toBe('student'));
  });

  it('offers the university sign-in on a brand with a provider, coming back to the survey', async () => {
    mockApi({ [ACCESS]: { datos: access({ sacaOpcionAnonima: false, idPractica: 4 }) } });
    const brand = testBrand({ sso: { issuer: 'https://idp.example', clientId: 'portal', graduatesOnly: false } });
    const { router } = renderRoutes({ path: '/informes/valoracion-eventos/acceso', pages, brand });
    fireEvent.click(await screen.findByRole('link', { name: 'Entrar con la cuenta de la universidad' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/acceso'));
    expect(consumeReturnPath()).toBe('/informes/valoracion-eventos?idPractica=4');
  });

  it('shows no university sign-in on a brand without a provider', async () => {
    mockApi({ [ACCESS]: { datos: access() } });
    renderRoutes({ path: '/informes/valoracion-eventos/acceso', pages, brand: testBrand({ sso: null }) });
    expect(await screen.findByLabelText('Usuario')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Entrar con la cuenta de la universidad' })).toBeNull();
  });

  it('the sheet without a session or survey token goes to the access step first', async () => {
    mockApi({ [ACCESS]: { datos: access() } });
    const { router } = renderRoutes({ path: '/informes/valoracion-eventos?idPractica=3', pages });
    expect(await screen.findByLabelText('Usuario')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/informes/valoracion-eventos/acceso');
    expect(router.state.location.search).toBe('?idPractica=3');
  });

  it('lists my surveys as cards with a start link by access URL', async () => {
    signIn('student');
    mockApi({
      '/api/Alumno/dameEncuestasUsuario': {
        datos: [
          {
            idEncuesta: 5,
            titulo: 'Evaluación de prácticas',
            descripcion: null,
            urlAcceso: 'evaluacion-estudiante',
            obligatoria: false,
            sacaOpcionAnonima: false,
            idPractica: 1,
            enCurso: true,
            fechaHasta: null,
          },
          {
            idEncuesta: 1,
            titulo: 'Inserción laboral',
            descripcion: 'Imprescindible',
            urlAcceso: 'insercion-laboral',
            obligatoria: true,
            sacaOpcionAnonima: false,
            idPractica: null,
            enCurso: false,
            fechaHasta: '2026-06-30',
          },
        ],
      },
    });
    renderRoutes({ path: '/informes', pages });
    const links = await screen.findAllByRole('link', { name: /^(Empezar|Continuar)$/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/encuestas/evaluacion-estudiante?idPractica=1',
      '/encuestas/insercion-laboral',
    ]);
    expect(screen.getByText('Obligatoria')).toBeTruthy();
    expect(screen.getByText('En curso')).toBeTruthy();
  });
});
