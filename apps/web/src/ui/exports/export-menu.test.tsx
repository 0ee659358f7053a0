import '../../test/dom-polyfills';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadAccepted } from '../../lib/download-file';
import { createQueryClient } from '../../lib/query-client';
import { TestProviders, testBrand } from '../../test/render-app';
import { ExportMenu, type TExportClient } from './export-menu';

// The 'Exportar' menu and its column picker (issue #17 'Exports'): the page's filters go with the
// download, the picker shows the remembered choice and saves a new one in the list's order.

const disponibles = [
  { key: 'codigo', es: 'Código', ca: 'Codi', type: 'text' as const },
  { key: 'empresa', es: 'Empresa', ca: 'Empresa', type: 'text' as const },
  { key: 'estado', es: 'Estado', ca: 'Estat', type: 'text' as const },
];

function fakeClient(elegidas: string[]) {
  const get = vi.fn(async () => ({ datos: { lista: 'convenios', disponibles, elegidas } }));
  const post = vi.fn(async (_path: string, body: unknown) => ({
    datos: { lista: 'convenios', disponibles, elegidas: (body as { columnas: string[] }).columnas },
  }));
  const download = vi.fn(async (_path: string, _fallbackName: string) => 'convenios-2026-11-27.csv');
  // The generic calls of TExportClient, answered with the one list these tests use.
  const client = { get, post, download } as unknown as TExportClient;
  return { client, get, post, download };
}

function renderMenu(client: TExportClient, url = '/gestion/convenios') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
        <ExportMenu
          lista="convenios"
          path="/api/Gestion/convenios/exportar"
          filters={{ estado: 'formalizado', q: '', orden: undefined }}
          client={client}
        />
      </TestProviders>
    </MemoryRouter>,
  );
}

/** A background export (#17 Exports): `running` answers first, then `ready`. */
function jobClient(states: { estado: string; filasHechas: number }[]) {
  const base = {
    lista: 'convenios',
    formato: 'csv',
    filasTotal: 60_000,
    error: null,
    creada: '2026-11-27T04:00:00.000Z',
  };
  let calls = 0;
  const get = vi.fn(async (path: string) => {
    if (!path.startsWith('/api/Exportaciones/7')) throw new Error(`unexpected ${path}`);
    const state = states[Math.min(calls++, states.length - 1)];
    // An expired export keeps its file's name (ADR 0038), the file is gone.
    const ready = state.estado === 'ready' || state.estado === 'expired';
    return {
      datos: {
        ...base,
        ...state,
        idExportacion: 7,
        nombreFichero: ready ? 'convenios-2026-11-27.csv' : null,
        terminada: null,
        caduca: null,
      },
    };
  });
  const download = vi.fn(async (path: string) => {
    if (path.includes('/exportar?')) throw new DownloadAccepted({ idExportacion: 7, estado: 'queued' });
    return 'convenios-2026-11-27.csv';
  });
  const client = { get, post: vi.fn(), download } as unknown as TExportClient;
  return { client, get, download };
}

afterEach(cleanup);

describe('ExportMenu (#17 Exports)', () => {
  it("downloads CSV and Excel with the page's filters", async () => {
    const client = fakeClient(['codigo']);
    const user = userEvent.setup();
    renderMenu(client.client);
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() =>
      expect(client.download).toHaveBeenCalledWith(
        '/api/Gestion/convenios/exportar?estado=formalizado&formato=csv',
        'convenios.csv',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }));
    await waitFor(() =>
      expect(client.download).toHaveBeenLastCalledWith(
        '/api/Gestion/convenios/exportar?estado=formalizado&formato=xlsx',
        'convenios.xlsx',
      ),
    );
  });

  it('shows the remembered columns, saves a new choice in the list order, and needs one column', async () => {
    const client = fakeClient(['codigo']);
    const user = userEvent.setup();
    renderMenu(client.client);
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Elegir columnas…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Columnas de la exportación' });
    const codigo = await screen.findByRole('checkbox', { name: 'Código' });
    expect(codigo).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Empresa' })).not.toBeChecked();
    // Unchecking the last one: saving is refused with a message.
    await user.click(codigo);
    expect(screen.getByRole('status')).toHaveTextContent('Elige al menos una columna.');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Estado' }));
    await user.click(screen.getByRole('checkbox', { name: 'Código' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(client.post).toHaveBeenCalledWith('/api/Exportaciones/convenios/columnas', {
      columnas: ['codigo', 'estado'],
    });
  });

  it('on a 202 shows the progress, then a download button for the built file', async () => {
    const client = jobClient([
      { estado: 'running', filasHechas: 20_000 },
      { estado: 'ready', filasHechas: 60_000 },
    ]);
    const user = userEvent.setup();
    renderMenu(client.client);
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(
      await screen.findByText(
        'Preparando la exportación: 20000 de 60000 filas. Puedes seguir trabajando; te avisaremos cuando esté lista.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progreso de la exportación' })).toBeInTheDocument();
    // Polled every couple of seconds until ready (a generous wait, not a fixed sleep).
    const button = await screen.findByRole(
      'button',
      { name: 'Descargar convenios-2026-11-27.csv' },
      { timeout: 15_000 },
    );
    expect(screen.getByText('La exportación está lista (60000 filas).')).toBeInTheDocument();
    await user.click(button);
    await waitFor(() =>
      expect(client.download).toHaveBeenLastCalledWith('/api/Exportaciones/7/descargar', 'convenios-2026-11-27.csv'),
    );
  }, 30_000);

  it("opened from the notification's link (?exportacion=7) offers the download at once", async () => {
    const client = jobClient([{ estado: 'ready', filasHechas: 60_000 }]);
    const user = userEvent.setup();
    renderMenu(client.client, '/gestion/convenios?exportacion=7');
    await user.click(await screen.findByRole('button', { name: 'Descargar convenios-2026-11-27.csv' }));
    await waitFor(() =>
      expect(client.download).toHaveBeenCalledWith('/api/Exportaciones/7/descargar', 'convenios-2026-11-27.csv'),
    );
    await user.click(screen.getByRole('button', { name: 'Cerrar el aviso de la exportación' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Descargar/ })).not.toBeInTheDocument());
  });

  it('says an export whose 7 days are over is expired, and offers no download', async () => {
    const client = jobClient([{ estado: 'expired', filasHechas: 60_000 }]);
    renderMenu(client.client, '/gestion/convenios?exportacion=7');
    expect(await screen.findByText('Caducada.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'El fichero convenios-2026-11-27.csv se guardaba 7 días y ya se ha borrado. Vuelve a exportar para tenerlo de nuevo.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Descargar/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/ha fallado/)).not.toBeInTheDocument();
  });
});
