import '../../../test/dom-polyfills';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render-routes';
import { requestsTo, useApi } from '../../../test/msw-server';
import AlertUnsubscribePage from './alert-unsubscribe-page';

const pages = { 'alert-unsubscribe': AlertUnsubscribePage };
const TOKEN = 'a'.repeat(43);

afterEach(cleanup);

/** Issue #16 part 3: the unsubscribe page of an alert e-mail, without signing in. */
describe('/baja-alerta', () => {
  it('stops the alert only when the person confirms, and names the search', async () => {
    useApi.post('/api/Publico/bajaAlertaBusqueda', { nombre: 'Datos en Valencia' });
    renderRoutes({ path: `/baja-alerta?token=${TOKEN}`, pages });
    expect(screen.getByRole('heading', { level: 1, name: 'Dejar de recibir una alerta' })).toBeTruthy();
    // Opening the link (a mail scanner prefetching it) stops nothing.
    expect(requestsTo('/api/Publico/bajaAlertaBusqueda')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Dejar de recibir la alerta' }));
    expect((await screen.findByRole('status')).textContent).toContain('«Datos en Valencia»');
    expect(requestsTo('/api/Publico/bajaAlertaBusqueda')[0].body).toEqual({ token: TOKEN });
  });

  it('says plainly when the link stops nothing any more (300), with no error popup', async () => {
    useApi.fail('post', '/api/Publico/bajaAlertaBusqueda', 300);
    renderRoutes({ path: `/baixa-alerta?token=${TOKEN}`, pages });
    fireEvent.click(screen.getByRole('button', { name: 'Dejar de recibir la alerta' }));
    expect((await screen.findByRole('alert')).textContent).toContain('ya no da de baja ninguna alerta');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a link without its token offers nothing to click', () => {
    renderRoutes({ path: '/baja-alerta', pages });
    expect(screen.getByRole('alert').textContent).toContain('ya no da de baja ninguna alerta');
    expect(screen.queryByRole('button', { name: 'Dejar de recibir la alerta' })).toBeNull();
  });
});
