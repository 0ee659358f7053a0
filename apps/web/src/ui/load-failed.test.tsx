import '../test/dom-polyfills';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TSessionRole } from '../lib/session';
import { loadAllCatalogues } from '../i18n';
import { closePopup } from '../lib/error-popup-store';
import { endSession } from '../lib/session';
import { signIn, testBrand } from '../test/render-app';
import { renderRoutes } from '../test/render-routes';
import MyApplicationsPage from '../features/applications/pages/my-applications-page';
import UploadSignedAgreementPage from '../features/agreements/pages/upload-signed-agreement-page';
import AssignedInternshipsPage from '../features/company-internships/pages/assigned-internships-page';
import EventsPage from '../features/events/pages/events-page';
import GuidesPage from '../features/guides/pages/guides-page';
import MyInternshipsPage from '../features/internships/pages/my-internships-page';
import JobOffersPage from '../features/offers/pages/job-offers-page';
import ProgrammesPage from '../features/programmes/pages/programmes-page';
import MyProposalsPage from '../features/proposals/pages/my-proposals-page';
import PreselectedProposalsPage from '../features/proposals/pages/preselected-proposals-page';
import SurveysPage from '../features/surveys/pages/surveys-page';
import { StudentApplicationsModule } from '../features/home/components/student-modules';
import { apiRequests, failure, useApi } from '../test/msw-server';

const FAILED = 'No se ha podido cargar esta lista.';

/** Every call fails (HTTP 500, status 1) until `recover` is called; then it answers `datos`. */
function mockFailingApi(datos: unknown = []) {
  let failing = true;
  useApi.all('*', () => (failing ? failure(1, { http: 500 }) : datos));
  return {
    recover: () => {
      failing = false;
    },
  };
}

const LISTS: ReadonlyArray<{
  id: string;
  path: string;
  page: ComponentType;
  role: TSessionRole;
  empty: RegExp;
  datos?: unknown;
}> = [
  // The offer calls are checked against their contracts in tests (issue #13 part 9): after the
  // retry, an empty page that is also a valid count.
  {
    id: 'job-offers',
    path: '/ofertas-empleo',
    page: JobOffersPage,
    role: 'student',
    empty: /No hay ofertas que mostrar|^0 ofertas/,
    datos: { ofertas: [], pagina: 1, tamPagina: 10, numPaginas: 0, numTotal: 0 },
  },
  {
    id: 'my-applications',
    path: '/mis-candidaturas',
    page: MyApplicationsPage,
    role: 'student',
    empty: /No tienes candidaturas|^0 candidaturas/,
  },
  {
    id: 'my-internships',
    path: '/mis-practicas',
    page: MyInternshipsPage,
    role: 'student',
    empty: /No tienes prácticas/,
  },
  { id: 'events', path: '/eventos', page: EventsPage, role: 'student', empty: /No hay eventos/ },
  { id: 'guides', path: '/guias-orientacion', page: GuidesPage, role: 'student', empty: /Todavía no hay guías/ },
  {
    id: 'programmes',
    path: '/programas-practicas-activos',
    page: ProgrammesPage,
    role: 'student',
    empty: /No hay programas/,
  },
  { id: 'surveys', path: '/informes', page: SurveysPage, role: 'student', empty: /No tienes informes/ },
  {
    id: 'my-proposals',
    path: '/mis-propuestas',
    page: MyProposalsPage,
    role: 'company',
    empty: /No hay ofertas que cumplan/,
  },
  {
    id: 'preselected-proposals',
    path: '/propuestas-practicas-candidato-preseleccionado',
    page: PreselectedProposalsPage,
    role: 'company',
    empty: /Todavía no tienes propuestas/,
  },
  {
    id: 'assigned-internships',
    path: '/practicas_asignadas',
    page: AssignedInternshipsPage,
    role: 'company',
    empty: /no tiene prácticas asignadas/,
  },
  {
    id: 'upload-signed-agreement',
    path: '/subir-convenio-firmado',
    page: UploadSignedAgreementPage,
    role: 'company',
    empty: /no has solicitado ningún convenio/,
    datos: { convenios: [], tieneConvenioEnVigor: true },
  },
];

beforeAll(async () => {
  await loadAllCatalogues();
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endSession();
  closePopup();
});
afterEach(() => {
  cleanup();
});

describe('failed lists (issue #12 item 18)', () => {
  it.each(LISTS)(
    '#12.18 a failed load of $path shows the failed state with a retry, never an empty list',
    async ({ id, path, page, role, empty, datos }) => {
      signIn(role);
      const user = userEvent.setup();
      const { recover } = mockFailingApi(datos);
      renderRoutes({
        path,
        pages: { [id]: page },
        brand: testBrand({ flagsOn: ['hasEventos', 'hasGuiasOrientacion', 'hasProgramas'] }),
      });
      const failed = await screen.findByTestId('load-failed');
      expect(failed.textContent).toContain(FAILED);
      expect(screen.queryByText(empty)).toBeNull();
      closePopup();

      recover();
      const calls = apiRequests().length;
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      await waitFor(() => expect(screen.queryByTestId('load-failed')).toBeNull());
      expect(apiRequests().length).toBeGreaterThan(calls);
    },
  );

  it('#12.18 a home module whose list failed shows the retry, not its empty text', async () => {
    signIn('student');
    const user = userEvent.setup();
    const { recover } = mockFailingApi();
    // The module alone, on a route of its own (it needs the router for its links).
    renderRoutes({ path: '/mis-candidaturas', pages: { 'my-applications': StudentApplicationsModule } });
    await screen.findByTestId('load-failed');
    expect(screen.queryByText('Todavía no tienes candidaturas.')).toBeNull();
    closePopup();
    recover();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByTestId('load-failed')).toBeNull());
  });
});
