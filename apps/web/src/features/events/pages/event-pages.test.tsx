import '../../../test/dom-polyfills';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TEventSheet } from '@portal/contracts/events/events.schemas';
import { closePopup } from '../../../lib/error-popup-store';
import { endSession } from '../../../lib/session';
import { signIn, testBrand } from '../../../test/render-app';
import { renderRoutes } from '../../../test/render-routes';
import EventPage from './event-page';
import EventsPage from './events-page';
import PublicEventPage from './public-event-page';
import { answerByPath, apiRequests, useApi } from '../../../test/msw-server';

const pages = { events: EventsPage, event: EventPage, 'public-event': PublicEventPage };
const brand = () => testBrand({ flagsOn: ['hasEventos'] });

function sheet(extra: Partial<TEventSheet> = {}): TEventSheet {
  return {
    idEvento: 3,
    titulo: 'Webinar: LinkedIn para encontrar empleo',
    entradilla: 'Optimiza tu perfil.',
    categoria: { nombre: 'Webinar', slug: 'webinar' },
    fecha: '2099-05-20T15:00:00.000Z',
    fechaFin: null,
    lugar: 'En línea',
    ulrImagenPrincipal: null,
    destacado: false,
    urlAcceso: 'webinar-linkedin',
    publico: true,
    paraQuien: 'all',
    inscripcionAbierta: true,
    inscrito: false,
    descripcion: '<p>Trae tu <b>perfil</b><script>alert(1)</script></p>',
    plazas: 200,
    plazasLibres: 12,
    urlIcs: '/api/Alumno/eventoIcs/3',
    ...extra,
  };
}

interface TCall {
  path: string;
  method: string;
  body: unknown;
  authorization?: string;
}

/** The event calls' answers by path; .ics paths answer a calendar file. Returns the calls made. */
function mockEventsApi(routes: Record<string, unknown | (() => unknown)>) {
  answerByPath(routes);
  useApi.all(
    '/api/:area/eventoIcs/:id',
    () =>
      new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': 'attachment; filename="evento-webinar-linkedin.ics"',
        },
      }),
  );
  return {
    filter: (keep: (call: TCall) => boolean) => recordedCalls().filter(keep),
    find: (keep: (call: TCall) => boolean) => recordedCalls().find(keep),
  };
}

function recordedCalls(): TCall[] {
  return apiRequests().map((request) => ({
    path: request.url,
    method: request.method,
    body: request.body,
    authorization: request.headers.get('Authorization') ?? undefined,
  }));
}

let saved: Array<{ download: string; href: string }>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endSession();
  closePopup();
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:ics');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ download: this.download, href: this.href });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('event sheet (SPEC §2 /eventos/{id})', () => {
  it('enrols (inscribirseEnEvento), shows notice 533 and the enrolled state', async () => {
    const token = signIn('student');
    let enrolled = false;
    const calls = mockEventsApi({
      '/api/Alumno/dameFichaEvento/webinar-linkedin': () => ({
        status: 0,
        datos: sheet(enrolled ? { inscrito: true, plazasLibres: 11 } : {}),
      }),
      '/api/Alumno/inscribirseEnEvento': () => {
        enrolled = true;
        return { status: 0, datos: sheet({ inscrito: true, plazasLibres: 11 }), aviso: 533 };
      },
    });
    renderRoutes({ path: '/eventos/webinar-linkedin', brand: brand(), pages });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Webinar: LinkedIn para encontrar empleo' }),
    ).toBeTruthy();
    expect(screen.getByText('12 libres de 200')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Inscribirme' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/Alumno/inscribirseEnEvento')).toHaveLength(1));
    const post = calls.find((c) => c.path === '/api/Alumno/inscribirseEnEvento');
    expect(post?.body).toEqual({ idEvento: 3 });
    expect(post?.authorization).toBe(`Bearer ${token}`);
    expect(await screen.findByText('Estás inscrito en este evento')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Inscribirme' })).toBeNull();
    expect((await screen.findByTestId('error-popup')).getAttribute('data-code')).toBe('533');
  });

  it("'Añadir al calendario' downloads the .ics with the bearer and saves it", async () => {
    const token = signIn('student');
    const calls = mockEventsApi({ '/api/Alumno/dameFichaEvento/webinar-linkedin': { status: 0, datos: sheet() } });
    renderRoutes({ path: '/eventos/webinar-linkedin', brand: brand(), pages });
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir al calendario' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const ics = calls.find((c) => c.path === '/api/Alumno/eventoIcs/3');
    expect(ics?.authorization).toBe(`Bearer ${token}`);
    expect(saved[0]).toEqual({ download: 'evento-webinar-linkedin.ics', href: 'blob:ics' });
  });

  it('shows the catalogue popup when enrolment is refused (76)', async () => {
    signIn('student');
    mockEventsApi({
      '/api/Alumno/dameFichaEvento/webinar-linkedin': { status: 0, datos: sheet() },
      '/api/Alumno/inscribirseEnEvento': { status: 76, datos: null },
    });
    renderRoutes({ path: '/eventos/webinar-linkedin', brand: brand(), pages });
    fireEvent.click(await screen.findByRole('button', { name: 'Inscribirme' }));
    const popup = await screen.findByTestId('error-popup');
    expect(popup.getAttribute('data-code')).toBe('76');
    expect(within(popup).getByText('Ya estabas inscrito en este evento.')).toBeTruthy();
  });

  it('opens the public sheet without signing in, with the public .ics', async () => {
    const calls = mockEventsApi({
      '/api/Publico/dameFichaEvento/foro-empleo': {
        status: 0,
        datos: sheet({ idEvento: 1, titulo: 'Foro de Empleo', urlAcceso: 'foro-empleo' }),
      },
    });
    renderRoutes({ path: '/evento-publico/foro-empleo', brand: brand(), pages });
    expect(await screen.findByRole('heading', { level: 1, name: 'Foro de Empleo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inicia sesión para inscribirte' }).getAttribute('href')).toBe(
      '/eventos/foro-empleo',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Añadir al calendario' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const ics = calls.find((c) => c.path === '/api/Publico/eventoIcs/1');
    expect(ics?.authorization).toBeUndefined();
  });
});

describe('events list (SPEC §2 /eventos)', () => {
  it('puts highlighted events first and filters by category slug', async () => {
    signIn('student');
    mockEventsApi({
      '/api/Alumno/dameEventos': {
        status: 0,
        datos: [
          sheet({ idEvento: 3, titulo: 'Webinar', destacado: false, fecha: '2099-01-01T10:00:00Z' }),
          sheet({
            idEvento: 1,
            titulo: 'Foro',
            destacado: true,
            fecha: '2099-03-01T10:00:00Z',
            categoria: { nombre: 'Feria de empleo', slug: 'feria-de-empleo' },
            urlAcceso: 'foro-empleo',
          }),
          sheet({
            idEvento: 5,
            titulo: 'Jornada',
            destacado: false,
            fecha: '2099-02-01T10:00:00Z',
            categoria: { nombre: 'Jornada', slug: 'jornada' },
          }),
        ],
      },
    });
    const { router } = renderRoutes({ path: '/eventos', brand: brand(), pages });
    await screen.findAllByTestId('event-card');
    const titles = () =>
      screen.getAllByTestId('event-card').map((card) => within(card).getByRole('heading').textContent);
    expect(titles()).toEqual(['Foro', 'Webinar', 'Jornada']);
    expect(screen.getByRole('link', { name: 'Foro' }).getAttribute('href')).toBe('/eventos/foro-empleo');
    fireEvent.change(screen.getByLabelText('Categoría'), { target: { value: 'jornada' } });
    await waitFor(() => expect(titles()).toEqual(['Jornada']));
    expect(router.state.location.search).toBe('?categoria=jornada');
  });
});
