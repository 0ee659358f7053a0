import '../../../test/dom-polyfills';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { endSession } from '../../../lib/session';
import { getUnreadCount } from '../../../lib/unread-count';
import { signIn, testBrand, TestProviders } from '../../../test/render-app';
import type { TNotification } from '@portal/contracts/notifications/notifications.schemas';
import { NotificationBell } from './notification-bell';
import { apiRequests, useApi } from '../../../test/msw-server';

const NOTIFICATIONS: TNotification[] = [
  {
    idNotificacion: 1,
    titulo: 'Nueva oferta',
    texto: '<p>Hay una <b>oferta</b> nueva</p>',
    leida: false,
    Importante: false,
    urlAcceso: '/cv',
    fecha: '2026-03-01T10:00:00Z',
  },
  {
    idNotificacion: 2,
    titulo: 'Documentación pendiente',
    texto: '<p>Sube tu anexo<script>alert(1)</script></p>',
    leida: false,
    Importante: true,
    fecha: '2026-03-02T10:00:00Z',
  },
  { idNotificacion: 3, titulo: 'Bienvenida', texto: 'Hola', leida: true, Importante: false, fecha: '2026-02-01' },
];

/** The notification calls' answers, keeping the list as the server would. */
function mockNotificationsApi(initial: TNotification[], prefix = 'Alumno') {
  let list = initial.map((n) => ({ ...n }));
  useApi.all('*', ({ url, body }: { url: URL; body: { id?: number } | undefined }) => {
    const path = url.pathname + url.search;
    if (path === `/api/${prefix}/marcarNotificacionLeida`)
      list = list.map((n) => (n.idNotificacion === body?.id ? { ...n, leida: true } : n));
    else if (path === `/api/${prefix}/marcarNotificacionesSinEnlaceLeidas`)
      list = list.map((n) => (n.urlAcceso ? n : { ...n, leida: true }));
    else if (path === `/api/${prefix}/eliminaNotificacion`) list = list.filter((n) => n.idNotificacion !== body?.id);
    else if (path === `/api/${prefix}/eliminaNotificaciones`) list = [];
    // Like the API: every call answers the list after the change.
    return { notificaciones: list, noLeidas: list.filter((n) => !n.leida).length };
  });
  const posts = () =>
    apiRequests()
      .filter((request) => request.method === 'POST')
      .map((request) => ({ path: request.url, body: request.body as unknown }));
  return { posts, postsTo: (call: string) => posts().filter((p) => p.path === `/api/${prefix}/${call}`) };
}

function renderBell() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <NotificationBell /> },
      { path: '/cv', element: <p>page:cv</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

async function openPanel(unread: number) {
  const name = unread > 0 ? `Notificaciones, ${unread} sin leer` : 'Notificaciones';
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Notificaciones' });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endSession();
  signIn('student');
});
afterEach(() => {
  cleanup();
});

describe('notification bell and panel (SPEC §2 Notification panel, §4 Notification)', () => {
  it('names the bell with the unread count and feeds the page title count', async () => {
    mockNotificationsApi(NOTIFICATIONS);
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' })).toBeTruthy();
    expect(getUnreadCount()).toBe(2);
  });

  it('groups important notifications first and sanitises their text', async () => {
    mockNotificationsApi(NOTIFICATIONS);
    renderBell();
    const panel = await openPanel(2);
    const important = within(panel).getByRole('region', { name: 'Importantes' });
    const others = within(panel).getByRole('region', { name: 'Otras notificaciones' });
    expect(within(important).getAllByTestId('notification')).toHaveLength(1);
    expect(within(important).getByText(/Documentación pendiente/)).toBeTruthy();
    expect(within(others).getAllByTestId('notification')).toHaveLength(2);
    expect(important.compareDocumentPosition(others) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(panel.querySelector('script')).toBeNull();
    expect(within(others).getByText('oferta').tagName).toBe('B');
  });

  it('marks a notification read when opened and follows its link', async () => {
    const api = mockNotificationsApi(NOTIFICATIONS);
    const router = renderBell();
    const panel = await openPanel(2);
    fireEvent.click(within(panel).getByRole('button', { name: /^Nueva oferta/ }));
    await waitFor(() =>
      expect(api.postsTo('marcarNotificacionLeida')).toEqual([
        { path: '/api/Alumno/marcarNotificacionLeida', body: { id: 1 } },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/cv'));
  });

  it('opens with the keyboard too (Enter on the title)', async () => {
    const api = mockNotificationsApi(NOTIFICATIONS);
    renderBell();
    const panel = await openPanel(2);
    const title = within(panel).getByRole('button', { name: /^Documentación pendiente/ });
    title.focus();
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(api.postsTo('marcarNotificacionLeida')[0]?.body).toEqual({ id: 2 }));
  });

  it('marks read those without a link when the panel closes', async () => {
    const api = mockNotificationsApi(NOTIFICATIONS);
    renderBell();
    const panel = await openPanel(2);
    fireEvent.click(within(panel).getByRole('button', { name: 'Cerrar notificaciones' }));
    await waitFor(() => expect(api.postsTo('marcarNotificacionesSinEnlaceLeidas')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' })).toBeTruthy();
  });

  it('deletes one notification', async () => {
    const api = mockNotificationsApi(NOTIFICATIONS);
    renderBell();
    const panel = await openPanel(2);
    fireEvent.click(within(panel).getByRole('button', { name: 'Eliminar la notificación «Bienvenida»' }));
    await waitFor(() => expect(api.postsTo('eliminaNotificacion')[0]?.body).toEqual({ id: 3 }));
    await waitFor(() => expect(within(panel).queryByText('Bienvenida')).toBeNull());
  });

  it('deletes all after a confirmation, then says there is nothing pending', async () => {
    const api = mockNotificationsApi(NOTIFICATIONS);
    renderBell();
    const panel = await openPanel(2);
    fireEvent.click(within(panel).getByRole('button', { name: 'Eliminar todas' }));
    expect(api.postsTo('eliminaNotificaciones')).toHaveLength(0);
    const confirm = within(panel).getByRole('button', { name: 'Sí, eliminar todas' });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    fireEvent.click(confirm);
    await waitFor(() => expect(api.postsTo('eliminaNotificaciones')).toHaveLength(1));
    expect(await within(panel).findByText('No tienes notificaciones pendientes')).toBeTruthy();
  });

  it('says there is nothing pending when the list is empty', async () => {
    mockNotificationsApi([]);
    renderBell();
    const panel = await openPanel(0);
    expect(within(panel).getByText('No tienes notificaciones pendientes')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Eliminar todas' })).toBeNull();
  });

  it('uses the company path for a company contact', async () => {
    endSession();
    signIn('company');
    mockNotificationsApi(NOTIFICATIONS, 'Empresa');
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' })).toBeTruthy();
  });

  it('reveals the delete button with a left swipe on touch screens', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === '(pointer: coarse)',
    })) as typeof window.matchMedia;
    try {
      mockNotificationsApi(NOTIFICATIONS);
      renderBell();
      const panel = await openPanel(2);
      const item = within(panel).getAllByTestId('notification')[0];
      const card = within(item)
        .getByRole('button', { name: /^Documentación pendiente/ })
        .closest('div[style*="translateX"]') as HTMLElement;
      // Touch layout: the delete button waits under the card.
      await waitFor(() =>
        expect(within(item).getByRole('button', { name: /^Eliminar la notificación/ }).style.position).toBe('absolute'),
      );
      fireEvent.pointerDown(card, { pointerType: 'touch', clientX: 300, clientY: 10 });
      fireEvent.pointerMove(card, { pointerType: 'touch', clientX: 220, clientY: 12 });
      fireEvent.pointerUp(card, { pointerType: 'touch', clientX: 180, clientY: 12 });
      await waitFor(() => expect(card.style.transform).toBe('translateX(-96px)'));
      expect(
        within(item).getByRole('button', { name: 'Eliminar la notificación «Documentación pendiente»' }),
      ).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });
});
