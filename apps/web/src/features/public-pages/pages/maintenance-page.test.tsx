import '../../../test/dom-polyfills';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllCatalogues } from '../../../i18n';
import { renderRoutes } from '../../../test/render-routes';
import MaintenancePage from './maintenance-page';
import { useApi } from '../../../test/msw-server';

/** GET /api/Publico/estado answers `mantenimiento` only when `answer` is called. */
function mockStatus() {
  let answer: (mantenimiento: boolean) => void = () => undefined;
  const answered = new Promise<boolean>((resolve) => {
    answer = resolve;
  });
  useApi.all('*', async () => ({ mantenimiento: await answered, version: '3.4.2' }));
  return (mantenimiento: boolean) => answer(mantenimiento);
}

beforeAll(async () => {
  await loadAllCatalogues();
});
afterEach(() => {
  cleanup();
});

describe('/mantenimiento (SPEC §2 Route guards)', () => {
  it("#12.21 'Volver al inicio' is offered only once the server says maintenance is over, so it never loops back", async () => {
    const answer = mockStatus();
    renderRoutes({ path: '/mantenimiento', pages: { maintenance: MaintenancePage } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Portal en mantenimiento' })).toBeTruthy();
    // Status not known yet: a link home would lead back here.
    expect(screen.queryByRole('link', { name: 'Volver al inicio' })).toBeNull();
    answer(true);
    expect(await screen.findByText(/Estamos realizando tareas de mantenimiento/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Volver al inicio' })).toBeNull();
  });

  it('#12.21 after maintenance the page links home', async () => {
    const answer = mockStatus();
    renderRoutes({ path: '/mantenimiento', pages: { maintenance: MaintenancePage } });
    answer(false);
    expect(await screen.findByRole('link', { name: 'Volver al inicio' })).toBeTruthy();
  });
});
